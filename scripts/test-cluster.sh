#!/usr/bin/env bash
# npm run test:cluster: two app processes behind HAProxy, on a throw-away PostgreSQL server
# reached through PgBouncer in transaction mode, and an S3 server, driven through HAProxy
# (playwright.cluster.config.ts); HAProxy and PgBouncer run with the configuration in deploy/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-system-deps.sh --cluster
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
[ -f build/index.js ] || npm run build
PGPORT_TEST=${PGPORT_CLUSTER:-54339} bash scripts/with-postgres.sh \
  npx playwright test -c playwright.cluster.config.ts "$@"
