import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { MIGRATIONS_DIR } from "../../app/.server/db/paths.server";
import { enqueueEmail, enqueueSms } from "../../app/.server/email/outbox.server";
import {
  databaseAnswers,
  latestBackupAt,
  outboxBacklog,
  pendingMigrations,
} from "../../app/.server/observability/operational-queries.server";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});

describe("outboxBacklog", () => {
  it("counts each channel's unsent messages and the age of the oldest", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    for (const [n, minutesAgo] of [
      [1, 30],
      [2, 10],
      [3, 5],
    ] as const) {
      await enqueueEmail(handle.db, {
        to: `person${n}@example.com`,
        subject: `Subject ${n}`,
        text: "Body",
        kind: "test",
      });
      await handle.db
        .updateTable("email_outbox")
        .set({ created_at: new Date(now.getTime() - minutesAgo * 60_000) })
        .where("to_address", "=", `person${n}@example.com`)
        .execute();
    }
    // Sent, set aside and refused messages are no backlog.
    const finished = new Date(now.getTime() - 60 * 60_000);
    await handle.db
      .updateTable("email_outbox")
      .set({ sent_at: now })
      .where("to_address", "=", "person1@example.com")
      .execute();
    for (const [column, to] of [
      ["skipped_at", "person4@example.com"],
      ["failed_at", "person5@example.com"],
    ] as const) {
      await enqueueEmail(handle.db, { to, subject: "Done", text: "Body", kind: "test" });
      await handle.db
        .updateTable("email_outbox")
        .set({ [column]: finished, created_at: finished })
        .where("to_address", "=", to)
        .execute();
    }

    expect(await outboxBacklog(handle.db, now)).toEqual([
      { channel: "email", pending: 2, oldestSeconds: 600 },
      { channel: "sms", pending: 0, oldestSeconds: 0 },
    ]);
  });

  it("reports texts under their own channel", async () => {
    await enqueueSms(handle.db, { to: "+447400123456", body: "On the way", kind: "test" });
    const backlog = await outboxBacklog(handle.db);
    expect(backlog.find((entry) => entry.channel === "sms")?.pending).toBe(1);
  });
});

describe("latestBackupAt", () => {
  it("is null before any backup finished, then the latest finished one", async () => {
    expect(await latestBackupAt(handle.db)).toBeNull();
    await handle.db
      .insertInto("backup_runs")
      .values([
        { day: "2026-11-25", started_at: new Date("2026-11-25T02:00:00Z") },
        {
          day: "2026-11-26",
          started_at: new Date("2026-11-26T01:59:00Z"),
          finished_at: new Date("2026-11-26T02:00:00Z"),
          path: "/backups/a",
        },
        {
          day: "2026-11-27",
          started_at: new Date("2026-11-27T01:59:00Z"),
          finished_at: new Date("2026-11-27T02:00:00Z"),
          path: "/backups/b",
        },
      ])
      .execute();
    try {
      expect(await latestBackupAt(handle.db)).toEqual(new Date("2026-11-27T02:00:00Z"));
    } finally {
      await handle.db.deleteFrom("backup_runs").execute();
    }
  });
});

describe("readiness queries", () => {
  it("find the database answering and every migration of the build applied", async () => {
    await expect(databaseAnswers(handle.db)).resolves.toBeUndefined();
    expect(await pendingMigrations(handle.db, MIGRATIONS_DIR)).toEqual([]);
  });
});
