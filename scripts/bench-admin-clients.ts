// npx tsx scripts/bench-admin-clients.ts [count…] — the 8 kB pages Postgres reads for pages of
// /admin/clients (listClients) on an in-memory PGlite seeded with 1,000 and 100,000 clients
// (or the counts given): customers with a job each, and one client account in five without
// bookings, so the list can be seen to stay flat as clients grow.
import {
  CompiledQuery,
  createQueryId,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import type { Database } from "../app/.server/db/schema.server";
import { openDatabase } from "../app/.server/db/connection.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { listClients, type ClientListFilters } from "../app/.server/clients/client-list.server";

const counts = process.argv.slice(2).map(Number).filter(Boolean);

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

async function pagesRead(db: Kysely<Database>, call: (db: Kysely<Database>) => Promise<unknown>) {
  const capture = new QueryCapture();
  await call(db.withPlugin(capture));
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

/** `count` customers with one job each, and count / 5 client accounts of their own. */
async function seed(db: Kysely<Database>, count: number) {
  await sql`insert into public.customers (id, email, name, phone, portal_token_hash)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
      'customer-' || lpad(n::text, 7, '0') || '@example.com',
      (array['Sarah','Tom','Aisha','Marcus','Helen'])[1 + n % 5] || ' Person' || n,
      '+4474' || lpad(n::text, 8, '0'), md5('portal' || n)
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`insert into public.jobs (service_slug, description, address, postcode, customer_id,
      customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
      status, source, tracking_token_hash, price_pence)
    select 'plumbing-repairs', 'A dripping tap', n || ' Spon Street', 'CV1 ' || (n % 9) || 'AB',
      c.id, c.name, c.email, c.phone, date '2026-07-01',
      timestamptz '2026-07-01 08:00Z' + n * interval '1 minute',
      timestamptz '2026-07-01 10:00Z' + n * interval '1 minute',
      'completed', 'web', md5('track' || n), case when n % 3 = 0 then 4500 end
    from generate_series(1, ${count}) as n
    join public.customers c on c.id = ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid`.execute(
    db,
  );
  await sql`insert into auth.users (id, email, encrypted_password)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(n), 12, '0'))::uuid,
      'account-' || lpad(n::text, 7, '0') || '@example.com', 'x'
    from generate_series(1, ${count / 5}) as n`.execute(db);
  await sql`insert into public.profiles (id, email, full_name)
    select id, email, 'Account ' || email from auth.users where email like 'account-%'`.execute(db);
  await sql`analyze`.execute(db);
}

async function benchmark(count: number) {
  const handle = await openDatabase({ kind: "pglite-memory" });
  const { db } = handle;
  await prepareDatabase(db, { localAuth: true, seedDemo: false });
  await seed(db, count);
  const first = await listClients(db, {});
  const cases: [string, ClientListFilters, string | null][] = [
    ["first page", {}, null],
    ["next page", {}, first.next],
    ["e-mail prefix", { q: "customer-00004" }, null],
    ["phone", { q: "07400000777" }, null],
    ["full postcode", { q: "CV1 4AB" }, null],
    ["name word (1 in 5)", { q: "aisha" }, null],
    ["no match", { q: "zzzz" }, null],
  ];
  console.log(`\n${count.toLocaleString("en-GB")} customers:`);
  for (const [label, filters, cursor] of cases) {
    const pages = await pagesRead(db, (traced) => listClients(traced, filters, cursor));
    const started = performance.now();
    await listClients(db, filters, cursor);
    console.log(
      `  ${label.padEnd(20)} ${String(pages).padStart(7)} pages  ${(performance.now() - started).toFixed(1)} ms`,
    );
  }
  await handle.close();
}

for (const count of counts.length ? counts : [1_000, 100_000]) await benchmark(count);
