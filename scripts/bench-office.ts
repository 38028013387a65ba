// npx tsx scripts/bench-office.ts [count…] — the office's lists (/admin/users, /admin/clients,
// /admin/contacts) on an in-memory PGlite seeded with 1,000 and 100,000 rows of each (or the
// counts given): pages Postgres reads and time per call, so each list can be seen to stay
// flat as the business grows. Also run by `npm run bench` (BENCH_ONLY=office).
import { sql, type Kysely } from "kysely";
import type { Database } from "../app/.server/db/schema.server";
import { openDatabase } from "../app/.server/db/connection.server";
import { prepareDatabase } from "../app/.server/db/setup.server";
import { listClients, type ClientListFilters } from "../app/.server/clients/client-list.server";
import { listEnquiries, type EnquiryFilters } from "../app/.server/contacts/inbox-list.server";
import { listUsers } from "../app/.server/users/user-list.server";
import type { UserListFilters } from "../app/.server/users/user-filters.server";
import { pagesRead, time } from "./lib/query-cost";

const counts = process.argv.slice(2).map(Number).filter(Boolean);

/** `count` customers with one job each, `count` accounts (a few staff) and `count` enquiries. */
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
  await sql`insert into auth.users (id, email, encrypted_password, email_confirmed_at,
      last_sign_in_at, created_at)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(n), 12, '0'))::uuid,
      'account-' || lpad(n::text, 7, '0') || '@example.com', 'x',
      case when n % 4 <> 0 then now() end,
      case when n % 2 = 0 then now() - n * interval '1 minute' end,
      now() - n * interval '1 minute'
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`insert into public.profiles (id, email, full_name)
    select id, email, (array['Priya','Dev','Chloe','Olu','Emma'])[1 + (substr(email, 9, 7)::int % 5)]
      || ' Account ' || substr(email, 9, 7)
    from auth.users where email like 'account-%'`.execute(db);
  await sql`insert into public.user_roles (user_id, role)
    select id, (case
      when substr(email, 9, 7)::int % 5000 = 1 then 'admin'
      when substr(email, 9, 7)::int % 500 = 2 then 'engineer'
      else 'client' end)::public.app_role
    from auth.users where email like 'account-%'`.execute(db);
  await sql`insert into public.contacts (kind, name, email, phone, postcode, message,
      company_name, properties_count, created_at)
    select case when n % 10 = 0 then 'property-enquiry' else 'contact' end,
      (array['Sarah','Tom','Aisha','Marcus','Helen'])[1 + n % 5] || ' Enquirer' || n,
      'enquirer-' || lpad(n::text, 7, '0') || '@example.com',
      '+4474' || lpad(n::text, 8, '0'), 'CV' || (1 + n % 6) || ' 1AB',
      'Bench enquiry ' || n || ': could someone look at a leaking gutter this week?',
      case when n % 10 = 0 then 'Lettings ' || n end,
      case when n % 10 = 0 then 1 + n % 40 end,
      now() - n * interval '1 minute'
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`analyze`.execute(db);
}

type Case = [label: string, call: (db: Kysely<Database>) => Promise<unknown>];

async function measure(db: Kysely<Database>, heading: string, cases: Case[]) {
  console.log(`  ${heading}`);
  for (const [label, call] of cases) {
    const pages = await pagesRead(db, call);
    const timing = await time(() => call(db));
    console.log(
      `    ${label.padEnd(28)} ${String(pages).padStart(7)} pages read  median ${timing.median.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms`,
    );
  }
}

async function benchmark(count: number) {
  const handle = await openDatabase({ kind: "pglite-memory" });
  const { db } = handle;
  await prepareDatabase(db, { localAuth: true, seedDemo: false });
  const seedStarted = performance.now();
  await seed(db, count);
  console.log(
    `\n${count.toLocaleString("en-GB")} of each (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );

  const users =
    (filters: UserListFilters, cursor: string | null = null) =>
    (traced: Kysely<Database>) =>
      listUsers(traced, filters, cursor);
  const firstUsers = await listUsers(db, {});
  await measure(db, "/admin/users (listUsers)", [
    ["first page", users({})],
    ["next page", users({}, firstUsers.next)],
    ["role: engineer", users({ role: "engineer" })],
    ["role: client", users({ role: "client" })],
    ["search: e-mail prefix", users({ q: "account-00004" })],
    ["search: name word", users({ q: "priya" })],
    ["search: no match", users({ q: "zzzz" })],
  ]);

  const clients =
    (filters: ClientListFilters, cursor: string | null = null) =>
    (traced: Kysely<Database>) =>
      listClients(traced, filters, cursor);
  const firstClients = await listClients(db, {});
  await measure(db, "/admin/clients (listClients)", [
    ["first page", clients({})],
    ["next page", clients({}, firstClients.next)],
    ["search: e-mail prefix", clients({ q: "customer-00004" })],
    ["search: phone", clients({ q: "07400000777" })],
    ["search: postcode", clients({ q: "CV1 4AB" })],
    ["search: name word (1 in 5)", clients({ q: "aisha" })],
    ["search: no match", clients({ q: "zzzz" })],
  ]);

  const enquiries =
    (filters: EnquiryFilters, cursor: string | null = null) =>
    (traced: Kysely<Database>) =>
      listEnquiries(traced, filters, cursor);
  const firstEnquiries = await listEnquiries(db, { status: "all" });
  // Half the enquiries are answered and closed, one in ten is in progress, the rest new.
  await sql`update public.contacts set status = case
      when id % 2 = 0 then 'closed' when id % 10 = 1 then 'in_progress' else 'new' end,
    read_at = case when id % 2 = 0 or id % 10 = 1 then created_at end,
    handled_at = case when id % 2 = 0 then created_at end`.execute(db);
  await sql`analyze`.execute(db);
  await measure(db, "/admin/contacts (listEnquiries)", [
    ["first page, every status", enquiries({ status: "all" })],
    ["next page, every status", enquiries({ status: "all" }, firstEnquiries.next)],
    ["new", enquiries({ status: "new" })],
    ["in progress", enquiries({ status: "in_progress" })],
    ["closed", enquiries({ status: "closed" })],
    ["search: e-mail", enquiries({ status: "all", q: "enquirer-0000777@example.com" })],
    ["search: word of the text", enquiries({ status: "all", q: "gutter" })],
    ["search: no match", enquiries({ status: "all", q: "zzzz" })],
  ]);

  await handle.close();
}

for (const count of counts.length ? counts : [1_000, 100_000]) await benchmark(count);
