// npm run cluster — the app as several processes behind HAProxy, through PgBouncer, on loopback
// (the configuration in deploy/), for benchmarks and trying things by hand:
// `bash scripts/with-postgres.sh npm run cluster`, then
// `BENCH_URL=http://127.0.0.1:4480 npm run bench` in another terminal. CLUSTER_PROCESSES
// (default 2) sets how many; Ctrl-C stops everything. Needs `npm run build`, DATABASE_URL, and
// Debian's haproxy and pgbouncer (`bash scripts/ensure-system-deps.sh --cluster`).
import { requireBuild } from "./lib/app-server.mjs";
import { startCluster } from "./lib/cluster.mjs";
import { onInterrupt } from "./lib/shutdown.mjs";

requireBuild();
const processes = Number.parseInt(process.env.CLUSTER_PROCESSES ?? "2", 10);
const basePort = Number.parseInt(process.env.CLUSTER_BASE_PORT ?? "4480", 10);
const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL,
  processes,
  basePort,
});
onInterrupt(() => cluster.stop());
console.log(`\n${processes} process(es) behind ${cluster.origin}; Ctrl-C to stop.`);
// Keeps the script alive until Ctrl-C.
setInterval(() => {}, 60_000);
