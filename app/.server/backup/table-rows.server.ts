/** A query on one session of either engine (PGlite's instance, or a pg client). */
export type RunQuery = <Row extends Record<string, unknown>>(
  text: string,
  parameters?: unknown[],
) => Promise<Row[]>;

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of every table in the schemas, by "schema.table": what a backup promises to keep. */
export async function countTableRows(
  query: RunQuery,
  schemas: string[],
): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname = any($1)
     order by 1, 2`,
    [schemas],
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await query<{ count: string | number }>(
      `select count(*) as count from ${quoteName(table.schema)}.${quoteName(table.name)}`,
    );
    counts[`${table.schema}.${table.name}`] = Number(row?.count ?? 0);
  }
  return counts;
}
