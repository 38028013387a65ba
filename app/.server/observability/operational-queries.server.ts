import { sql, type Kysely } from "kysely";
import type { Database, MessageChannel } from "../db/schema.server";
import { listMigrations } from "../db/migrator.server";

export interface OutboxBacklog {
  channel: MessageChannel;
  /** Messages neither sent, set aside nor refused for good: due, held by a sender, or waiting to retry. */
  pending: number;
  /** Seconds since the oldest of them was written; 0 when there is none. */
  oldestSeconds: number;
}

const CHANNELS: readonly MessageChannel[] = ["email", "sms"];

export async function outboxBacklog(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<OutboxBacklog[]> {
  const rows = await db
    .selectFrom("email_outbox")
    .select(({ fn }) => [
      "channel",
      fn.countAll<string>().as("pending"),
      fn.min("created_at").as("oldest"),
    ])
    .where("sent_at", "is", null)
    .where("skipped_at", "is", null)
    .where("failed_at", "is", null)
    .groupBy("channel")
    .execute();
  return CHANNELS.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    const oldest = row?.oldest ? new Date(row.oldest) : null;
    return {
      channel,
      pending: Number(row?.pending ?? 0),
      oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
    };
  });
}

/** When the latest backup recorded in `backup_runs` finished (issue 29 §1); null before any. */
export async function latestBackupAt(db: Kysely<Database>): Promise<Date | null> {
  const latest = await db
    .selectFrom("backup_runs")
    .select((eb) => eb.fn.max("finished_at").as("finished_at"))
    .executeTakeFirst();
  const value = latest?.finished_at;
  return value ? new Date(value) : null;
}

/** The migration files of this build that the database has not recorded as applied. */
export async function pendingMigrations(
  db: Kysely<Database>,
  migrationsDir: string,
): Promise<string[]> {
  const onDisk = await listMigrations(migrationsDir);
  const recorded = await sql<{ version: string }>`
    select version from supabase_migrations.schema_migrations`.execute(db);
  const applied = new Set(recorded.rows.map((row) => row.version));
  return onDisk.filter((migration) => !applied.has(migration.version)).map((m) => m.version);
}

export async function databaseAnswers(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
