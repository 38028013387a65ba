import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database, JobActorRole } from "../db/schema.server";
import type { ReportRange } from "./range.server";

/*
 * The job figures of /admin/reports (decision 0047), each one aggregate query that reads
 * only the range's rows through an index. A range is London calendar days, both included:
 * [first day 00:00 London, the day after the last 00:00 London), whatever the clocks do.
 */

export function rangeStart(range: ReportRange): RawBuilder<Date> {
  return sql<Date>`((${range.from}::date)::timestamp at time zone 'Europe/London')`;
}

export function rangeEnd(range: ReportRange): RawBuilder<Date> {
  return sql<Date>`((${range.to}::date + 1)::timestamp at time zone 'Europe/London')`;
}

/** Jobs with a visit (window) in the range that still happen or happened. */
function visitsIn(range: ReportRange): RawBuilder<boolean> {
  return sql<boolean>`jobs.window_start >= ${rangeStart(range)}
    and jobs.window_start < ${rangeEnd(range)} and jobs.status <> 'cancelled'`;
}

/** The Monday (London) of an instant's week, "2026-10-19". */
function londonWeek(column: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`to_char(date_trunc('week', ${column} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
}

export type JobSource = "web" | "client" | "organisation" | "admin";

export interface WeekSourceCount {
  week: string;
  source: JobSource;
  jobs: number;
}

/** Bookings made in the range (jobs.created_at), per London week and source. */
export async function bookingsByWeek(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<WeekSourceCount[]> {
  const result = await sql<WeekSourceCount>`
    select ${londonWeek(sql.ref("created_at"))} as week, source::text as source,
      count(*)::integer as jobs
    from public.jobs
    where created_at >= ${rangeStart(range)} and created_at < ${rangeEnd(range)}
    group by 1, 2 order by 1, 2`.execute(db);
  return result.rows;
}

export interface KeyCount {
  key: string;
  jobs: number;
}

/** Visits in the range per service slug, most first. */
export async function visitsByService(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<KeyCount[]> {
  const result = await sql<KeyCount>`
    select service_slug as key, count(*)::integer as jobs from public.jobs
    where ${visitsIn(range)} group by 1 order by 2 desc, 1`.execute(db);
  return result.rows;
}

/** Visits in the range per postcode outward code ("CV32"), most first. */
export async function visitsByOutwardCode(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<KeyCount[]> {
  const result = await sql<KeyCount>`
    select split_part(postcode, ' ', 1) as key, count(*)::integer as jobs from public.jobs
    where ${visitsIn(range)} group by 1 order by 2 desc, 1`.execute(db);
  return result.rows;
}

/** Days from booking to visit, London calendar days; upper bound of each bucket, both ends. */
export const LEAD_TIME_BUCKETS = [
  { label: "Same day", min: 0, max: 0 },
  { label: "1 day", min: 1, max: 1 },
  { label: "2–3 days", min: 2, max: 3 },
  { label: "4–7 days", min: 4, max: 7 },
  { label: "8–14 days", min: 8, max: 14 },
  { label: "15–30 days", min: 15, max: 30 },
  { label: "Over 30 days", min: 31, max: null },
] as const;

export interface LeadTimes {
  jobs: number;
  medianDays: number | null;
  buckets: { label: string; jobs: number }[];
}

/** From the London day of booking to the London day of the visit, for visits in the range. */
export async function leadTimes(db: Kysely<Database>, range: ReportRange): Promise<LeadTimes> {
  const result = await sql<{ jobs: number; median_days: number | null; counts: number[] }>`
    with leads as (
      select (window_start at time zone 'Europe/London')::date
        - (created_at at time zone 'Europe/London')::date as days
      from public.jobs where ${visitsIn(range)}
    )
    select count(*)::integer as jobs,
      percentile_cont(0.5) within group (order by days) as median_days,
      array[${sql.join(
        LEAD_TIME_BUCKETS.map((bucket) =>
          bucket.max === null
            ? sql`count(*) filter (where days >= ${bucket.min})::integer`
            : sql`count(*) filter (where days between ${bucket.min} and ${bucket.max})::integer`,
        ),
      )}] as counts
    from leads`.execute(db);
  const row = result.rows[0];
  return {
    jobs: row?.jobs ?? 0,
    medianDays: row?.median_days ?? null,
    buckets: LEAD_TIME_BUCKETS.map((bucket, index) => ({
      label: bucket.label,
      jobs: row?.counts[index] ?? 0,
    })),
  };
}

export interface Arrivals {
  early: number;
  withinWindow: number;
  late: number;
}

/** Visits in the range the engineer arrived at (first "on site"), against the window. */
export async function arrivals(db: Kysely<Database>, range: ReportRange): Promise<Arrivals> {
  const result = await sql<{ early: number; within_window: number; late: number }>`
    select count(*) filter (where arrival.at < jobs.window_start)::integer as early,
      count(*) filter (where arrival.at between jobs.window_start and jobs.window_end)::integer
        as within_window,
      count(*) filter (where arrival.at > jobs.window_end)::integer as late
    from public.jobs
    cross join lateral (
      select min(job_events.at) as at from public.job_events
      where job_events.job_id = jobs.id and job_events.to_status = 'on_site'
    ) as arrival
    where ${visitsIn(range)} and arrival.at is not null`.execute(db);
  const row = result.rows[0];
  return {
    early: row?.early ?? 0,
    withinWindow: row?.within_window ?? 0,
    late: row?.late ?? 0,
  };
}

export interface FirstTimeFix {
  completed: number;
  fixedFirstTime: number;
}

/**
 * First visits (not themselves return visits) completed in the range; fixed first time when
 * no return visit (jobs.follows_job_id) that still stands follows them.
 */
export async function firstTimeFix(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<FirstTimeFix> {
  const result = await sql<{ completed: number; fixed_first_time: number }>`
    select count(*)::integer as completed,
      count(*) filter (where not exists (
        select 1 from public.jobs as return_visit
        where return_visit.follows_job_id = jobs.id and return_visit.status <> 'cancelled'
      ))::integer as fixed_first_time
    from public.jobs
    where ${visitsIn(range)} and jobs.status = 'completed' and jobs.follows_job_id is null`.execute(
    db,
  );
  const row = result.rows[0];
  return { completed: row?.completed ?? 0, fixedFirstTime: row?.fixed_first_time ?? 0 };
}

export interface RoleCount {
  role: JobActorRole;
  jobs: number;
}

/** Cancellations made in the range (the timeline's change to "cancelled"), by who made them. */
export async function cancellationsByRole(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<RoleCount[]> {
  const result = await sql<RoleCount>`
    select actor_role as role, count(*)::integer as jobs from public.job_events
    where to_status = 'cancelled' and at >= ${rangeStart(range)} and at < ${rangeEnd(range)}
    group by 1 order by 2 desc, 1`.execute(db);
  return result.rows;
}

export interface WeekRevenue {
  week: string;
  completed: number;
  priced: number;
  pence: number;
}

/** Completed visits in the range per London week of the visit, with the prices recorded. */
export async function revenueByWeek(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<WeekRevenue[]> {
  const result = await sql<WeekRevenue>`
    select ${londonWeek(sql.ref("window_start"))} as week, count(*)::integer as completed,
      count(price_pence)::integer as priced, coalesce(sum(price_pence), 0)::float8 as pence
    from public.jobs
    where ${visitsIn(range)} and status = 'completed'
    group by 1 order by 1`.execute(db);
  return result.rows;
}
