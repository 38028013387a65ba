import fs from "node:fs/promises";
import path from "node:path";
import {
  BackupUnreadableError,
  MANIFEST_FILE,
  parseManifest,
  type BackupManifest,
} from "./manifest.server";

/** `wfc-backup-20261127T030000Z`: sorts by time, and says what it is in any folder listing. */
const BACKUP_NAME = /^wfc-backup-(\d{8}T\d{6}Z)(?:-\d+)?$/;

export function backupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll("-", "")
    .replaceAll(":", "");
  return `wfc-backup-${stamp}`;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

export interface FinishedBackup {
  name: string;
  path: string;
  manifest: BackupManifest;
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      throw new BackupUnreadableError(
        folder,
        "it has no manifest.json (not a backup, or one that did not finish)",
      );
    }
    throw error;
  }
  return parseManifest(folder, text);
}

/** The finished backups in a folder, oldest first; unfinished or foreign folders are skipped. */
export async function finishedBackups(destination: string): Promise<FinishedBackup[]> {
  let names: string[];
  try {
    names = await fs.readdir(destination);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
  const backups: FinishedBackup[] = [];
  for (const name of names.filter(isBackupName).sort()) {
    const folder = path.join(destination, name);
    try {
      backups.push({ name, path: folder, manifest: await readManifest(folder) });
    } catch (error) {
      if (!(error instanceof BackupUnreadableError)) throw error;
    }
  }
  return backups;
}
