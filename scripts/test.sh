#!/usr/bin/env bash
# Every test, from a fresh clone: installs Debian's Chromium when it is missing (needs root and the
# Debian mirror), and redis-server likewise, then typecheck → unit/component tests (jsdom) → library build + size check → e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
MISSING=""
[ -x "$CHROMIUM" ] || MISSING="chromium"
# The relay's Redis store is tested against a real server (started per test file, nothing on disk).
command -v "${REDIS_SERVER:-redis-server}" >/dev/null || MISSING="$MISSING redis-server"
if [ -n "$MISSING" ]; then
  echo "== installing Debian's$MISSING (missing)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $MISSING >/dev/null
fi

export STORYBOOK_DISABLE_TELEMETRY=1
echo "== typecheck";           npx tsc --noEmit -p .
echo "== import cycles";       npm run --silent check:cycles
mkdir -p reports
# Both Vitest projects: unit/component tests in jsdom, and every story in Chromium (play + axe).
echo "== unit, component and story tests"; npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
echo "== build";               npm run --silent build
# The public API as the emitted declarations state it, against the checked-in report and budgets.
echo "== API report";          node scripts/apiReport.mjs
echo "== docs site";           npm run --silent docs && node scripts/checkDocs.mjs && node scripts/docCoverage.mjs --strict
echo "== size";                node scripts/size.mjs
# The packed tarball in fresh apps (Vite + React 19/18, tsc node16/nodenext, no SDK, Next.js App
# Router with the relay's route handlers, plain Node), plus publint, attw and npm publish --dry-run.
# Not beside the e2e: run together, the e2e's timing-sensitive tests failed (measured).
echo "== consumer matrix";     CONSUMERS_REPORT=reports/consumers.json node consumers/run.mjs
echo "== e2e (Chromium)";      PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
# The benchmark's quick variant: proves it runs and every contestant yields every figure (no timing threshold).
echo "== benchmark (quick)";   node bench/run.mjs --quick
echo "== relay benchmark (quick)"; node --expose-gc bench/relay.mjs --quick
node scripts/summary.mjs reports/vitest.json reports/playwright.json reports/consumers.json
