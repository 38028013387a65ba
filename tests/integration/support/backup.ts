import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "kysely";
import pg from "pg";
import { dumpedSchemas } from "../../../app/.server/backup/database-dump.server";
import { sha256Of } from "../../../app/.server/backup/create-backup.server";
import { openDatabase, type DatabaseHandle } from "../../../app/.server/db/connection.server";
import { seedDemoInvoices } from "../../../app/.server/db/seed-demo-invoices.server";
import { seedDemoJobs } from "../../../app/.server/db/seed-demo-jobs.server";
import { seedDemoOrganisations } from "../../../app/.server/db/seed-demo-organisations.server";
import { seedDemoQuotes } from "../../../app/.server/db/seed-demo-quotes.server";
import { seedDemoAccounts } from "../../../app/.server/db/seed.server";
import { attachJobPhotos } from "../../../app/.server/jobs/job-photos.server";
import type { ListableStorage } from "../../../app/.server/storage/storage.server";
import { PGLITE_TEMPLATE_FILE, withDatabase } from "../../setup/template";
import { preparedPhoto } from "./photos";

/**
 * Data of every kind on a migrated database: the demo's accounts, jobs, quotes, organisations
 * and invoices, photos on three jobs, and a changed setting.
 */
export async function seedEveryKind(
  handle: DatabaseHandle,
  files: ListableStorage,
  now: Date,
): Promise<void> {
  await seedDemoAccounts(handle.db);
  await seedDemoJobs(handle.db, now);
  await seedDemoQuotes(handle.db, now);
  await seedDemoOrganisations(handle.db, now);
  await seedDemoInvoices(handle.db, now);
  const jobs = await handle.db
    .selectFrom("jobs")
    .select("reference")
    .orderBy("reference")
    .limit(3)
    .execute();
  for (const [index, job] of jobs.entries()) {
    await attachJobPhotos(
      handle.db,
      job.reference,
      [await preparedPhoto(40 + index, 30), await preparedPhoto(30, 40 + index)],
      files,
    );
  }
  await handle.db.updateTable("business_settings").set({ phone: "+442476000000" }).execute();
}

/** Every row of every table the backup holds, as JSON text, sorted: what must come back. */
export async function everyRow(
  handle: DatabaseHandle,
  localAuth = true,
): Promise<Map<string, string[]>> {
  const tables = await sql<{ name: string }>`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = any(${dumpedSchemas(localAuth)})
    order by 1`.execute(handle.db);
  const rows = new Map<string, string[]>();
  for (const { name } of tables.rows) {
    const result = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.raw(name)} as t`.execute(handle.db);
    rows.set(name, result.rows.map((row) => row.row).sort());
  }
  return rows;
}

/** Every stored file's checksum, by key. */
export async function everyFile(files: ListableStorage): Promise<Map<string, string>> {
  const checksums = new Map<string, string>();
  for (const key of await files.list()) {
    const file = await files.get(key);
    if (file) checksums.set(key, sha256Of(file.body));
  }
  return checksums;
}

/**
 * A database with nothing in it, on the engine the suite runs on: a new in-memory PGlite, or a
 * new database on the DATABASE_URL server (dropped on close).
 */
export async function createEmptyDatabase(
  engine: "pglite" | "postgres" = process.env.DATABASE_URL ? "postgres" : "pglite",
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (engine === "pglite" || !url) {
    // The migrated template emptied: much quicker than a new engine's initdb.
    const dump = await fs.readFile(PGLITE_TEMPLATE_FILE);
    const handle = await openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([dump]) });
    await sql`drop schema public cascade; create schema public;
      drop schema auth cascade; drop schema supabase_migrations cascade`.execute(handle.db);
    return handle;
  }
  const name = `wfc_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: "postgres", url: withDatabase(url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
