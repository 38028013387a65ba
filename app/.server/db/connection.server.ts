import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { lockDataDirectory } from "./data-dir-lock.server";
import type { Database } from "./schema.server";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "pglite" | "postgres";
  /** The pool's connections now: open, idle, and requests waiting for one (for /metrics). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

function poolUseReader(pool: pg.Pool) {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

// Postgres `timestamptz` comes back as Date by default; `bigint` ids stay strings.
export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; maxConnections?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle connection the server drops (restart, failover, admin termination) must not
    // crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => console.error(`Postgres connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", poolUse: poolUseReader(pool), close: () => db.destroy() };
  }

  let release = () => {};
  let pglite: PGlite;
  if (target.kind === "pglite") {
    release = lockDataDirectory(target.dataDir);
    try {
      pglite = await PGlite.create({ dataDir: path.join(target.dataDir, "pglite") });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: "pglite",
    poolUse: poolUseReader(pool),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}
