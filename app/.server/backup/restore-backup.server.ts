import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { DatabaseHandle } from "../db/connection.server";
import { contentTypeForKey, type ListableStorage } from "../storage/storage.server";
import { readManifest } from "./backup-folder.server";
import { sha256Of } from "./create-backup.server";
import { existingAppTables, loadDump, NonEmptyDatabaseError } from "./database-load.server";
import { DATABASE_FILE, FILES_FOLDER, type BackupManifest } from "./manifest.server";

const gunzip = promisify(zlib.gunzip);

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

const fileOf = (folder: string, key: string) => path.join(folder, FILES_FOLDER, ...key.split("/"));

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Checks a backup against its own manifest: the dump and every file are there with the
 * checksum written when it was taken. Returns what is wrong, nothing when it is whole.
 */
export async function checkBackupChecksums(
  folder: string,
): Promise<{ manifest: BackupManifest; problems: string[] }> {
  const manifest = await readManifest(folder);
  const problems: string[] = [];
  const dump = await readIfThere(path.join(folder, DATABASE_FILE));
  if (!dump) problems.push(`${DATABASE_FILE} is missing`);
  else if (sha256Of(dump) !== manifest.database.sha256) {
    problems.push(`${DATABASE_FILE} differs from the checksum in the manifest`);
  }
  for (const entry of manifest.files.entries) {
    const body = await readIfThere(fileOf(folder, entry.key));
    if (!body) problems.push(`${FILES_FOLDER}/${entry.key} is missing`);
    else if (sha256Of(body) !== entry.sha256) {
      problems.push(`${FILES_FOLDER}/${entry.key} differs from the checksum in the manifest`);
    }
  }
  return { manifest, problems };
}

export interface RestoreTarget {
  database: DatabaseHandle;
  /** Where the files go; null only to check that a backup loads (verify). */
  files: ListableStorage | null;
  /** How the target app keeps accounts; left out (a check), as the backup does. */
  localAuth?: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  tables: Record<string, number>;
  filesWritten: number;
  filesAlreadyThere: number;
}

/**
 * Restores a backup into an empty database and store (docs/decisions/0080), with the app
 * stopped. Everything is checked before anything is written: the checksums, that this code
 * knows every migration the backup has, that the accounts are kept the same way, that the
 * database has none of the app's tables and that no file in the store differs from the
 * backup's (a file already there with the same bytes, as after a move to a server on the same
 * disk, is left as it is). After the load, each table must hold the rows the manifest says.
 */
export async function restoreBackup(
  folder: string,
  target: RestoreTarget,
  options: { knownMigrations: string[]; log?: (message: string) => void },
): Promise<RestoreReport> {
  const { manifest, problems } = await checkBackupChecksums(folder);
  if (problems.length > 0) {
    throw new RestoreRefusedError(
      `The backup ${folder} is damaged: ${problems.slice(0, 5).join("; ")}${problems.length > 5 ? `; and ${problems.length - 5} more` : ""}.`,
    );
  }
  const known = new Set(options.knownMigrations);
  const unknown = manifest.database.migrations.filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The backup was made by a newer version of the app (migrations ${unknown.join(", ")} are not in this one). Restore it with that version or a later one.`,
    );
  }
  const localAuth = target.localAuth ?? manifest.database.localAuth;
  if (manifest.database.localAuth !== localAuth) {
    throw new RestoreRefusedError(
      manifest.database.localAuth
        ? "The backup holds the built-in accounts, but this app is set to use Supabase Auth (SUPABASE_URL): restore it without the Supabase settings."
        : "The backup was made with Supabase Auth (its accounts are in Supabase, not in the backup): restore it with the same SUPABASE_URL and SUPABASE_ANON_KEY.",
    );
  }
  const existing = await existingAppTables(target.database, localAuth);
  if (existing.length > 0) throw new NonEmptyDatabaseError(existing);
  const already = target.files ? await filesAlreadyThere(manifest, target.files) : [];

  const dump = (await gunzip(await fs.readFile(path.join(folder, DATABASE_FILE)))).toString("utf8");
  const started = Date.now();
  const tables = await loadDump(target.database, dump, { localAuth });
  options.log?.(`Restore: database loaded in ${Date.now() - started} ms`);
  const differences = Object.entries(manifest.database.tables)
    .filter(([table, rows]) => tables[table] !== rows)
    .map(([table, rows]) => `${table}: ${tables[table] ?? "missing"} rows, the backup has ${rows}`);
  if (differences.length > 0) {
    throw new RestoreRefusedError(
      `The restored database differs from the backup: ${differences.join("; ")}.`,
    );
  }

  let filesWritten = 0;
  if (target.files) {
    const skip = new Set(already);
    for (const entry of manifest.files.entries) {
      if (skip.has(entry.key)) continue;
      const body = await fs.readFile(fileOf(folder, entry.key));
      const contentType = contentTypeForKey(entry.key);
      if (!contentType)
        throw new RestoreRefusedError(`${entry.key} is no kind of file the app stores.`);
      await target.files.put(entry.key, body, contentType);
      filesWritten += 1;
    }
  }
  return { manifest, tables, filesWritten, filesAlreadyThere: already.length };
}

/**
 * The backup's files the store already has with the same bytes; any that it has with other
 * bytes stops the restore before it writes anything.
 */
async function filesAlreadyThere(
  manifest: BackupManifest,
  store: ListableStorage,
): Promise<string[]> {
  const present = new Set(await store.list());
  const same: string[] = [];
  const different: string[] = [];
  for (const entry of manifest.files.entries) {
    if (!present.has(entry.key)) continue;
    const stored = await store.get(entry.key);
    if (stored && sha256Of(stored.body) === entry.sha256) same.push(entry.key);
    else different.push(entry.key);
  }
  if (different.length > 0) {
    throw new RestoreRefusedError(
      `The file store is not empty: it holds ${different.length} file(s) under the backup's names with other contents (${different.slice(0, 3).join(", ")}). Restore into an empty DATA_DIR/uploads or bucket.`,
    );
  }
  return same;
}
