// npm run db:move-to-server: moves a site from the embedded database (DATA_DIR) to the empty
// Postgres server database DATABASE_URL names (docs/decisions/0081). With the app stopped: a
// backup of the embedded database is made into DATA_DIR/backups (and kept), then restored into
// the server, every table's rows checked. The files stay where they are (DATA_DIR/uploads, or
// copied into the bucket when the S3_* variables are set). The embedded database is not
// changed: delete DATA_DIR/pglite once the site runs well on the server.
import fs from "node:fs";
import path from "node:path";
import { createBackup } from "../app/.server/backup/create-backup.server";
import { restoreBackup } from "../app/.server/backup/restore-backup.server";
import { DataDirectoryInUseError } from "../app/.server/db/data-dir-lock.server";
import { openDatabase, type DatabaseHandle } from "../app/.server/db/connection.server";
import { LocalDiskStorage } from "../app/.server/storage/storage.server";
import { knownMigrations, siteSettings, stop } from "./lib/backup-cli";

const command = "db:move-to-server";
const site = siteSettings();
const url = site.config.DATABASE_URL;
if (!url) {
  stop(
    command,
    "set DATABASE_URL to the (empty) Postgres database to move to, e.g. DATABASE_URL=postgres://user:password@host:5432/wefix npm run db:move-to-server",
    2,
  );
}
const dataDir = site.config.dataDir;
if (!fs.existsSync(path.join(dataDir, "pglite"))) {
  stop(command, `there is no embedded database in ${dataDir} (DATA_DIR) to move.`, 2);
}
const log = (message: string) => console.error(message);

let embedded: DatabaseHandle;
try {
  embedded = await openDatabase({ kind: "pglite", dataDir });
} catch (error) {
  stop(
    command,
    error instanceof DataDirectoryInUseError
      ? `${error.message} Stop the app first: anything written after the copy would be left behind.`
      : error,
  );
}
let backupPath: string;
try {
  // The embedded site's photos were on its disk, whatever the S3 settings say now.
  const backup = await createBackup(
    {
      database: embedded,
      files: new LocalDiskStorage(path.join(dataDir, "uploads")),
      filesKind: "disk",
      localAuth: site.localAuth,
    },
    path.join(dataDir, "backups"),
    { trigger: "manual", log },
  );
  backupPath = backup.path;
  log(`Backup of the embedded database: ${backupPath}`);
} catch (error) {
  await embedded.close();
  stop(command, error);
}
await embedded.close();

const server = await openDatabase({ kind: "postgres", url }).catch((error: unknown) =>
  stop(command, error),
);
try {
  const report = await restoreBackup(
    backupPath,
    { database: server, files: site.files, localAuth: site.localAuth },
    { knownMigrations: await knownMigrations(), log },
  );
  const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Moved ${Object.keys(report.tables).length} tables (${rows} rows) to the Postgres server; files: ${report.filesWritten} written to ${site.filesWhere}, ${report.filesAlreadyThere} already there.`,
  );
  console.log(
    `Start the app with the same DATABASE_URL (and SESSION_SECRET, if set). The embedded database in ${dataDir}/pglite is unchanged; delete it once the site runs well.`,
  );
} catch (error) {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`The backup ${backupPath} is kept.`);
  process.exitCode = 1;
} finally {
  await server.close();
}
