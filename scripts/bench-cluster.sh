#!/usr/bin/env bash
# npm run bench:cluster — `npm run bench` (page throughput and booking submit) through HAProxy
# and PgBouncer (deploy/) with one and then two app processes, each time on a fresh PostgreSQL
# server, so the cost or gain of the second process is measured. Needs `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh --cluster
mkdir -p tests/.tmp

for processes in 1 2; do
  echo "== ${processes} process(es) behind HAProxy"
  PGPORT_TEST=${PGPORT_BENCH:-54349} CLUSTER_PROCESSES=$processes bash scripts/with-postgres.sh bash -c '
    node scripts/cluster.mjs > tests/.tmp/bench-cluster.log 2>&1 &
    cluster=$!
    trap "kill -INT $cluster 2>/dev/null; wait $cluster 2>/dev/null || true" EXIT
    until grep -q "Ctrl-C to stop" tests/.tmp/bench-cluster.log; do
      if ! kill -0 $cluster 2>/dev/null; then cat tests/.tmp/bench-cluster.log; exit 1; fi
      sleep 1
    done
    BENCH_URL=http://127.0.0.1:${CLUSTER_BASE_PORT:-4480} BENCH_ONLY=throughput,booking node scripts/bench.mjs
  '
done
