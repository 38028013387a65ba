#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every check.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# shellcheck source=lib/phases.sh
source scripts/lib/phases.sh
# Called on its own, this script prints its table; under .ci/run, .ci/run prints the whole one.
if [ -z "${PHASES_PRINTED_BY:-}" ]; then trap print_phases EXIT; fi

install() {
  bash scripts/ensure-system-deps.sh
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
}

phase "install (system packages, npm ci)" install
phase "typecheck" npm run typecheck
phase "lint" npx eslint --max-warnings 0 .
phase "build" npm run build
phase "unit and integration tests (embedded Postgres)" npx vitest run
phase "browser tests" npx playwright test
