import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { OutboxBacklog } from "./operational-queries.server";
import { sweepLagSeconds } from "./sweep-runs.server";

/** Connections of the database pool: open in all, idle among them, requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What the gauges read when /metrics is asked for; registered once the services are open. */
export interface MetricSources {
  outboxBacklog(): Promise<OutboxBacklog[]>;
  latestBackupAt(): Promise<Date | null>;
  poolUse(): PoolUse;
}

interface Metrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status_code">;
  responses: Counter<"status_code">;
  sources: MetricSources | null;
  /** Both outbox gauges come from one query per scrape. */
  backlogRead: { at: number; backlog: Promise<OutboxBacklog[] | null> } | null;
}

function sweepName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: Metrics = {
    registry,
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by the Remix route that served it",
      labelNames: ["method", "route", "status_code"],
      // Pages answer in milliseconds; event streams stay open for minutes.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 600],
      registers: [registry],
    }),
    responses: new Counter({
      name: "http_responses_total",
      help: "Answers sent, by status code",
      labelNames: ["status_code"],
      registers: [registry],
    }),
    sources: null,
    backlogRead: null,
  };

  const sources = () => metrics.sources;
  const backlog = () => {
    const now = Date.now();
    if (!metrics.backlogRead || now - metrics.backlogRead.at > 1_000) {
      metrics.backlogRead = {
        at: now,
        backlog:
          sources()
            ?.outboxBacklog()
            .catch(() => null) ?? Promise.resolve(null),
      };
    }
    return metrics.backlogRead.backlog;
  };
  new Gauge({
    name: "wfc_outbox_backlog",
    help: "Messages in the outbox not yet sent, set aside or refused, by channel",
    labelNames: ["channel"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const entry of (await backlog()) ?? [])
        this.set({ channel: entry.channel }, entry.pending);
    },
  });
  new Gauge({
    name: "wfc_outbox_oldest_message_age_seconds",
    help: "Age of the oldest message in the outbox backlog, by channel (0 when there is none)",
    labelNames: ["channel"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const entry of (await backlog()) ?? []) {
        this.set({ channel: entry.channel }, entry.oldestSeconds);
      }
    },
  });
  new Gauge({
    name: "wfc_sweep_lag_seconds",
    help: "Seconds since each background sweep of this process last finished a run",
    labelNames: ["sweep"],
    registers: [registry],
    collect() {
      this.reset();
      for (const { sweep, seconds } of sweepLagSeconds())
        this.set({ sweep: sweepName(sweep) }, seconds);
    },
  });
  new Gauge({
    name: "wfc_db_pool_connections",
    help: "The process's database connections: open, idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.reset();
      const use = sources()?.poolUse();
      if (!use) return;
      this.set({ state: "open" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "in_use" }, use.total - use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
  new Gauge({
    name: "wfc_backup_age_seconds",
    help: "Seconds since the latest backup finished (+Inf while there has been none)",
    registers: [registry],
    async collect() {
      const latest = await sources()
        ?.latestBackupAt()
        .catch(() => null);
      this.set(latest ? Math.max(0, (Date.now() - latest.getTime()) / 1000) : Infinity);
    },
  });
  return metrics;
}

// One registry per process, kept across the bundles development rebuilds.
const holder = globalThis as typeof globalThis & { __wfcMetrics?: Metrics };
const metrics = (holder.__wfcMetrics ??= createMetrics());

export function setMetricSources(sources: MetricSources) {
  metrics.sources = sources;
  metrics.backlogRead = null;
}

/** One answer: how long it took, by method, Remix route id (never the raw path) and status. */
export function observeResponse(answer: {
  method: string;
  route: string;
  statusCode: number;
  seconds: number;
}) {
  const status = String(answer.statusCode);
  metrics.requestDuration.observe(
    { method: answer.method, route: answer.route, status_code: status },
    answer.seconds,
  );
  metrics.responses.inc({ status_code: status });
}

/** The Prometheus text exposition of every metric. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
