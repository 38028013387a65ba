// What npm run backup, restore and db:move-to-server share: the app's settings read as the
// server reads them, and one way to stop with a message.
import { listMigrations } from "../../app/.server/db/migrator.server";
import { MIGRATIONS_DIR } from "../../app/.server/db/paths.server";
import { env, type Environment } from "../../app/.server/env.server";
import { s3ConfigFrom } from "../../app/.server/storage/s3-storage.server";
import { storage, type ListableStorage } from "../../app/.server/storage/storage.server";

export interface SiteSettings {
  config: Environment;
  localAuth: boolean;
  files: ListableStorage;
  filesKind: "disk" | "s3";
  /** Where the files are, for messages. */
  filesWhere: string;
}

export function siteSettings(): SiteSettings {
  const config = env();
  const bucket = s3ConfigFrom(process.env)?.bucket;
  return {
    config,
    localAuth: config.authMode === "local",
    files: storage(),
    filesKind: bucket ? "s3" : "disk",
    filesWhere: bucket ? `the bucket ${bucket}` : `${config.dataDir}/uploads`,
  };
}

export async function knownMigrations(): Promise<string[]> {
  return (await listMigrations(MIGRATIONS_DIR)).map((migration) => migration.version);
}

/** Prints the message on stderr and ends the command with the status. */
export function stop(command: string, error: unknown, status = 1): never {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(status);
}
