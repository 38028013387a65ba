// npm run backup -- <folder>: a backup of the site (database and uploaded files) into a new
// folder under <folder>, taken while the site runs; prints the backup's path on the last line
// (docs/decisions/0080). On the embedded database a running server holds PGlite, so the
// server takes it (through DATA_DIR/backup.sock); otherwise this process does.
import fs from "node:fs";
import path from "node:path";
import { requestBackup } from "../app/.server/backup/backup-socket.server";
import { createBackup } from "../app/.server/backup/create-backup.server";
import { DataDirectoryInUseError } from "../app/.server/db/data-dir-lock.server";
import { openDatabase, type DatabaseHandle } from "../app/.server/db/connection.server";
import { siteSettings, stop } from "./lib/backup-cli";

const folder = process.argv[2];
if (!folder || folder.startsWith("-")) {
  stop(
    "backup",
    "usage: npm run backup -- <folder>  (the backup is made in a new folder inside it)",
    2,
  );
}
const destination = path.resolve(folder);
const site = siteSettings();
const log = (message: string) => console.error(message);

let handle: DatabaseHandle;
try {
  if (site.config.DATABASE_URL) {
    handle = await openDatabase({ kind: "postgres", url: site.config.DATABASE_URL });
  } else {
    if (!fs.existsSync(path.join(site.config.dataDir, "pglite"))) {
      stop("backup", `there is no database in ${site.config.dataDir} to back up (DATA_DIR).`);
    }
    handle = await openDatabase({ kind: "pglite", dataDir: site.config.dataDir });
  }
} catch (error) {
  if (!(error instanceof DataDirectoryInUseError)) stop("backup", error);
  log(`The server running on ${site.config.dataDir} takes the backup.`);
  try {
    const done = await requestBackup(site.config.dataDir, destination);
    log(`Backed up ${done.tables} tables and ${done.files} files.`);
    console.log(done.path);
    process.exit(0);
  } catch (requestError) {
    stop("backup", requestError);
  }
}

try {
  const backup = await createBackup(
    { database: handle, files: site.files, filesKind: site.filesKind, localAuth: site.localAuth },
    destination,
    { trigger: "manual", log },
  );
  const rows = Object.values(backup.manifest.database.tables).reduce((sum, n) => sum + n, 0);
  log(
    `Backed up ${Object.keys(backup.manifest.database.tables).length} tables (${rows} rows) and ${backup.manifest.files.count} files from ${site.filesWhere}.`,
  );
  console.log(backup.path);
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
