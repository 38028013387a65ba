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
 * supabase_migrations.schema_migrations like the Supabase CLI does. A session-level
 * advisory lock makes concurrent starts wait for each other instead of racing.
 */
export async function migrate(db: Kysely<Database>, options: MigrateOptions): Promise<string[]> {
  const applied: string[] = [];
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      if (options.preludeDir) {
        const prelude = (await fs.readdir(options.preludeDir))
          .filter((f) => f.endsWith(".sql"))
          .sort();
        for (const file of prelude) {
          const text = await fs.readFile(path.join(options.preludeDir, file), "utf8");
          await sql.raw(text).execute(connection);
        }
      }
      await sql
        .raw(
          `create schema if not exists supabase_migrations;
           create table if not exists supabase_migrations.schema_migrations (
             version text primary key, statements text[], name text);`,
        )
        .execute(connection);
      const done = await sql<{ version: string }>`
        select version from supabase_migrations.schema_migrations`.execute(connection);
      const doneVersions = new Set(done.rows.map((row) => row.version));
      for (const migration of await listMigrations(options.migrationsDir)) {
        if (doneVersions.has(migration.version)) continue;
        const text = await fs.readFile(migration.file, "utf8");
        await connection.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`insert into supabase_migrations.schema_migrations (version, statements, name)
            values (${migration.version}, ${[text]}, ${migration.name})`.execute(trx);
        });
        options.log?.(`Applied migration ${migration.version}_${migration.name}`);
        applied.push(migration.version);
      }
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
  return applied;
}
