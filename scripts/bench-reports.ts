// npx tsx scripts/bench-reports.ts [count…] — /admin/reports (decision 0047) on an in-memory
// PGlite: every query of the page for October 2026, with that month's 1,000 jobs, enquiries
// and timelines, and the rest of `count` jobs spread over the years before it. The page reads
// only the range's rows through its indexes, so its cost should stay flat (within 2×) from
// 1,000 to 100,000 jobs. Also run by `npm run bench` (BENCH_ONLY=reports).
import { sql, type Kysely } from "kysely";
import type { Database } from "../app/.server/db/schema.server";
import { openDatabase } from "../app/.server/db/connection.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { buildReport } from "../app/.server/reports/report.server";
import { pagesRead, time } from "./lib/query-cost";

const counts = process.argv.slice(2).map(Number).filter(Boolean);
const IN_RANGE = 1_000;
const RANGE = { from: "2026-10-01", to: "2026-10-31" };
const NOW = new Date("2026-11-02T12:00:00Z");

async function seed(db: Kysely<Database>, count: number) {
  await sql`insert into auth.users (id, email, encrypted_password, email_confirmed_at)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(n), 12, '0'))::uuid,
      'engineer-' || n || '@example.com', 'x', now()
    from generate_series(1, 5) as n`.execute(db);
  await sql`insert into public.user_roles (user_id, role)
    select id, 'engineer' from auth.users where email like 'engineer-%'`.execute(db);
  await sql`insert into public.organisations (id, slug, name)
    values ('00000000-0000-4000-a000-000000000001', 'bench-lets', 'Bench Lets')`.execute(db);
  await sql`insert into public.customers (id, email, name, phone, portal_token_hash)
    values ('00000000-0000-4000-8000-000000000001', 'bench@example.com', 'Bench Customer',
      '+447400123456', 'bench-portal')`.execute(db);
  // October: each (engineer, day, window) at most once, so the double-booking guard holds.
  await sql`insert into public.jobs (service_slug, description, address, postcode, customer_id,
      customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
      engineer_id, status, source, tracking_token_hash, created_at, price_pence,
      organisation_id, priority, due_at)
    select (array['plumbing-repairs','electrical-services','carpentry-joinery','general-repairs'])[1 + n % 4],
      'Bench job', n || ' Spon Street', (array['CV1 5DZ','CV32 4AA','CV8 1AA','CV34 4AB','CV3 2AB'])[1 + n % 5],
      '00000000-0000-4000-8000-000000000001', 'Bench Customer', 'bench@example.com', '+447400123456',
      date '2026-10-01' + (n / 40) % 31, start_at, start_at + interval '2 hours',
      ('00000000-0000-4000-9000-' || lpad(to_hex(1 + n % 5), 12, '0'))::uuid,
      (case when n % 10 = 0 then 'cancelled' else 'completed' end)::public.job_status,
      (array['web','client','organisation','admin'])[1 + n % 4]::public.job_source,
      md5('october' || n), start_at - (n % 20) * interval '1 day',
      case when n % 3 = 0 then 4500 end,
      case when n % 4 = 2 then '00000000-0000-4000-a000-000000000001'::uuid end,
      case when n % 4 = 2 then 'routine'::public.job_priority end,
      case when n % 4 = 2 then start_at + interval '1 day' end
    from generate_series(1, ${IN_RANGE}) as n
    cross join lateral (select ((date '2026-10-01' + (n / 40) % 31) + time '06:00'
      + ((n / 5) % 8) * interval '2 hours') at time zone 'Europe/London' as start_at) as w`.execute(
    db,
  );
  // History: the other jobs, one every hour or so back from the end of September.
  await sql`insert into public.jobs (service_slug, description, address, postcode, customer_id,
      customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
      status, source, tracking_token_hash, created_at, price_pence, organisation_id, priority,
      due_at)
    select 'plumbing-repairs', 'Older bench job', n || ' Earl Street', 'CV1 5DZ',
      '00000000-0000-4000-8000-000000000001', 'Bench Customer', 'bench@example.com',
      '+447400123456', (start_at at time zone 'Europe/London')::date, start_at,
      start_at + interval '2 hours', 'completed', 'web', md5('history' || n),
      start_at - interval '3 days', 6000,
      case when n % 4 = 2 then '00000000-0000-4000-a000-000000000001'::uuid end,
      case when n % 4 = 2 then 'urgent'::public.job_priority end,
      case when n % 4 = 2 then start_at + interval '1 day' end
    from generate_series(1, ${Math.max(0, count - IN_RANGE)}) as n
    cross join lateral (select timestamptz '2026-09-25 08:00Z' - n * interval '67 minutes'
      as start_at) as w`.execute(db);
  // Every job's timeline: arrival and completion, or its cancellation.
  await sql`insert into public.job_events (job_id, at, kind, to_status, actor_role)
    select id, window_start + interval '30 minutes', 'status', 'on_site'::public.job_status, 'engineer'
    from public.jobs where status = 'completed'
    union all
    select id, window_start + interval '90 minutes', 'status', 'completed'::public.job_status, 'engineer'
    from public.jobs where status = 'completed'
    union all
    select id, created_at + interval '1 day', 'status', 'cancelled'::public.job_status, 'admin'
    from public.jobs where status = 'cancelled'`.execute(db);
  await sql`insert into public.contacts (kind, name, email, phone, postcode, message, created_at)
    select 'contact', 'Enquirer ' || n, 'enquirer-' || n || '@example.com', '+447400123456',
      'CV1 5DZ', 'Could someone look at a leaking gutter?',
      case when n <= ${IN_RANGE}
        then timestamptz '2026-10-01 00:00Z' + n * interval '44 minutes'
        else timestamptz '2026-09-30 00:00Z' - n * interval '67 minutes' end
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`insert into public.contact_thread_entries (contact_id, entry_kind, author_name, body,
      created_at)
    select id, 'reply', 'Olive Office', 'Thanks, we will call you.',
      created_at + (id % 30) * interval '1 hour'
    from public.contacts where id % 3 <> 0`.execute(db);
  await sql`analyze`.execute(db);
}

async function benchmark(count: number) {
  const handle = await openDatabase({ kind: "pglite-memory" });
  const { db } = handle;
  await prepareDatabase(db, { localAuth: true, seedDemo: false });
  const seedStarted = performance.now();
  await seed(db, count);
  console.log(
    `\n${count.toLocaleString("en-GB")} jobs, ${IN_RANGE.toLocaleString("en-GB")} of them in October 2026 (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );
  const call = (traced: Kysely<Database>) => buildReport(traced, RANGE, NOW);
  const pages = await pagesRead(db, call);
  const timing = await time(() => call(db));
  console.log(
    `  ${"/admin/reports, October".padEnd(28)} ${String(pages).padStart(7)} pages read  median ${timing.median.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms`,
  );
  await handle.close();
  return { pages, median: timing.median };
}

const results = [];
for (const count of counts.length ? counts : [1_000, 100_000]) results.push(await benchmark(count));
const [small, large] = [results[0], results[results.length - 1]];
if (small && large && results.length > 1) {
  const ratio = large.pages / Math.max(1, small.pages);
  console.log(
    `\n  pages read, largest ÷ smallest: ${ratio.toFixed(2)}× (${ratio <= 2 ? "within" : "over"} the 2× goal); time ${(large.median / Math.max(0.001, small.median)).toFixed(2)}×`,
  );
}
