import { describe, expect, it } from "vitest";
import { metricsExposition, observeResponse, setMetricSources } from "./metrics.server";
import { sweepFinished, sweepStarted } from "./sweep-runs.server";

function sample(text: string, name: string): string | undefined {
  return text.split("\n").find((line) => line.startsWith(name));
}

describe("the metrics", () => {
  it("count answers by Remix route id and status, with their durations", async () => {
    observeResponse({
      method: "GET",
      route: "routes/track.$token",
      statusCode: 200,
      seconds: 0.012,
    });
    const { body, contentType } = await metricsExposition();
    expect(contentType).toContain("text/plain");
    expect(
      sample(
        body,
        'http_request_duration_seconds_count{method="GET",route="routes/track.$token",status_code="200"}',
      ),
    ).toMatch(/ 1$/);
    expect(sample(body, 'http_responses_total{status_code="200"}')).toMatch(/ \d+$/);
  });

  it("read the outbox, the pool, the sweeps and the latest backup when asked", async () => {
    setMetricSources({
      outboxBacklog: async () => [
        { channel: "email", pending: 3, oldestSeconds: 42 },
        { channel: "sms", pending: 0, oldestSeconds: 0 },
      ],
      latestBackupAt: async () => new Date(Date.now() - 3_600_000),
      poolUse: () => ({ total: 10, idle: 4, waiting: 2 }),
    });
    sweepStarted("Reminder sweep", Date.now() - 120_000);
    sweepFinished("Reminder sweep", Date.now() - 90_000);
    const { body } = await metricsExposition();
    expect(sample(body, 'wfc_outbox_backlog{channel="email"}')).toBe(
      'wfc_outbox_backlog{channel="email"} 3',
    );
    expect(sample(body, 'wfc_outbox_oldest_message_age_seconds{channel="email"}')).toBe(
      'wfc_outbox_oldest_message_age_seconds{channel="email"} 42',
    );
    expect(sample(body, 'wfc_db_pool_connections{state="in_use"}')).toBe(
      'wfc_db_pool_connections{state="in_use"} 6',
    );
    expect(sample(body, 'wfc_db_pool_connections{state="waiting"}')).toBe(
      'wfc_db_pool_connections{state="waiting"} 2',
    );
    const lag = Number(
      sample(body, 'wfc_sweep_lag_seconds{sweep="reminder-sweep"}')?.split(" ")[1],
    );
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(100);
    const backupAge = Number(sample(body, "wfc_backup_age_seconds ")?.split(" ")[1]);
    expect(backupAge).toBeGreaterThanOrEqual(3_600);
    expect(backupAge).toBeLessThan(3_700);
  });

  it("say a backup has never been taken as +Inf, and leave out what the database cannot tell", async () => {
    setMetricSources({
      outboxBacklog: () => Promise.reject(new Error("database down")),
      latestBackupAt: async () => null,
      poolUse: () => ({ total: 0, idle: 0, waiting: 0 }),
    });
    const { body } = await metricsExposition();
    expect(sample(body, "wfc_backup_age_seconds ")).toBe("wfc_backup_age_seconds +Inf");
    expect(sample(body, "wfc_outbox_backlog{")).toBeUndefined();
  });
});
