// npm run restore -- <backup>: puts a backup made by npm run backup (or the daily one) into an
// empty database (DATA_DIR, or DATABASE_URL) and file store, with the app stopped; refuses a
// target that already holds the app's data (docs/decisions/0080).
// npm run restore -- --verify <backup>: checks every checksum and loads the dump into a
// throw-away in-memory database, comparing each table's rows with the manifest; writes nothing.
import path from "node:path";
import { restoreBackup } from "../app/.server/backup/restore-backup.server";
import { openDatabase, type DatabaseHandle } from "../app/.server/db/connection.server";
import { knownMigrations, siteSettings, stop } from "./lib/backup-cli";

const args = process.argv.slice(2);
const verifyOnly = args[0] === "--verify";
const folder = verifyOnly ? args[1] : args[0];
if (!folder || folder.startsWith("-")) {
  stop(
    "restore",
    "usage: npm run restore -- <backup folder>   or   npm run restore -- --verify <backup folder>",
    2,
  );
}
const backupPath = path.resolve(folder);
const site = siteSettings();
const log = (message: string) => console.error(message);

let handle: DatabaseHandle;
try {
  handle = verifyOnly
    ? await openDatabase({ kind: "pglite-memory" })
    : site.config.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: site.config.DATABASE_URL })
      : await openDatabase({ kind: "pglite", dataDir: site.config.dataDir });
} catch (error) {
  stop("restore", error);
}

try {
  const report = await restoreBackup(
    backupPath,
    {
      database: handle,
      files: verifyOnly ? null : site.files,
      // A check loads the accounts however the backup keeps them.
      localAuth: verifyOnly ? undefined : site.localAuth,
    },
    { knownMigrations: await knownMigrations(), log },
  );
  const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(report.tables).length;
  const made = `made ${report.manifest.createdAt} by ${report.manifest.app.name} ${report.manifest.app.version}`;
  if (verifyOnly) {
    console.log(
      `The backup is whole (${made}): ${report.manifest.files.count} files and the database match their checksums, and the database loads with the rows it should (${tables} tables, ${rows} rows).`,
    );
  } else {
    console.log(
      `Restored ${backupPath} (${made}): ${tables} tables (${rows} rows) into ${site.config.DATABASE_URL ? "the Postgres server" : site.config.dataDir}, ${report.filesWritten} files written to ${site.filesWhere}${report.filesAlreadyThere > 0 ? ` (${report.filesAlreadyThere} were already there)` : ""}. Start the app as usual.`,
    );
  }
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
