import pg from "pg";
import type { DatabaseHandle } from "../db/connection.server";
import { dumpedSchemas } from "./database-dump.server";
import { sqlStatements } from "./sql-statements.server";
import { countTableRows, type RunQuery } from "./table-rows.server";

/** Statements sent to the engine at once: big enough to be quick, small enough for PGlite. */
const BATCH_CHARACTERS = 4_000_000;

/** One session on the target, for the whole load (its settings and its transaction). */
interface Session {
  exec(text: string): Promise<void>;
  rows: RunQuery;
  end(): Promise<void>;
}

async function openSession(handle: DatabaseHandle): Promise<Session> {
  if (handle.kind === "pglite") {
    const pglite = handle.pglite;
    return {
      exec: async (text) => {
        await pglite.exec(text);
      },
      rows: async <Row extends Record<string, unknown>>(text: string, parameters?: unknown[]) =>
        (await pglite.query<Row>(text, parameters)).rows,
      end: async () => {
        await pglite.exec("reset all;");
      },
    };
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  return {
    exec: async (text) => {
      await client.query(text);
    },
    rows: async <Row extends Record<string, unknown>>(text: string, parameters?: unknown[]) =>
      (await client.query<Row>(text, parameters)).rows,
    end: () => client.end(),
  };
}

export class NonEmptyDatabaseError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `The target database is not empty: it already has ${tables.length} table(s) of the app (${tables
        .slice(0, 5)
        .join(", ")}${tables.length > 5 ? ", …" : ""}). Restore only into an empty database: ` +
        "a new DATA_DIR, or a new database on the server (createdb), so nothing is overwritten.",
    );
    this.name = "NonEmptyDatabaseError";
  }
}

/** The app's tables already in the target, in the schemas a backup holds. */
export async function existingAppTables(
  handle: DatabaseHandle,
  localAuth: boolean,
): Promise<string[]> {
  const session = await openSession(handle);
  try {
    const rows = await session.rows<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname = any($1) order by 1`,
      [dumpedSchemas(localAuth)],
    );
    return rows.map((row) => row.name);
  } finally {
    await session.end();
  }
}

/**
 * What the target cannot take as written: a setting an older server does not know (pg_dump 18
 * writes `SET transaction_timeout`, which Postgres 15 refuses), and `CREATE SCHEMA public`,
 * which every database already has.
 */
function adapt(statement: string, knownSettings: Set<string>): string | null {
  const setting = /^SET\s+([a-z_.]+)\s*(=|TO)/i.exec(statement);
  if (setting && !knownSettings.has(setting[1]!.toLowerCase())) return null;
  const schema = /^CREATE SCHEMA ([a-z_][a-z0-9_]*|"[^"]+");$/i.exec(statement);
  if (schema) return `CREATE SCHEMA IF NOT EXISTS ${schema[1]};`;
  return statement;
}

/**
 * Loads a plain SQL dump into an empty database in one transaction: a dump that fails half
 * way leaves the target as empty as it was. Returns each table's rows after the load.
 */
export async function loadDump(
  handle: DatabaseHandle,
  dump: string,
  options: { localAuth: boolean },
): Promise<Record<string, number>> {
  const session = await openSession(handle);
  try {
    const settings = await session.rows<{ name: string }>("select name from pg_settings");
    const knownSettings = new Set(settings.map((row) => row.name.toLowerCase()));
    await session.exec("begin");
    try {
      let batch: string[] = [];
      let size = 0;
      for (const statement of sqlStatements(dump)) {
        const adapted = adapt(statement, knownSettings);
        if (adapted === null) continue;
        batch.push(adapted);
        size += adapted.length;
        if (size >= BATCH_CHARACTERS) {
          await session.exec(batch.join("\n"));
          batch = [];
          size = 0;
        }
      }
      if (batch.length > 0) await session.exec(batch.join("\n"));
      await session.exec("commit");
    } catch (error) {
      await session.exec("rollback").catch(() => {});
      throw error;
    }
    await session.exec("reset all; analyze;");
    const counts = await countTableRows(session.rows, dumpedSchemas(options.localAuth));
    return counts;
  } finally {
    await session.end();
  }
}
