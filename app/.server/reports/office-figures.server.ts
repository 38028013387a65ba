import { sql, type Kysely } from "kysely";
import type { JobPriority } from "~/lib/organisations";
import { accountNames } from "../accounts/engineers.server";
import type { Database } from "../db/schema.server";
import { rangeEnd, rangeStart } from "./job-figures.server";
import type { ReportRange } from "./range.server";

export interface EngineerUtilisation {
  engineerId: string;
  name: string;
  /** Places the engineer offered: windows they worked through × jobs per engineer per window. */
  available: number;
  /** Jobs assigned to them in windows of the range, not cancelled. */
  booked: number;
}

/**
 * Booked windows ÷ available windows per engineer over the range. The windows are the
 * booking grid of each London day (opening time, every `window_hours`, the last ending by
 * closing time); an engineer offers a window when public.engineer_works_in_window says so —
 * the same hours and approved leave the capacity model uses (decision 16).
 */
export async function engineerUtilisation(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<EngineerUtilisation[]> {
  const result = await sql<Omit<EngineerUtilisation, "name">>`
    with settings as (
      select open_time, close_time, make_interval(hours => window_hours::integer) as length,
        floor(extract(epoch from close_time - open_time) / 3600 / window_hours)::integer
          as per_day,
        jobs_per_engineer_window as per_engineer
      from public.booking_settings
    ),
    windows as (
      select (day::date + open_time + k * length) at time zone 'Europe/London' as start_at,
        (day::date + open_time + (k + 1) * length) at time zone 'Europe/London' as end_at
      from settings
      cross join generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as day
      cross join lateral generate_series(0, settings.per_day - 1) as k
    ),
    engineers as (
      select distinct user_id from public.user_roles where role = 'engineer'
    ),
    offered as (
      select engineers.user_id, count(*)::integer as windows
      from engineers cross join windows
      where public.engineer_works_in_window(engineers.user_id, windows.start_at, windows.end_at)
      group by engineers.user_id
    ),
    booked as (
      select engineer_id, count(*)::integer as jobs from public.jobs
      where engineer_id is not null and status <> 'cancelled'
        and window_start >= ${rangeStart(range)} and window_start < ${rangeEnd(range)}
      group by engineer_id
    )
    select engineers.user_id as "engineerId",
      (coalesce(offered.windows, 0) * (select per_engineer from settings))::integer as available,
      coalesce(booked.jobs, 0) as booked
    from engineers
    left join offered on offered.user_id = engineers.user_id
    left join booked on booked.engineer_id = engineers.user_id
  `.execute(db);
  const names = await accountNames(
    db,
    result.rows.map((row) => row.engineerId),
  );
  return result.rows
    .map((row) => ({ ...row, name: names.get(row.engineerId) ?? "Engineer" }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.engineerId.localeCompare(b.engineerId));
}

export interface PriorityTargets {
  priority: JobPriority;
  due: number;
  met: number;
  missed: number;
  /** Still open and not yet due. */
  open: number;
}

/**
 * Organisation jobs due in the range (jobs.due_at, set from the organisation's response
 * targets when the job was reported, app/lib/organisations.ts `dueAt`), not cancelled. Met:
 * completed by the due time; missed: completed after it, or still open past it — the same
 * rule as the organisation's overdue flag (`isOverdue`).
 */
export async function responseTargets(
  db: Kysely<Database>,
  range: ReportRange,
  now: Date,
): Promise<PriorityTargets[]> {
  const result = await sql<PriorityTargets>`
    select jobs.priority::text as priority, count(*)::integer as due,
      count(*) filter (where done.at <= jobs.due_at)::integer as met,
      count(*) filter (
        where done.at > jobs.due_at or (done.at is null and jobs.due_at < ${now})
      )::integer as missed,
      count(*) filter (where done.at is null and jobs.due_at >= ${now})::integer as open
    from public.jobs
    left join lateral (
      select min(job_events.at) as at from public.job_events
      where job_events.job_id = jobs.id and job_events.to_status = 'completed'
    ) as done on true
    where jobs.organisation_id is not null and jobs.status <> 'cancelled'
      and jobs.due_at >= ${rangeStart(range)} and jobs.due_at < ${rangeEnd(range)}
    group by jobs.priority order by jobs.priority`.execute(db);
  return result.rows;
}

/** Hours from an enquiry to the office's first reply; upper bound of each bucket, excluded. */
export const REPLY_TIME_BUCKETS = [
  { label: "Within 1 hour", below: 1 },
  { label: "1 to 4 hours", below: 4 },
  { label: "4 to 24 hours", below: 24 },
  { label: "1 to 3 days", below: 72 },
  { label: "Over 3 days", below: null },
] as const;

export interface Enquiries {
  received: number;
  answered: number;
  medianReplyHours: number | null;
  bySource: { source: string; received: number; answered: number }[];
  replyTimes: { label: string; enquiries: number }[];
}

/** Enquiries received in the range and how long until the office's first reply to each. */
export async function enquiries(db: Kysely<Database>, range: ReportRange): Promise<Enquiries> {
  const result = await sql<{
    source: string;
    received: number;
    answered: number;
    median_hours: number | null;
    counts: number[];
  }>`
    with answered as (
      select contacts.source,
        extract(epoch from reply.at - contacts.created_at) / 3600 as hours
      from public.contacts
      left join lateral (
        select min(entries.created_at) as at from public.contact_thread_entries as entries
        where entries.contact_id = contacts.id and entries.entry_kind = 'reply'
      ) as reply on true
      where contacts.created_at >= ${rangeStart(range)} and contacts.created_at < ${rangeEnd(range)}
    )
    select coalesce(source, 'all') as source, count(*)::integer as received,
      count(hours)::integer as answered,
      percentile_cont(0.5) within group (order by hours) as median_hours,
      array[${sql.join(
        REPLY_TIME_BUCKETS.map((bucket, index) => {
          const above = index === 0 ? 0 : (REPLY_TIME_BUCKETS[index - 1]?.below ?? 0);
          return bucket.below === null
            ? sql`count(*) filter (where hours >= ${above})::integer`
            : sql`count(*) filter (where hours >= ${above} and hours < ${bucket.below})::integer`;
        }),
      )}] as counts
    from answered group by grouping sets ((source), ()) order by source nulls first`.execute(db);
  const total = result.rows.find((row) => row.source === "all");
  return {
    received: total?.received ?? 0,
    answered: total?.answered ?? 0,
    medianReplyHours: total?.median_hours ?? null,
    bySource: result.rows
      .filter((row) => row !== total)
      .map((row) => ({ source: row.source, received: row.received, answered: row.answered })),
    replyTimes: REPLY_TIME_BUCKETS.map((bucket, index) => ({
      label: bucket.label,
      enquiries: total?.counts[index] ?? 0,
    })),
  };
}
