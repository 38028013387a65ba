import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { DatabaseHandle } from "../db/connection.server";
import type { ListableStorage } from "../storage/storage.server";
import { appIdentity } from "./app-identity.server";
import { backupName, finishedBackups } from "./backup-folder.server";
import { dumpDatabase } from "./database-dump.server";
import {
  BACKUP_FORMAT,
  DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  type BackupManifest,
  type StoredFileEntry,
} from "./manifest.server";

const gzip = promisify(zlib.gzip);

/** What a backup copies: the open database and the store of uploaded files. */
export interface BackupSources {
  database: DatabaseHandle;
  files: ListableStorage;
  filesKind: "disk" | "s3";
  /** The built-in accounts' `auth` schema is the app's (not hosted Supabase's). */
  localAuth: boolean;
}

export interface BackupOptions {
  trigger: "manual" | "scheduled";
  now?: Date;
  log?: (message: string) => void;
}

export interface FinishedBackupResult {
  path: string;
  manifest: BackupManifest;
  /** Files that were already in the previous backup and were linked, not copied again. */
  linkedFiles: number;
}

const FILE_COPIES_AT_ONCE = 8;

export function sha256Of(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Takes a backup of the running site into a new folder under `destination`
 * (docs/decisions/0080): the database first, as one consistent logical dump, then every
 * stored file, each with its checksum, then the manifest. It is written under a hidden
 * `.partial` name and renamed when whole, so a folder with the backup's name is complete.
 *
 * Files are immutable in the store (every upload gets a new random key), so one that the
 * previous backup in the same folder already holds with the same checksum is hard-linked to
 * it: a daily backup costs the day's new photos, not all of them again.
 */
export async function createBackup(
  sources: BackupSources,
  destination: string,
  options: BackupOptions,
): Promise<FinishedBackupResult> {
  const now = options.now ?? new Date();
  await fs.mkdir(destination, { recursive: true });
  const { name, partialPath } = await claimName(destination, backupName(now));
  const finalPath = path.join(destination, name);
  await fs.mkdir(path.join(partialPath, FILES_FOLDER));
  try {
    const started = Date.now();
    const dump = await dumpDatabase(sources.database, { localAuth: sources.localAuth });
    const compressed = await gzip(Buffer.from(dump.sql, "utf8"));
    await fs.writeFile(path.join(partialPath, DATABASE_FILE), compressed, { mode: 0o600 });
    options.log?.(
      `Backup: database dumped in ${Date.now() - started} ms (${compressed.length} bytes compressed)${dump.heldMs > 0 ? `; requests waited ${dump.heldMs} ms for its copy` : ""}`,
    );

    const previous = await previousFiles(destination);
    const copied = await copyFiles(sources.files, partialPath, previous);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      trigger: options.trigger,
      app: await appIdentity(),
      database: {
        engine: sources.database.kind,
        serverVersion: dump.serverVersion,
        localAuth: sources.localAuth,
        file: DATABASE_FILE,
        bytes: compressed.length,
        sha256: sha256Of(compressed),
        migrations: dump.migrations,
        tables: dump.tables,
      },
      files: {
        storage: sources.filesKind,
        count: copied.entries.length,
        bytes: copied.entries.reduce((sum, entry) => sum + entry.bytes, 0),
        entries: copied.entries,
      },
    };
    await fs.writeFile(
      path.join(partialPath, MANIFEST_FILE),
      `${JSON.stringify(manifest, null, 2)}\n`,
      { mode: 0o600 },
    );
    await fs.rename(partialPath, finalPath);
    return { path: finalPath, manifest, linkedFiles: copied.linked };
  } catch (error) {
    await fs.rm(partialPath, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A name no other backup has, its hidden `.partial` folder made: making the folder is the
 * claim, so two backups started in the same second (the daily one and a manual one) never
 * share it.
 */
async function claimName(
  destination: string,
  name: string,
): Promise<{ name: string; partialPath: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? name : `${name}-${attempt}`;
    const partialPath = path.join(destination, `.${candidate}.partial`);
    if (await exists(path.join(destination, candidate))) continue;
    try {
      await fs.mkdir(partialPath);
      return { name: candidate, partialPath };
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** The newest finished backup's files by key, to link to instead of copying again. */
async function previousFiles(
  destination: string,
): Promise<Map<string, { sha256: string; file: string }>> {
  const newest = (await finishedBackups(destination)).at(-1);
  const files = new Map<string, { sha256: string; file: string }>();
  if (!newest) return files;
  for (const entry of newest.manifest.files.entries) {
    files.set(entry.key, {
      sha256: entry.sha256,
      file: path.join(newest.path, FILES_FOLDER, ...entry.key.split("/")),
    });
  }
  return files;
}

async function copyFiles(
  store: ListableStorage,
  backupPath: string,
  previous: Map<string, { sha256: string; file: string }>,
): Promise<{ entries: StoredFileEntry[]; linked: number }> {
  const keys = await store.list();
  const entries: (StoredFileEntry | null)[] = new Array(keys.length).fill(null);
  let linked = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const index = next++;
      const key = keys[index]!;
      const stored = await store.get(key);
      // Deleted since the list was read (a photo removed meanwhile): not in the backup.
      if (!stored) continue;
      const digest = sha256Of(stored.body);
      const target = path.join(backupPath, FILES_FOLDER, ...key.split("/"));
      await fs.mkdir(path.dirname(target), { recursive: true });
      const earlier = previous.get(key);
      if (earlier?.sha256 === digest && (await linkFile(earlier.file, target))) linked += 1;
      else await fs.writeFile(target, stored.body, { mode: 0o600 });
      entries[index] = { key, bytes: stored.body.length, sha256: digest };
    }
  };
  await Promise.all(Array.from({ length: FILE_COPIES_AT_ONCE }, worker));
  return { entries: entries.filter((entry) => entry !== null), linked };
}

/** A hard link, or false where there cannot be one (another file system, a missing file). */
async function linkFile(existing: string, target: string): Promise<boolean> {
  try {
    await fs.link(existing, target);
    return true;
  } catch {
    return false;
  }
}
