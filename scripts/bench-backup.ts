// npx tsx scripts/bench-backup.ts [jobs] — backup and restore time at 100,000 jobs (or the
// count given): the embedded database on disk in a scratch DATA_DIR, and with DATABASE_URL set
// a Postgres server too (a scratch database on it). Times the dump (on the embedded database,
// how long requests wait), the whole backup, the restore into an empty database and the
// --verify check, and prints the backup's size. Also run by `npm run bench` (BENCH_ONLY=backup).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createBackup } from "../app/.server/backup/create-backup.server";
import { restoreBackup } from "../app/.server/backup/restore-backup.server";
import { openDatabase, type DatabaseHandle } from "../app/.server/db/connection.server";
import { listMigrations } from "../app/.server/db/migrator.server";
import { MIGRATIONS_DIR } from "../app/.server/db/paths.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { LocalDiskStorage } from "../app/.server/storage/storage.server";
import { seedManyJobs } from "./lib/seed-many-jobs";

const jobs = Number(process.argv[2]) || 100_000;
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-bench-backup-"));
const knownMigrations = (await listMigrations(MIGRATIONS_DIR)).map((m) => m.version);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function scratchServerDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

async function measure(
  engine: string,
  open: (role: "source" | "target") => Promise<DatabaseHandle>,
): Promise<void> {
  const source = await open("source");
  const files = new LocalDiskStorage(path.join(scratch, engine, "uploads"));
  try {
    await prepareDatabase(source.db, { localAuth: true, seedDemo: false });
    await seedManyJobs(source.db, { count: jobs, around: new Date("2026-07-01T12:00:00Z") });
    const sources = { database: source, files, filesKind: "disk" as const, localAuth: true };
    const [backup, backupMs] = await timed(() =>
      createBackup(sources, path.join(scratch, engine, "backups"), {
        trigger: "manual",
        log: (message) => console.log(`  ${message}`),
      }),
    );
    const rows = Object.values(backup.manifest.database.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `  backup: ${seconds(backupMs)} for ${rows.toLocaleString("en-GB")} rows (${backup.manifest.database.tables["public.jobs"]?.toLocaleString("en-GB")} jobs), ${(backup.manifest.database.bytes / 1e6).toFixed(1)} MB compressed`,
    );
    await source.close();
    const target = await open("target");
    try {
      const [, restoreMs] = await timed(() =>
        restoreBackup(
          backup.path,
          {
            database: target,
            files: new LocalDiskStorage(path.join(scratch, engine, "restored")),
            localAuth: true,
          },
          { knownMigrations },
        ),
      );
      console.log(`  restore into an empty database: ${seconds(restoreMs)}`);
    } finally {
      await target.close();
    }
    const check = await openDatabase({ kind: "pglite-memory" });
    try {
      const [, verifyMs] = await timed(() =>
        restoreBackup(backup.path, { database: check, files: null }, { knownMigrations }),
      );
      console.log(`  verify (checksums, load into memory, compare rows): ${seconds(verifyMs)}`);
    } finally {
      await check.close();
    }
  } finally {
    await source.close().catch(() => {});
  }
}

try {
  console.log(`Embedded database (PGlite on disk), ${jobs.toLocaleString("en-GB")} jobs:`);
  await measure("pglite", (role) =>
    openDatabase({ kind: "pglite", dataDir: path.join(scratch, "pglite", role) }),
  );
  const url = process.env.DATABASE_URL;
  if (url) {
    console.log(`Postgres server, ${jobs.toLocaleString("en-GB")} jobs:`);
    await measure("postgres", async (role) =>
      openDatabase({
        kind: "postgres",
        url: await scratchServerDatabase(url, `wfc_bench_backup_${role}`),
      }),
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const role of ["source", "target"]) {
      await admin.query(`drop database if exists wfc_bench_backup_${role} with (force)`);
    }
    await admin.end();
  }
} finally {
  await fs.rm(scratch, { recursive: true, force: true });
}
