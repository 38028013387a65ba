import type { DatabaseHandle } from "../db/connection.server";
import { storage } from "../storage/storage.server";
import { openBackupSocket } from "./backup-socket.server";
import { createBackup, type BackupSources } from "./create-backup.server";
import { backupScheduleFrom, startDailyBackupSweep } from "./daily-backup.server";

/**
 * What the server does for backups (decisions 0080, 0081): the daily backup sweep, and on the
 * embedded database the socket `npm run backup` asks. Returns the function that stops both.
 */
export async function startServerBackups(
  handle: DatabaseHandle,
  options: {
    dataDir: string;
    production: boolean;
    localAuth: boolean;
    filesInBucket: boolean;
    sweepIntervalMs?: number;
    log: (message: string) => void;
  },
): Promise<() => void> {
  const sources: BackupSources = {
    database: handle,
    files: storage(),
    filesKind: options.filesInBucket ? "s3" : "disk",
    localAuth: options.localAuth,
  };
  const schedule = backupScheduleFrom(process.env, {
    dataDir: options.dataDir,
    production: options.production,
  });
  const stopSweep = schedule
    ? startDailyBackupSweep(handle.db, sources, schedule, {
        intervalMs: options.sweepIntervalMs,
        log: options.log,
      })
    : () => {};
  if (schedule) {
    options.log(`Daily backup from ${schedule.hour}:00 London into ${schedule.destination}`);
  }
  const closeSocket =
    handle.kind === "pglite"
      ? await openBackupSocket(
          options.dataDir,
          async (destination) => {
            const backup = await createBackup(sources, destination, {
              trigger: "manual",
              log: options.log,
            });
            options.log(`Backup: ${backup.path}`);
            return {
              path: backup.path,
              files: backup.manifest.files.count,
              tables: Object.keys(backup.manifest.database.tables).length,
            };
          },
          options.log,
        )
      : null;
  return () => {
    stopSweep();
    closeSocket?.();
  };
}
