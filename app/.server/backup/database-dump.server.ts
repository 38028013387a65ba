import { spawn } from "node:child_process";
import pg from "pg";
import type { DatabaseHandle } from "../db/connection.server";
import { pgDumpInWorker } from "./pglite-dump-worker.server";
import { countTableRows, type RunQuery } from "./table-rows.server";

/** A logical dump and the facts read in the same snapshot. */
export interface DatabaseDump {
  sql: string;
  serverVersion: string;
  migrations: string[];
  tables: Record<string, number>;
  /** How long requests waited for the dump (the embedded database only; a server never holds them). */
  heldMs: number;
}

/** The schemas that are the app's: hosted Supabase's own (auth there) are never dumped. */
export function dumpedSchemas(localAuth: boolean): string[] {
  return localAuth ? ["public", "supabase_migrations", "auth"] : ["public", "supabase_migrations"];
}

/**
 * Plain SQL both engines load, whichever made it: INSERTs (no COPY from standard input,
 * which only psql feeds) of 1,000 rows each, no owners or grants (the roles differ between
 * the embedded engine, a server and hosted Supabase).
 */
function pgDumpArguments(schemas: string[]): string[] {
  return [
    "--no-owner",
    "--no-privileges",
    "--inserts",
    "--rows-per-insert=1000",
    ...schemas.map((schema) => `--schema=${schema}`),
  ];
}

/** Row counts of every table in the schemas, and the migrations applied. */
async function readFacts(
  query: RunQuery,
  schemas: string[],
): Promise<Omit<DatabaseDump, "sql" | "heldMs">> {
  const counts = await countTableRows(query, schemas);
  const migrations = await query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations order by version",
  );
  const [version] = await query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  return {
    serverVersion: version?.version ?? "unknown",
    migrations: migrations.map((row) => row.version),
    tables: counts,
  };
}

/**
 * Dumps the open database without stopping the app (docs/decisions/0080).
 *
 * Embedded: the row counts are read and the data directory copied (PGlite's dumpDataDir, after
 * a checkpoint) while the app's only connection to PGlite is held, so requests wait for the
 * copy only (seconds at 100,000 jobs); pg_dump compiled to WebAssembly then dumps the copy in
 * a worker thread (pglite-dump-worker.server.ts), leaving the app's PGlite untouched.
 *
 * Server: pg_dump from Debian's postgresql-client, in a snapshot exported by a transaction
 * that reads the counts, so both agree; requests go on meanwhile (MVCC).
 */
export async function dumpDatabase(
  handle: DatabaseHandle,
  options: { localAuth: boolean },
): Promise<DatabaseDump> {
  const schemas = dumpedSchemas(options.localAuth);
  if (handle.kind === "pglite") {
    const pglite = handle.pglite;
    const query: RunQuery = async <Row extends Record<string, unknown>>(
      text: string,
      parameters?: unknown[],
    ) => (await pglite.query<Row>(text, parameters)).rows;
    // Holding the pool's one connection: no request's transaction is open or starts until
    // the counts are read and the data directory is copied, so both see the same data.
    const { facts, copy, heldMs } = await handle.db.connection().execute(async () => {
      const started = performance.now();
      const facts = await readFacts(query, schemas);
      await pglite.exec("checkpoint");
      const copy = await pglite.dumpDataDir("none");
      return { facts, copy, heldMs: Math.round(performance.now() - started) };
    });
    return { ...facts, heldMs, sql: await pgDumpInWorker(copy, pgDumpArguments(schemas)) };
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read, read only");
    const snapshot = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const facts = await readFacts(
      async <Row extends Record<string, unknown>>(text: string, parameters?: unknown[]) =>
        (await client.query<Row>(text, parameters)).rows,
      schemas,
    );
    const text = await runPgDump(handle.url, [
      `--snapshot=${snapshot.rows[0]?.id ?? ""}`,
      ...pgDumpArguments(schemas),
    ]);
    await client.query("commit");
    return { ...facts, heldMs: 0, sql: text };
  } finally {
    await client.end();
  }
}

export class PgDumpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PgDumpError";
  }
}

/** The pg_dump to run: PG_DUMP when set (a newer client for a newer server), else the PATH's. */
export function pgDumpProgram(): string {
  return process.env.PG_DUMP?.trim() || "pg_dump";
}

/**
 * Runs pg_dump against the server. The password goes in PGPASSWORD, never on the command line,
 * where every user of the machine could read it.
 */
async function runPgDump(url: string, args: string[]): Promise<string> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  const program = pgDumpProgram();
  const child = spawn(program, [`--dbname=${address.toString()}`, ...args], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: Buffer[] = [];
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", (error) =>
      reject(
        error instanceof Error && "code" in error && error.code === "ENOENT"
          ? new PgDumpError(
              `${program} was not found. Install Debian's postgresql-client (apt-get install postgresql-client), or set PG_DUMP to a pg_dump at least as new as the server.`,
            )
          : error,
      ),
    );
    child.on("close", resolve);
  });
  if (code !== 0) {
    const mismatch = /version mismatch/i.test(errors)
      ? " pg_dump must be at least as new as the server: set PG_DUMP to a newer one (e.g. /usr/lib/postgresql/17/bin/pg_dump)."
      : "";
    throw new PgDumpError(`pg_dump failed (exit ${code}): ${errors.trim()}${mismatch}`);
  }
  return Buffer.concat(out).toString("utf8");
}
