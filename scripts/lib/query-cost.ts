// What a list query costs: time over repeated runs, and the 8 kB pages Postgres reads
// (EXPLAIN ANALYZE BUFFERS), which the machine's load does not blur. For the bench scripts.
import {
  CompiledQuery,
  createQueryId,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import type { Database } from "../../app/.server/db/schema.server";

const RUNS = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

export async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let n = 0; n < 3; n += 1) await run();
  const samples: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p95: p95(samples) };
}

/** Keeps every query a call makes, to ask Postgres afterwards how much each one read. */
class QueryCapture implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

interface PlanNode {
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
}

/**
 * The 8 kB pages Postgres touched for everything one call asked (EXPLAIN ANALYZE BUFFERS):
 * a measure of the work that the machine's load does not blur, unlike milliseconds.
 */
export async function pagesRead(
  db: Kysely<Database>,
  call: (db: Kysely<Database>) => Promise<unknown>,
) {
  const capture = new QueryCapture();
  const traced = db.withPlugin(capture);
  await call(traced);
  let pages = 0;
  for (const node of capture.nodes) {
    const compiled = db.getExecutor().compileQuery(node, createQueryId());
    const result = await db.executeQuery<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${compiled.sql}`, [
        ...compiled.parameters,
      ]),
    );
    const plan = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
    pages += (plan?.["Shared Hit Blocks"] ?? 0) + (plan?.["Shared Read Blocks"] ?? 0);
  }
  return pages;
}
