import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishedBackups } from "../../app/.server/backup/backup-folder.server";
import { createBackup, type BackupSources } from "../../app/.server/backup/create-backup.server";
import {
  backupScheduleFrom,
  takeDailyBackupIfDue,
  type BackupSchedule,
} from "../../app/.server/backup/daily-backup.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { LocalDiskStorage } from "../../app/.server/storage/storage.server";
import { createTestDatabase } from "./support/database";

let scratch: string;
let handle: DatabaseHandle;
let sources: BackupSources;
let schedule: BackupSchedule;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-daily-backup-"));
  handle = await createTestDatabase();
  sources = {
    database: handle,
    files: new LocalDiskStorage(path.join(scratch, "uploads")),
    filesKind: "disk",
    localAuth: true,
  };
  schedule = {
    destination: path.join(scratch, "backups"),
    hour: 3,
    retention: { daily: 1, weekly: 1 },
  };
});
afterAll(async () => {
  await handle.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("the daily backup", () => {
  it("is taken once a day from its hour, by one of the processes sweeping", async () => {
    // 02:30 in London (BST): not yet due.
    expect(
      await takeDailyBackupIfDue(handle.db, sources, schedule, {
        now: new Date("2026-07-01T01:30:00Z"),
      }),
    ).toBeNull();

    // Two processes sweep at the same moment: one takes it.
    const at = new Date("2026-07-01T02:05:00Z");
    const runs = await Promise.all([
      takeDailyBackupIfDue(handle.db, sources, schedule, { now: at }),
      takeDailyBackupIfDue(handle.db, sources, schedule, { now: at }),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(
      await takeDailyBackupIfDue(handle.db, sources, schedule, {
        now: new Date("2026-07-01T20:00:00Z"),
      }),
    ).toBeNull();
    const run = await handle.db.selectFrom("backup_runs").selectAll().executeTakeFirstOrThrow();
    expect(run.finished_at).not.toBeNull();
    expect(run.path).toMatch(/wfc-backup-20260701T020500Z$/);
  }, 120_000);

  it("keeps the policy's backups and deletes the rest, never a manual one", async () => {
    await createBackup(sources, schedule.destination, {
      trigger: "manual",
      now: new Date("2026-07-02T12:00:00Z"),
    });
    for (const day of ["02", "03"]) {
      await takeDailyBackupIfDue(handle.db, sources, schedule, {
        now: new Date(`2026-07-${day}T02:05:00Z`),
      });
    }
    const kept = (await finishedBackups(schedule.destination)).map((backup) => backup.name);
    // 1–3 July are all in the week of Monday 29 June: the newest day stays, and it is the
    // week's newest too.
    expect(kept).toEqual(["wfc-backup-20260702T120000Z", "wfc-backup-20260703T020500Z"]);
  }, 180_000);

  it("reads its settings from the environment", () => {
    const defaults = { dataDir: "/srv/wfc", production: true };
    expect(backupScheduleFrom({}, defaults)).toEqual({
      destination: "/srv/wfc/backups",
      hour: 3,
      retention: { daily: 7, weekly: 4 },
    });
    expect(backupScheduleFrom({ BACKUP_DIR: "off" }, defaults)).toBeNull();
    expect(backupScheduleFrom({}, { ...defaults, production: false })).toBeNull();
    expect(() => backupScheduleFrom({ BACKUP_HOUR: "25" }, defaults)).toThrow(/BACKUP_HOUR/);
  });
});
