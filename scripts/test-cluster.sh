#!/usr/bin/env bash
# npm run test:cluster: two app processes on a throw-away PostgreSQL server and an S3 server,
# behind our round-robin proxy, driven through the proxy (playwright.cluster.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-system-deps.sh --postgres
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
[ -f build/index.js ] || npm run build
PGPORT_TEST=${PGPORT_CLUSTER:-54339} bash scripts/with-postgres.sh \
  npx playwright test -c playwright.cluster.config.ts "$@"
