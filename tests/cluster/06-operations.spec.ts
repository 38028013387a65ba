import fs from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { loopbackVisitor } from "../../scripts/lib/http.mjs";
import { cluster, database, honeypotFields, poll, requestFrom } from "./support/cluster";
import { LOG_DIR } from "./support/ports";

const METRICS_TOKEN = "cluster-metrics-token-0123456789";

test("HAProxy sends visitors to processes whose /readyz answers, and keeps /metrics to the processes' own addresses", async () => {
  expect(await cluster.proxyStates()).toEqual({ a: "UP", b: "UP" });
  for (const name of ["a", "b"] as const) {
    const health = await fetch(`${cluster.origin(name)}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${cluster.origin(name)}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.text()).toBe("ready\ndatabase: ok\nmigrations: ok\nstorage: ok\n");
  }
  const throughProxy = await requestFrom("127.0.0.1", "/metrics", {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(throughProxy.status).toBe(404);
});

test("X-Forwarded-For: the address HAProxy was connected from counts, not what the client wrote", async () => {
  const honeypot = await honeypotFields();
  const email = "forwarded-for-probe@example.com";
  const signIn = (from: string, forged: string) =>
    requestFrom(from, "/auth?index", {
      form: new URLSearchParams({ ...honeypot, intent: "sign-in", email, password: "wrong" }),
      headers: { "X-Forwarded-For": forged },
    });
  // One visitor claims a new address each time; the slow-down after 3 failures finds it anyway.
  const visitor = loopbackVisitor(700);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    statuses.push((await signIn(visitor, `203.0.113.${attempt}`)).status);
  }
  expect(statuses.slice(0, 3).every((status) => status >= 400 && status < 429)).toBe(true);
  expect(statuses[3]).toBe(429);
  // Another visitor claiming the first one's address is not held back by its failures.
  const other = await signIn(loopbackVisitor(701), visitor);
  expect(other.status).not.toBe(429);
  expect(other.status).toBeLessThan(500);
});

test("the app's database traffic goes through PgBouncer in transaction mode and holds no session lock", async () => {
  const admin = new pg.Client({ connectionString: process.env.CLUSTER_PGBOUNCER_ADMIN_URL });
  await admin.connect();
  try {
    const config = await admin.query<{ key: string; value: string }>("SHOW CONFIG");
    expect(config.rows.find((row) => row.key === "pool_mode")?.value).toBe("transaction");
    // Totals since PgBouncer started: the run so far went through it.
    const stats = await admin.query<{ database: string; total_xact_count: string }>("SHOW STATS");
    const transactions = stats.rows.find((row) => row.database === "postgres")?.total_xact_count;
    expect(Number(transactions)).toBeGreaterThan(1_000);
    // Both processes' pools are its clients.
    const clients = await admin.query<{ database: string; user: string }>("SHOW CLIENTS");
    expect(clients.rows.filter((row) => row.database === "postgres").length).toBeGreaterThanOrEqual(
      2,
    );
  } finally {
    await admin.end();
  }
  // A session-level lock would outlive its transaction on a pooled server connection.
  const { rows } = await database().query<{ held: string }>(
    `select count(*) as held from pg_locks where locktype = 'advisory'`,
  );
  expect(Number(rows[0]?.held)).toBe(0);
});

test("each process's /metrics: answers by Remix route, the outbox, the sweeps, the pool and the backup", async () => {
  const refused = await fetch(`${cluster.origin("a")}/metrics`);
  expect(refused.status).toBe(401);
  const response = await fetch(`${cluster.origin("a")}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const value = (sample: string) =>
    Number(
      text
        .split("\n")
        .find((line) => line.startsWith(`${sample} `))
        ?.split(" ")[1],
    );
  // The capacity race posted the booking form through both processes.
  expect(
    value(
      'http_request_duration_seconds_count{method="POST",route="routes/book._index",status_code="302"}',
    ),
  ).toBeGreaterThan(0);
  // Labels are route ids: no path, so no token, ever.
  expect(text).not.toMatch(/route="\//);
  expect(value('wfc_outbox_backlog{channel="email"}')).toBeGreaterThanOrEqual(0);
  expect(value('wfc_outbox_oldest_message_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(0);
  // The cluster sweeps every second.
  expect(value('wfc_sweep_lag_seconds{sweep="reminder-sweep"}')).toBeLessThan(10);
  expect(value('wfc_sweep_lag_seconds{sweep="outbox-email"}')).toBeLessThan(10);
  expect(value('wfc_db_pool_connections{state="open"}')).toBeGreaterThan(0);
  expect(text).toContain("wfc_backup_age_seconds ");
  expect(value("process_resident_memory_bytes")).toBeGreaterThan(0);
});

test("a live page's event stream stays open through HAProxy across quiet spells longer than its default server timeout", async () => {
  test.setTimeout(120_000);
  // Pings come 30–35 s apart; HAProxy's default server timeout (30 s) would cut the stream.
  const watched = await poll(
    () => cluster.longStream(),
    (stream) =>
      stream.endedAt !== null ||
      stream.chunks.some(
        (at, index) => index > 0 && at - (stream.chunks[index - 1] ?? at) >= 30_000,
      ),
    { timeoutMs: 90_000, intervalMs: 1_000 },
  );
  const stream = watched.value;
  expect(stream.status).toBe(200);
  expect(stream.endedAt).toBeNull();
  expect(watched.met).toBe(true);
  console.log(
    `the stream has been open ${Math.round((Date.now() - stream.openedAt) / 1000)} s with ${stream.chunks.length} events`,
  );
});

test("the processes log JSON lines with request ids, and no e-mail address, phone number, postcode or link token", async () => {
  for (const name of ["a", "b"]) {
    const lines = (await fs.readFile(path.join(LOG_DIR, `${name}.log`), "utf8"))
      .split("\n")
      .filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(100);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.req !== undefined);
    expect(requests.length).toBeGreaterThan(50);
    expect(requests.filter((entry) => typeof entry.reqId !== "string")).toEqual([]);
    const text = lines.join("\n");
    // Every booking of the run gave an @example.com address, 07400 123456 and CV1 5DZ or CV5 6AA.
    expect(text).not.toContain("@example.com");
    // The phone in any of its forms, but not a migration's timestamp such as 20261201007400.
    expect(text).not.toMatch(/07400 ?123456|7400123456|CV1 5DZ|CV5 6AA/);
    expect(text).not.toMatch(/\/(track|portal|quote|invoice|approval|review)\/[A-Za-z0-9_-]{43}/);
  }
});
