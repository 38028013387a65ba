import fs from "node:fs/promises";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { startPeriodicSweep } from "../jobs/periodic-sweep.server";
import { finishedBackups } from "./backup-folder.server";
import { createBackup, type BackupSources } from "./create-backup.server";
import {
  DEFAULT_RETENTION,
  backupsToDelete,
  londonDayOf,
  type RetentionPolicy,
} from "./retention.server";

export const DAILY_BACKUP_INTERVAL_MS = 5 * 60_000;
/** A claim older than this, never finished, is taken again (the process died, or it failed). */
const RETRY_AFTER = "2 hours";

export interface BackupSchedule {
  destination: string;
  /** The London hour from which the day's backup is due. */
  hour: number;
  retention: RetentionPolicy;
}

export class BackupScheduleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupScheduleError";
  }
}

function wholeNumber(
  values: Record<string, string | undefined>,
  name: string,
  fallback: number,
  range: [number, number],
): number {
  const raw = values[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range[0] || value > range[1]) {
    throw new BackupScheduleError(`${name} must be a whole number from ${range[0]} to ${range[1]}`);
  }
  return value;
}

/**
 * The daily backup's settings from the environment (decision 0081): `BACKUP_DIR` (default
 * `DATA_DIR/backups` under `npm start`; `off` for none), `BACKUP_HOUR` (London, default 3),
 * `BACKUP_KEEP_DAILY` (7) and `BACKUP_KEEP_WEEKLY` (4). Null when there is no daily backup:
 * `off`, or development and tests without BACKUP_DIR. A bad value throws, naming the variable.
 */
export function backupScheduleFrom(
  values: Record<string, string | undefined>,
  defaults: { dataDir: string; production: boolean },
): BackupSchedule | null {
  const directory = values.BACKUP_DIR?.trim();
  if (directory === "off" || (!directory && !defaults.production)) return null;
  return {
    destination: path.resolve(directory || path.join(defaults.dataDir, "backups")),
    hour: wholeNumber(values, "BACKUP_HOUR", 3, [0, 23]),
    retention: {
      daily: wholeNumber(values, "BACKUP_KEEP_DAILY", DEFAULT_RETENTION.daily, [1, 366]),
      weekly: wholeNumber(values, "BACKUP_KEEP_WEEKLY", DEFAULT_RETENTION.weekly, [0, 520]),
    },
  };
}

const londonHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  hourCycle: "h23",
});

/**
 * Takes today's backup when it is due and no process has taken it: the first whose insert of
 * the day's row wins does it, every other finds the row (decision 0081). Afterwards the
 * scheduled backups beyond the retention are deleted. Returns what it did, or null.
 */
export async function takeDailyBackupIfDue(
  db: Kysely<Database>,
  sources: BackupSources,
  schedule: BackupSchedule,
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<string | null> {
  const now = options.now ?? new Date();
  if (Number(londonHour.format(now)) < schedule.hour) return null;
  const day = londonDayOf(now);
  const claimed = await sql<{ day: string }>`
    insert into public.backup_runs (day, started_at) values (${day}::date, ${now})
    on conflict (day) do update set started_at = excluded.started_at, error = null
      where backup_runs.finished_at is null
        and backup_runs.started_at < ${now}::timestamptz - ${RETRY_AFTER}::interval
    returning day`.execute(db);
  if (claimed.rows.length === 0) return null;
  try {
    const backup = await createBackup(sources, schedule.destination, {
      trigger: "scheduled",
      now,
      log: options.log,
    });
    await sql`update public.backup_runs set finished_at = now(), path = ${backup.path}
      where day = ${day}::date`.execute(db);
    const deleted = await deleteBeyondRetention(schedule);
    return `Backup: ${backup.path} (${backup.manifest.files.count} files, ${backup.linkedFiles} linked to the previous backup)${deleted.length > 0 ? `; deleted ${deleted.join(", ")}` : ""}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await sql`update public.backup_runs set error = ${reason} where day = ${day}::date`.execute(db);
    throw error;
  }
}

/** Deletes the scheduled backups the policy no longer keeps; manual ones are never touched. */
async function deleteBeyondRetention(schedule: BackupSchedule): Promise<string[]> {
  const scheduled = (await finishedBackups(schedule.destination))
    .filter((backup) => backup.manifest.trigger === "scheduled")
    .map((backup) => ({ ...backup, createdAt: new Date(backup.manifest.createdAt) }));
  const doomed = backupsToDelete(scheduled, schedule.retention);
  for (const backup of doomed) await fs.rm(backup.path, { recursive: true, force: true });
  return doomed.map((backup) => backup.name);
}

export function startDailyBackupSweep(
  db: Kysely<Database>,
  sources: BackupSources,
  schedule: BackupSchedule,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
): () => void {
  return startPeriodicSweep(
    "Daily backup",
    options.intervalMs ?? DAILY_BACKUP_INTERVAL_MS,
    () => takeDailyBackupIfDue(db, sources, schedule, { log: options.log }),
    options.log,
  );
}
