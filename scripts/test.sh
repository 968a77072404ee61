#!/usr/bin/env bash
# The test command (npm test): unit and API end-to-end specs (jest, on PostgreSQL and Redis), the
# UIs' unit specs (vitest), then the browser suites (playwright-core with Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--experimental-vm-modules ${NODE_OPTIONS:-}"

echo "== build the server (end-to-end specs run the built server as a process)"
npx tsc -p tsconfig.build.json

echo "== server: unit and end-to-end (jest)"
npx jest --ci --maxWorkers=2 "$@"

echo "== user interfaces: unit (vitest)"
npm run test --workspace admin-ui --if-present
npm run test --workspace public-ui --if-present

if [ -d test/browser ] && ls test/browser/*.spec.* >/dev/null 2>&1; then
  echo "== browser (playwright-core + Chromium)"
  npx jest --ci --runInBand --config test/browser/jest.config.mjs
fi
