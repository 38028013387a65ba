import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../../app/.server/db/connection.server";
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, withDatabase } from "../../setup/template";

/**
 * A fresh copy of the migrated template: in-memory PGlite by default, a new Postgres
 * database when DATABASE_URL is set (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await fs.readFile(PGLITE_TEMPLATE_FILE);
    return openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([dump]) });
  }
  const name = `wfc_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const handle = await openDatabase({
    kind: "postgres",
    url: withDatabase(url, name),
    maxConnections: 20,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
