import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../app/.server/backup/create-backup.server";
import { NonEmptyDatabaseError } from "../../app/.server/backup/database-load.server";
import {
  RestoreRefusedError,
  checkBackupChecksums,
  restoreBackup,
} from "../../app/.server/backup/restore-backup.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { listMigrations } from "../../app/.server/db/migrator.server";
import { MIGRATIONS_DIR } from "../../app/.server/db/paths.server";
import { prepareDatabase } from "../../app/.server/db/setup.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createEmptyDatabase, everyFile, everyRow, seedEveryKind } from "./support/backup";
import { bookJob } from "./support/capacity";
import { createTestDatabase } from "./support/database";

// The demo's "today", and bookings made while the backup runs a fortnight later.
const NOW = new Date("2026-07-01T08:00:00Z");
const engine = process.env.DATABASE_URL ? "a Postgres server" : "the embedded database";
// Seeding the demo, two dumps and two loads: seconds each on a busy machine.
const SLOW = 180_000;

let scratch: string;
let knownMigrations: string[];
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-backup-test-"));
  knownMigrations = (await listMigrations(MIGRATIONS_DIR)).map((migration) => migration.version);
});
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

/** Books jobs one after another until told to stop: requests arriving during the backup. */
function keepBooking(handle: DatabaseHandle) {
  let stopped = false;
  let booked = 0;
  const running = (async () => {
    // 15 days × 8 windows (06:00–22:00) of room: never a refusal for a full window.
    for (let n = 0; !stopped && n < 120; n += 1) {
      const day = `2026-07-${String(10 + (n % 15)).padStart(2, "0")}`;
      await bookJob(
        handle.db,
        { day, hour: 6 + 2 * Math.floor(n / 15), email: `during-${n}@example.com` },
        NOW,
      );
      booked += 1;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return booked;
    },
  };
}

describe(`backup and restore on ${engine}`, () => {
  it(
    "restores every row and every file of a backup taken while bookings arrive",
    async () => {
      const source = await createTestDatabase();
      const sourceFiles = new LocalDiskStorage(path.join(scratch, "source-uploads"));
      await seedEveryKind(source, sourceFiles, NOW);
      const before = await everyRow(source);

      const bookings = keepBooking(source);
      await bookJob(source.db, { day: "2026-07-09", hour: 10, email: "first@example.com" }, NOW);
      const backup = await createBackup(
        { database: source, files: sourceFiles, filesKind: "disk", localAuth: true },
        path.join(scratch, "backups"),
        { trigger: "manual", now: NOW },
      );
      const bookedDuring = await bookings.stop();
      const after = await everyRow(source);
      const files = await everyFile(sourceFiles);
      expect(files.size).toBe(6);
      expect(backup.manifest.files.count).toBe(6);
      expect(backup.manifest.database.migrations).toEqual(knownMigrations);
      expect(bookedDuring).toBeGreaterThan(0);

      // The data is lost: the database and the photos.
      await source.close();
      await fs.rm(path.join(scratch, "source-uploads"), { recursive: true });

      const target = await createEmptyDatabase();
      const targetFiles = new LocalDiskStorage(path.join(scratch, "restored-uploads"));
      try {
        const report = await restoreBackup(
          backup.path,
          { database: target, files: targetFiles, localAuth: true },
          { knownMigrations },
        );
        expect(report.filesWritten).toBe(6);
        const restored = await everyRow(target);
        expect([...restored.keys()]).toEqual([...after.keys()]);
        for (const [table, rows] of restored) {
          const atBackup = before.get(table) ?? [];
          const atEnd = after.get(table) ?? [];
          // Everything there before the backup began is back, row for row; what bookings
          // wrote meanwhile is back only as whole rows the source also had at the end.
          expect(
            rows.filter((row) => atBackup.includes(row)),
            table,
          ).toEqual(atBackup.filter((row) => rows.includes(row) || !atEnd.includes(row)));
          expect(
            rows.filter((row) => !atEnd.includes(row)),
            table,
          ).toEqual([]);
        }
        expect(restored.get("public.jobs")).not.toEqual(before.get("public.jobs"));
        // Each booking is in the backup whole or not at all: every job has its first event.
        const { rows: torn } = await target.db
          .selectFrom("jobs")
          .leftJoin("job_events", "job_events.job_id", "jobs.id")
          .select("jobs.reference")
          .where("job_events.id", "is", null)
          .execute()
          .then((rows) => ({ rows }));
        expect(torn).toEqual([]);
        expect(await everyFile(targetFiles)).toEqual(files);

        // A second restore into the same database is refused before it writes anything.
        await expect(
          restoreBackup(
            backup.path,
            { database: target, files: targetFiles, localAuth: true },
            { knownMigrations },
          ),
        ).rejects.toBeInstanceOf(NonEmptyDatabaseError);
      } finally {
        await target.close();
      }
    },
    SLOW,
  );

  it(
    "refuses a damaged backup and one made by a newer version",
    async () => {
      const source = await createTestDatabase();
      const files = new LocalDiskStorage(path.join(scratch, "small-uploads"));
      const backup = await createBackup(
        { database: source, files, filesKind: "disk", localAuth: true },
        path.join(scratch, "small-backups"),
        { trigger: "manual", now: NOW },
      );
      await source.close();
      expect((await checkBackupChecksums(backup.path)).problems).toEqual([]);

      const target = await createEmptyDatabase();
      try {
        await expect(
          restoreBackup(
            backup.path,
            { database: target, files: null, localAuth: true },
            { knownMigrations: knownMigrations.slice(0, -1) },
          ),
        ).rejects.toThrow(/newer version of the app/);
        await fs.appendFile(path.join(backup.path, "database.sql.gz"), "x");
        expect((await checkBackupChecksums(backup.path)).problems).toEqual([
          "database.sql.gz differs from the checksum in the manifest",
        ]);
        await expect(
          restoreBackup(
            backup.path,
            { database: target, files: null, localAuth: true },
            { knownMigrations },
          ),
        ).rejects.toBeInstanceOf(RestoreRefusedError);
      } finally {
        await target.close();
      }
    },
    SLOW,
  );
});

describe.runIf(process.env.DATABASE_URL)("moving from the embedded database to a server", () => {
  let embedded: DatabaseHandle;
  let server: DatabaseHandle;
  beforeAll(async () => {
    embedded = await createEmptyDatabase("pglite");
    await prepareDatabase(embedded.db, { localAuth: true, seedDemo: false });
    server = await createEmptyDatabase("postgres");
  });
  afterAll(async () => {
    await embedded.close();
    await server.close();
  });

  it(
    "brings every row and photo of the demo across, and the app starts on it",
    async () => {
      const uploads = new LocalDiskStorage(path.join(scratch, "moving-uploads"));
      await seedEveryKind(embedded, uploads, NOW);
      const rows = await everyRow(embedded);
      const files = await everyFile(uploads);
      const backup = await createBackup(
        { database: embedded, files: uploads, filesKind: "disk", localAuth: true },
        path.join(scratch, "moving-backups"),
        { trigger: "manual", now: NOW },
      );
      // The files stay on the same disk: already there, not written again.
      const report = await restoreBackup(
        backup.path,
        { database: server, files: uploads, localAuth: true },
        { knownMigrations },
      );
      expect(report.filesAlreadyThere).toBe(6);
      expect(await everyRow(server)).toEqual(rows);
      expect(await everyFile(uploads)).toEqual(files);

      // What the server does at start: nothing left to migrate, and the data is unchanged.
      await prepareDatabase(server.db, { localAuth: true, seedDemo: false });
      expect(await everyRow(server)).toEqual(rows);
      const photo = await server.db
        .selectFrom("job_photos")
        .select("storage_key")
        .executeTakeFirstOrThrow();
      expect((await uploads.get(photo.storage_key))?.body.length).toBeGreaterThan(0);
    },
    SLOW,
  );
});
