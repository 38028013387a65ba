import fs from "node:fs/promises";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.server";

const MIGRATION_LOCK_KEY = 7_461_133_901;
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(directory: string): Promise<MigrationFile[]> {
  const entries = await fs.readdir(directory);
  return entries
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      return match
        ? { version: match[1]!, name: match[2]!, file: path.join(directory, file) }
        : null;
    })
    .filter((migration): migration is MigrationFile => migration !== null)
    .sort((a, b) => a.version.localeCompare(b.version));
}

export interface MigrateOptions {
  migrationsDir: string;
  /** SQL files applied (idempotently) before the migrations, e.g. the local auth schema. */
  preludeDir?: string;
  log?: (message: string) => void;
}

/**
 * Applies pending migrations in order, each in its own transaction, recording them in
 * supabase_migrations.schema_migrations like the Supabase CLI does. Each transaction takes a
 * transaction-level advisory lock, reads what is done and applies the first pending
 * migration, so concurrent starts apply each one once and in order. Nothing is held between
 * transactions: the same code runs through a transaction-mode pooler (PgBouncer, Supabase's
 * pooler), where one session-level lock and its unlock may reach different server connections
 * (docs/decisions/0082).
 */
export async function migrate(db: Kysely<Database>, options: MigrateOptions): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    if (options.preludeDir) {
      const prelude = (await fs.readdir(options.preludeDir))
        .filter((f) => f.endsWith(".sql"))
        .sort();
      for (const file of prelude) {
        const text = await fs.readFile(path.join(options.preludeDir, file), "utf8");
        await sql.raw(text).execute(trx);
      }
    }
    await sql
      .raw(
        `create schema if not exists supabase_migrations;
         create table if not exists supabase_migrations.schema_migrations (
           version text primary key, statements text[], name text);`,
      )
      .execute(trx);
  });
  const migrations = await listMigrations(options.migrationsDir);
  for (;;) {
    const appliedNow = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const recorded = await sql<{ version: string }>`
        select version from supabase_migrations.schema_migrations`.execute(trx);
      const doneVersions = new Set(recorded.rows.map((row) => row.version));
      const next = migrations.find((migration) => !doneVersions.has(migration.version));
      if (!next) return null;
      const text = await fs.readFile(next.file, "utf8");
      await sql.raw(text).execute(trx);
      await sql`insert into supabase_migrations.schema_migrations (version, statements, name)
        values (${next.version}, ${[text]}, ${next.name})`.execute(trx);
      return next;
    });
    if (!appliedNow) return applied;
    options.log?.(`Applied migration ${appliedNow.version}_${appliedNow.name}`);
    applied.push(appliedNow.version);
  }
}
