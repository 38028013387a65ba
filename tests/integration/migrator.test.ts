import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/.server/db/connection.server";
import { listMigrations, migrate } from "../../app/.server/db/migrator.server";
import { LOCAL_AUTH_DIR, MIGRATIONS_DIR } from "../../app/.server/db/paths.server";
import type { Database } from "../../app/.server/db/schema.server";
import { withDatabase } from "../setup/template";

// Creating a fresh PGlite takes seconds: this file makes two (one per describe block).
const SLOW = 120_000;

interface RecordedMigration {
  version: string;
  name: string | null;
  statements: string[] | null;
}

async function recordedMigrations(db: Kysely<Database>): Promise<RecordedMigration[]> {
  const result = await sql<RecordedMigration>`
    select version, name, statements from supabase_migrations.schema_migrations order by version`.execute(
    db,
  );
  return result.rows;
}

async function tableExists(db: Kysely<Database>, qualifiedName: string): Promise<boolean> {
  const result = await sql<{
    found: string | null;
  }>`select to_regclass(${qualifiedName})::text as found`.execute(db);
  return result.rows[0]?.found != null;
}

async function advisoryLocksHeld(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from pg_locks
    where locktype = 'advisory' and granted
      -- Test files running beside this one take advisory locks in their own databases.
      and database = (select oid from pg_database where datname = current_database())`.execute(db);
  return result.rows[0]?.count ?? -1;
}

/** The migration files on disk, read independently of listMigrations. */
async function migrationFilesOnDisk(): Promise<
  Array<{ version: string; name: string; text: string }>
> {
  const files = (await fs.readdir(MIGRATIONS_DIR))
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 14),
      name: file.slice(15, -4),
      text: await fs.readFile(path.join(MIGRATIONS_DIR, file), "utf8"),
    })),
  );
}

const realDirs = { migrationsDir: MIGRATIONS_DIR, preludeDir: LOCAL_AUTH_DIR };

const APP_TABLES = [
  "auth.users",
  "auth.sessions",
  "auth.refresh_tokens",
  "auth.one_time_tokens",
  "public.profiles",
  "public.user_roles",
  "public.organisations",
  "public.organisation_members",
  "public.business_settings",
  "public.email_outbox",
  "public.rate_limits",
];

async function makeMigrationsDir(files: Record<string, string>): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-migrations-"));
  for (const [file, text] of Object.entries(files))
    await fs.writeFile(path.join(directory, file), text);
  return directory;
}

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(
    tempDirs.map((directory) => fs.rm(directory, { recursive: true, force: true })),
  );
});

describe("migrate on a fresh database", () => {
  let handle: DatabaseHandle;
  const log: string[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite-memory" });
  }, SLOW);
  afterAll(async () => {
    await handle?.close();
  });

  it("lists the migration files in version order and ignores other files", async () => {
    const onDisk = await migrationFilesOnDisk();
    expect(onDisk.length).toBeGreaterThanOrEqual(4);
    const listed = await listMigrations(MIGRATIONS_DIR);
    expect(listed.map(({ version, name }) => ({ version, name }))).toEqual(
      onDisk.map(({ version, name }) => ({ version, name })),
    );
  });

  it("starts empty: no auth schema, no migrations table", async () => {
    expect(await tableExists(handle.db, "auth.users")).toBe(false);
    expect(await tableExists(handle.db, "supabase_migrations.schema_migrations")).toBe(false);
  });

  it(
    "applies the local-auth prelude and every migration in order",
    async () => {
      const onDisk = await migrationFilesOnDisk();
      const applied = await migrate(handle.db, {
        ...realDirs,
        log: (message) => log.push(message),
      });
      expect(applied).toEqual(onDisk.map((migration) => migration.version));
      expect(log).toEqual(
        onDisk.map((migration) => `Applied migration ${migration.version}_${migration.name}`),
      );
      for (const table of APP_TABLES) expect(await tableExists(handle.db, table), table).toBe(true);
      expect(await advisoryLocksHeld(handle.db)).toBe(0);
    },
    SLOW,
  );

  it("records each version with its name and statements like the Supabase CLI", async () => {
    const onDisk = await migrationFilesOnDisk();
    expect(await recordedMigrations(handle.db)).toEqual(
      onDisk.map(({ version, name, text }) => ({ version, name, statements: [text] })),
    );
  });

  it("applies nothing the second time, and re-running the prelude is harmless", async () => {
    const before = await recordedMigrations(handle.db);
    const messages: string[] = [];
    expect(
      await migrate(handle.db, { ...realDirs, log: (message) => messages.push(message) }),
    ).toEqual([]);
    expect(messages).toEqual([]);
    expect(await recordedMigrations(handle.db)).toEqual(before);
  });

  it("keeps data across re-runs", async () => {
    await handle.db
      .insertInto("organisations")
      .values({ slug: "kept-org", name: "Kept" })
      .execute();
    await migrate(handle.db, realDirs);
    const row = await handle.db
      .selectFrom("organisations")
      .select("name")
      .where("slug", "=", "kept-org")
      .executeTakeFirst();
    expect(row).toEqual({ name: "Kept" });
  });

  it("applies new migrations once when two runs start together", async () => {
    const directory = await makeMigrationsDir({
      "20990101000100_extra_one.sql": "create table public.extra_one (id int primary key);",
      "20990101000200_extra_two.sql": "create table public.extra_two (id int primary key);",
    });
    tempDirs.push(directory);
    const [first, second] = await Promise.all([
      migrate(handle.db, { migrationsDir: directory }),
      migrate(handle.db, { migrationsDir: directory }),
    ]);
    // Each is applied once, by whichever run found it pending first.
    expect([...first, ...second].sort()).toEqual(["20990101000100", "20990101000200"]);
    expect(await tableExists(handle.db, "public.extra_one")).toBe(true);
    expect(await tableExists(handle.db, "public.extra_two")).toBe(true);
  });
});

describe("migrate: concurrency and failures", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite-memory" });
  }, SLOW);
  afterAll(async () => {
    await handle?.close();
  });

  it(
    "two concurrent runs on one fresh database apply each migration exactly once",
    async () => {
      const onDisk = (await migrationFilesOnDisk()).map((migration) => migration.version);
      const [first, second] = await Promise.all([
        migrate(handle.db, realDirs),
        migrate(handle.db, realDirs),
      ]);
      expect([...first, ...second]).toHaveLength(onDisk.length);
      expect([...first, ...second].sort()).toEqual(onDisk);
      // The runs may share the work, one migration per transaction, each in version order.
      expect(first).toEqual([...first].sort());
      expect(second).toEqual([...second].sort());
      expect((await recordedMigrations(handle.db)).map((row) => row.version)).toEqual(onDisk);
      expect(await advisoryLocksHeld(handle.db)).toBe(0);
    },
    SLOW,
  );

  it("rolls a failing migration back entirely and records only the ones before it", async () => {
    const directory = await makeMigrationsDir({
      "20990201000100_first.sql":
        "create table public.first_table (id int primary key);\ninsert into public.first_table values (1);",
      "20990201000200_broken.sql":
        "create table public.half_done (id int primary key);\ninsert into public.half_done values (1);\nselect * from public.no_such_table;",
      "20990201000300_after.sql": "create table public.after_broken (id int primary key);",
      "README.md": "not a migration",
      "2099_bad_name.sql": "select 1/0;",
    });
    tempDirs.push(directory);
    const before = await recordedMigrations(handle.db);
    const log: string[] = [];

    await expect(
      migrate(handle.db, { migrationsDir: directory, log: (message) => log.push(message) }),
    ).rejects.toThrow(/no_such_table/);

    expect(log).toEqual(["Applied migration 20990201000100_first"]);
    expect(await tableExists(handle.db, "public.first_table")).toBe(true);
    expect(
      await handle.db
        .selectFrom(sql`public.first_table`.as("t"))
        .selectAll()
        .execute(),
    ).toEqual([{ id: 1 }]);
    // Nothing of the broken migration is left, and nothing after it ran.
    expect(await tableExists(handle.db, "public.half_done")).toBe(false);
    expect(await tableExists(handle.db, "public.after_broken")).toBe(false);
    const recorded = (await recordedMigrations(handle.db)).map((row) => row.version);
    expect(recorded).toEqual([...before.map((row) => row.version), "20990201000100"]);
    // The advisory lock was released despite the failure.
    expect(await advisoryLocksHeld(handle.db)).toBe(0);

    // Once fixed, the next run applies the rest and not the first one again.
    await fs.writeFile(
      path.join(directory, "20990201000200_broken.sql"),
      "create table public.half_done (id int primary key);\ninsert into public.half_done values (1);",
    );
    expect(await migrate(handle.db, { migrationsDir: directory })).toEqual([
      "20990201000200",
      "20990201000300",
    ]);
    expect(await tableExists(handle.db, "public.half_done")).toBe(true);
    expect(await tableExists(handle.db, "public.after_broken")).toBe(true);
  });

  it(
    "two processes on one Postgres database apply each migration exactly once (needs DATABASE_URL)",
    async () => {
      const url = process.env.DATABASE_URL;
      if (!url) return; // PGlite has one connection: the case above covers it.
      const name = `wfc_migrate_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const handles = await Promise.all([
        openDatabase({ kind: "postgres", url: withDatabase(url, name), maxConnections: 2 }),
        openDatabase({ kind: "postgres", url: withDatabase(url, name), maxConnections: 2 }),
      ]);
      try {
        const [one, two] = handles;
        if (!one || !two) throw new Error("Expected two database handles");
        const onDisk = (await migrationFilesOnDisk()).map((migration) => migration.version);
        const results = await Promise.all([migrate(one.db, realDirs), migrate(two.db, realDirs)]);
        expect(results.flat()).toHaveLength(onDisk.length);
        expect(results.flat().sort()).toEqual(onDisk);
        expect((await recordedMigrations(one.db)).map((row) => row.version)).toEqual(onDisk);
        for (const table of APP_TABLES) expect(await tableExists(two.db, table), table).toBe(true);

        // A failing migration on Postgres is rolled back as well.
        const directory = await makeMigrationsDir({
          "20990301000100_broken.sql":
            "create table public.pg_half_done (id int);\nselect * from public.no_such_table;",
        });
        tempDirs.push(directory);
        await expect(migrate(one.db, { migrationsDir: directory })).rejects.toThrow(
          /no_such_table/,
        );
        expect(await tableExists(two.db, "public.pg_half_done")).toBe(false);
        expect((await recordedMigrations(two.db)).map((row) => row.version)).toEqual(onDisk);
        expect(await advisoryLocksHeld(two.db)).toBe(0);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      }
    },
    SLOW,
  );
});
