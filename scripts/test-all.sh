#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every check.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-system-deps.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

echo "== typecheck"; npm run typecheck
echo "== lint"; npx eslint --max-warnings 0 .
echo "== build"; npm run build
echo "== unit and integration tests (embedded Postgres)"; npx vitest run
echo "== browser tests (JavaScript on and off)"; npx playwright test
