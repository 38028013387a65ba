import { sql } from "kysely";
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
  it("is null while no backup_runs table exists, then the latest finished backup", async () => {
    expect(await latestBackupAt(handle.db)).toBeNull();
    await sql`create table public.backup_runs (id serial primary key, finished_at timestamptz)`.execute(
      handle.db,
    );
    try {
      expect(await latestBackupAt(handle.db)).toBeNull();
      await sql`insert into public.backup_runs (finished_at) values
        ('2026-11-26T02:00:00Z'), ('2026-11-27T02:00:00Z'), (null)`.execute(handle.db);
      expect(await latestBackupAt(handle.db)).toEqual(new Date("2026-11-27T02:00:00Z"));
    } finally {
      await sql`drop table public.backup_runs`.execute(handle.db);
    }
  });
});

describe("readiness queries", () => {
  it("find the database answering and every migration of the build applied", async () => {
    await expect(databaseAnswers(handle.db)).resolves.toBeUndefined();
    expect(await pendingMigrations(handle.db, MIGRATIONS_DIR)).toEqual([]);
  });
});
