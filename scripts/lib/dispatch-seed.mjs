// The dispatch benchmark's data, written straight into a stopped server's embedded database
// with generate_series: 20 engineers, customers, jobs with their places in the windows and a
// "created" event each. Every row is one the app could have made itself — no window over its
// capacity, no engineer over the jobs-per-window setting — so the triggers that check those
// are switched off while it loads (session_replication_role = replica), which makes 100,000
// jobs a matter of seconds instead of minutes.
//
// What a board day shows is fixed whatever the total, so the 1,000 and 100,000 figures
// compare the same page over more data:
// - today: 40 jobs, 5 a window, 4 of them with an engineer, statuses from completed to scheduled;
// - tomorrow: 400 jobs, 50 a window, 45 with one of the 20 engineers (3 each at most), one
//   of whom is on leave that day;
// - 20 jobs waiting for a window (return visits), the unassigned queue's oldest entries;
// - the rest ("background") spread over the three years before today and the 59 days after
//   tomorrow: 90% of past jobs completed, 10% cancelled, future ones scheduled.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

export const ENGINEERS = 20;
export const JOBS_PER_ENGINEER_WINDOW = 3;
export const FIXED_JOBS = 40 + 400 + 20;
const PAST_DAYS = 1095;
const FUTURE_DAYS = 59;
const WINDOWS_PER_DAY = 8;
const SLOTS = (PAST_DAYS + FUTURE_DAYS) * WINDOWS_PER_DAY;
// A step coprime with SLOTS, so consecutive jobs land all over the calendar.
const SLOT_STEP = 7919;
const BATCH = 25_000;

const FIRST_NAMES = `array['Sarah','James','Priya','Tom','Grace','Mohammed','Emily','Daniel','Aisha',
  'Oliver','Chloe','Harry','Fatima','George','Amelia','Jack','Zara','Noah','Isla','Leo']`;
const LAST_NAMES = `array['Mitchell','Shah','Walsh','Okafor','Patel','Smith','Jones','Khan','Taylor',
  'Brown','Wilson','Evans','Thomas','Roberts','Hughes','Singh','Green','Hall','Wood','Clarke']`;
const SERVICES = `array['general-repairs','carpentry-joinery','painting-decorating',
  'electrical-services','plumbing-repairs','security-locks','home-improvements',
  'appliance-installation','emergency-repairs','garden-maintenance','gutter-cleaning',
  'tiling-services']`;
const POSTCODES = `array['CV1 5DZ','CV2 4LP','CV3 6AB','CV4 8HX','CV5 9EZ','CV6 1GQ','CV8 1AA',
  'CV31 1BB','CV32 4QF','CV34 4NX']`;
const STREETS = `array['Spon Street','Far Gosford Street','Earlsdon Avenue','Holyhead Road',
  'Binley Road','Kenilworth Road','Warwick Road','Foleshill Road','Walsgrave Road','Radford Road']`;

/** The London date `days` after today, "2026-11-30". */
export function londonDay(days = 0) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

function engineersSql() {
  return `
    delete from public.user_roles where role = 'engineer';
    insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
    select format('bench-engineer-%s@example.com', n), 'bench account: never signs in', now(),
      jsonb_build_object('full_name', (${FIRST_NAMES})[1 + n % 20] || ' ' || (${LAST_NAMES})[1 + (n * 7) % 20])
    from generate_series(0, ${ENGINEERS - 1}) as n;
    insert into public.profiles (id, email, full_name)
    select id, email, raw_user_meta_data->>'full_name' from auth.users
    where email like 'bench-engineer-%';
    insert into public.user_roles (user_id, role)
    select id, 'engineer' from auth.users where email like 'bench-engineer-%';
    update public.booking_settings set jobs_per_engineer_window = ${JOBS_PER_ENGINEER_WINDOW};`;
}

/**
 * Hours and leave, as an office has them: five engineers off one weekday (not today's or
 * tomorrow's), one on approved leave tomorrow (his jobs there are the board's clashes; the
 * window keeps room for the rest), one asking for days off.
 */
function hoursAndLeaveSql(today, tomorrow) {
  return `
    insert into public.engineer_working_hours (engineer_id, iso_weekday, starts_at, ends_at)
    select id, extract(isodow from '${today}'::date + 3)::smallint, null, null
    from bench_engineers where idx between 10 and 14;
    insert into public.engineer_leave (engineer_id, first_day, last_day, reason, status, decided_at)
    select id, '${tomorrow}'::date, '${tomorrow}'::date, 'Family wedding', 'approved', now()
    from bench_engineers where idx = ${ENGINEERS - 1};
    insert into public.engineer_leave (engineer_id, first_day, last_day, reason)
    select id, '${today}'::date + 10, '${today}'::date + 12, 'Holiday'
    from bench_engineers where idx = ${ENGINEERS - 2};`;
}

function lookupsSql() {
  return `
    create temp table bench_engineers as
      select id, substring(email from 'bench-engineer-(\\d+)@')::integer as idx
      from auth.users where email like 'bench-engineer-%';
    create temp table bench_customers as
      select id, substring(email from 'bench-customer-(\\d+)@')::integer as idx, email, name, phone
      from public.customers where email like 'bench-customer-%';
    create index on bench_customers (idx);`;
}

function customersSql(from, to) {
  return `
    insert into public.customers (email, name, phone, portal_token_hash, created_at)
    select format('bench-customer-%s@example.com', c),
      (${FIRST_NAMES})[1 + c % 20] || ' ' || (${LAST_NAMES})[1 + (c / 20) % 20],
      '+4474' || lpad(c::text, 8, '0'), 'bench-portal-' || md5(c::text), now()
    from generate_series(${from}, ${to - 1}) as c;`;
}

/**
 * Inserts the jobs a `spec` query describes — columns n (unique number), day (date or null),
 * w (window of the day, 0–7, or null), engineer_idx (or null), status, emergency, source —
 * with their places and "created" events.
 */
function jobsSql(spec) {
  return `
    with spec as (${spec}),
    placed as (
      select spec.*,
        ((spec.day + make_interval(hours => 6 + 2 * spec.w))::timestamp
          at time zone 'Europe/London') as window_start,
        ((spec.day + make_interval(hours => 8 + 2 * spec.w))::timestamp
          at time zone 'Europe/London') as window_end
      from spec
    ),
    timed as (
      select placed.*,
        coalesce(placed.window_start - make_interval(days => 1 + placed.n % 20, mins => placed.n % 600),
          now() - make_interval(days => placed.n % 5, hours => placed.n % 24)) as created
      from placed
    ),
    inserted as (
      insert into public.jobs (reference, service_slug, description, emergency, address, postcode,
        customer_id, customer_name, customer_email, customer_phone, requested_date, window_start,
        window_end, engineer_id, status, source, tracking_token_hash, outcome, summary,
        created_at, updated_at)
      select public.next_job_reference(timed.created),
        (${SERVICES})[1 + timed.n % 12],
        'Benchmark job ' || timed.n || ': the kitchen tap drips and the seal looks worn.',
        timed.emergency,
        (1 + timed.n % 180) || ' ' || (${STREETS})[1 + timed.n % 10] || ', Coventry',
        (${POSTCODES})[1 + timed.n % 10],
        customer.id, customer.name, customer.email, customer.phone,
        timed.day, timed.window_start, timed.window_end, engineer.id,
        timed.status::public.job_status, timed.source::public.job_source,
        'bench-' || md5(timed.n::text),
        case when timed.status = 'completed' then 'completed' end,
        case when timed.status = 'completed' then 'Replaced the washer; no more drips.' end,
        timed.created, timed.created
      from timed
      join bench_customers as customer on customer.idx = timed.n / 3
      left join bench_engineers as engineer on engineer.idx = timed.engineer_idx
      returning id, window_start, window_end, status, created_at
    ),
    places as (
      insert into public.window_bookings (job_id, window_start, window_end)
      select id, window_start, window_end from inserted
      where status <> 'cancelled' and window_start is not null
    )
    insert into public.job_events (job_id, at, kind, from_status, to_status, actor_role)
    select id, created_at, 'created', null, 'requested', 'customer-link' from inserted;`;
}

function fixedJobsSql(today, tomorrow) {
  const board = `
    select k as n, '${today}'::date as day, k / 5 as w,
      case when k % 5 < 4 then ((k / 5) * 4 + k % 5) % ${ENGINEERS} end as engineer_idx,
      case when k % 5 = 4 then 'confirmed'
        when k / 5 <= 1 then 'completed' when k / 5 = 2 then 'on_site'
        when k / 5 = 3 then 'en_route' else 'scheduled' end as status,
      (k % 5 = 0 and k / 5 = 5) as emergency, 'web' as source
    from generate_series(0, 39) as k`;
  const busy = `
    select 40 + k as n, '${tomorrow}'::date as day, k / 50 as w,
      case when k % 50 < 45 then (k % 50) % ${ENGINEERS} end as engineer_idx,
      case when k % 50 < 45 then 'scheduled' else 'confirmed' end as status,
      (k % 50 = 49) as emergency, case when k % 7 = 0 then 'client' else 'web' end as source
    from generate_series(0, 399) as k`;
  const waiting = `
    select 440 + k as n, null::date as day, null::integer as w, null::integer as engineer_idx,
      'requested' as status, false as emergency, 'admin' as source
    from generate_series(0, 19) as k`;
  return [jobsSql(board), jobsSql(busy), jobsSql(waiting)].join("\n");
}

function backgroundJobsSql(today, from, to) {
  return jobsSql(`
    select n,
      case when slot / ${WINDOWS_PER_DAY} < ${PAST_DAYS}
        then '${today}'::date - ${PAST_DAYS} + (slot / ${WINDOWS_PER_DAY})::integer
        else '${today}'::date + 2 + (slot / ${WINDOWS_PER_DAY} - ${PAST_DAYS})::integer end as day,
      (slot % ${WINDOWS_PER_DAY})::integer as w,
      case when slot / ${WINDOWS_PER_DAY} < ${PAST_DAYS} and n % 10 = 0 then null
        else ((n / ${SLOTS} + slot) % ${ENGINEERS})::integer end as engineer_idx,
      case when slot / ${WINDOWS_PER_DAY} >= ${PAST_DAYS} then 'scheduled'
        when n % 10 = 0 then 'cancelled' else 'completed' end as status,
      (n % 37 = 0) as emergency,
      case when n % 11 = 0 then 'admin' when n % 5 = 0 then 'client' else 'web' end as source
    from generate_series(${from}, ${to - 1}) as n,
      lateral (select (n::bigint * ${SLOT_STEP}) % ${SLOTS} as slot) as placed`);
}

/** Windows of today and tomorrow over their capacity (there must be none). */
const OVER_FULL_SQL = `
  select count(*)::integer as over_full from (
    select places.window_start from public.window_bookings as places
    where places.window_start >= ($1::date::timestamp at time zone 'Europe/London')
      and places.window_start < (($1::date + 2)::timestamp at time zone 'Europe/London')
    group by places.window_start
    having count(*) > public.booking_window_capacity(places.window_start, min(places.window_end))
  ) as windows`;

async function openData(dataDir) {
  return PGlite.create({ dataDir: path.join(dataDir, "pglite") });
}

/**
 * Grows the stopped server's database to `totalJobs` jobs: the engineers and fixed days the
 * first time, then background jobs up to the total. Returns how many jobs it holds.
 */
export async function seedDispatchData(dataDir, totalJobs) {
  const db = await openData(dataDir);
  try {
    const today = londonDay(0);
    const tomorrow = londonDay(1);
    const existing = Number(
      (
        await db.query(
          `select count(*)::integer as jobs from public.jobs where tracking_token_hash like 'bench-%'`,
        )
      ).rows[0].jobs,
    );
    // The demo bookings SEED_DEMO makes would change the board days from one run to the
    // next; they go (with their places and events) while the triggers still cascade.
    if (existing === 0) {
      // The demo's quotes and invoices keep their jobs (on delete restrict); the bench
      // measures neither, so they go first, with what refers to them.
      await db.exec("truncate public.quotes, public.invoices cascade");
      await db.exec("delete from public.jobs where tracking_token_hash not like 'bench-%'");
    }
    await db.exec("set session_replication_role = replica");
    if (existing === 0) await db.exec(engineersSql());
    const firstCustomer = existing === 0 ? 0 : Math.floor((existing - 1) / 3) + 1;
    const lastCustomer = Math.floor((totalJobs - 1) / 3) + 1;
    if (lastCustomer > firstCustomer) await db.exec(customersSql(firstCustomer, lastCustomer));
    await db.exec(lookupsSql());
    if (existing === 0) {
      await db.exec(hoursAndLeaveSql(today, tomorrow));
      await db.exec(fixedJobsSql(today, tomorrow));
    }
    for (let from = Math.max(existing, FIXED_JOBS); from < totalJobs; from += BATCH) {
      await db.exec(backgroundJobsSql(today, from, Math.min(totalJobs, from + BATCH)));
    }
    await db.exec("set session_replication_role = origin");
    await db.exec("analyze");
    const overFull = (await db.query(OVER_FULL_SQL, [today])).rows[0].over_full;
    if (overFull > 0)
      throw new Error(`The seed over-filled ${overFull} windows of today or tomorrow.`);
    const jobs = (await db.query(`select count(*)::integer as jobs from public.jobs`)).rows[0].jobs;
    return { jobs, today, tomorrow };
  } finally {
    await db.close();
  }
}
