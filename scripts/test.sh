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

# NODE_BESIDE_BIN (CI): a second Node for the scaled topology and the browser suites, so the portal
# is proven on the runtime on PATH (Node 24 in CI) and on this one.
beside() {
  if [ -n "${NODE_BESIDE_BIN:-}" ]; then PATH="$NODE_BESIDE_BIN:$PATH" "$@"; else "$@"; fi
}
echo "   (node $(node --version)${NODE_BESIDE_BIN:+; scaled and browser stages on $("$NODE_BESIDE_BIN/node" --version)})"

if [ "$#" -eq 0 ]; then
  # DECISIONS §9: the same specs through two API instances and a worker, each with its own DATA_DIR,
  # behind a round-robin proxy (test/support/test-app.ts, TEST_TOPOLOGY=scaled): sign-in codes,
  # uploads and downloads, roles, letters and evidence packs, and the lifecycle model (a few runs; its
  # test clock moves every instance) (test/platform/scale-out.e2e.spec.ts,
  # in the run above, adds imports and the rest). Three processes start per file, hence the longer
  # start allowance.
  echo "== server: a representative set through the scaled topology (jest)"
  TEST_TOPOLOGY=scaled MODEL_RUNS=3 beside npx jest --ci --maxWorkers=2 --testTimeout=120000 \
    test/centres/centre-session.e2e.spec.ts test/centres/documents.e2e.spec.ts \
    test/identity/users-roles.e2e.spec.ts test/accreditation/letter.e2e.spec.ts test/audit/evidence-pack.e2e.spec.ts \
    test/lifecycle/lifecycle-model.e2e.spec.ts
fi

echo "== user interfaces: unit (vitest)"
npm run test --workspace admin-ui --if-present
npm run test --workspace public-ui --if-present

if [ -d test/browser ] && ls test/browser/*.spec.* >/dev/null 2>&1; then
  echo "== browser (playwright-core + Chromium)"
  # One suite at a time: two side by side on two cores made the timing-sensitive suites (a windowed
  # 1,000-row page, scrolling) fail while the screen explorer took the other core.
  beside npx jest --ci --runInBand --config test/browser/jest.config.mjs
fi
