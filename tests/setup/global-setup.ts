import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "../../app/.server/db/schema.server";
import { openDatabase } from "../../app/.server/db/connection.server";
import { prepareDatabase } from "../../app/.server/db/setup.server";
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, TEMPLATE_DIR, withDatabase } from "./template";

/**
 * Builds one migrated, seeded template database before the suite: a PGlite data-dir dump,
 * or a Postgres template database when DATABASE_URL is set. Each test file copies it, which
 * takes a fraction of a second instead of a fresh initdb and migration run.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB}`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({
      kind: "postgres",
      url: withDatabase(url, POSTGRES_TEMPLATE_DB),
    });
    await prepareDatabase(handle.db, { localAuth: true, seedDemo: false });
    await handle.close();
    return;
  }
  await fs.mkdir(TEMPLATE_DIR, { recursive: true });
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
  });
  await prepareDatabase(db, { localAuth: true, seedDemo: false });
  await db.destroy();
  const dump = await pglite.dumpDataDir("gzip");
  await fs.writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}
