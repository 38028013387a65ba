// The dispatch board's reads: a fixed number of queries whatever the number of jobs or
// engineers. The costly capacity rules are cached under a fingerprint of their inputs, read
// fresh on every load, so no process ever shows capacity from before a change.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { addCalendarDays } from "~/lib/booking-rules";
import { memo } from "../cache/memo.server";
import type { ApprovalState, Database, JobPriority, JobStatus } from "../db/schema.server";
import { windowCapacities, type WindowSpan } from "../jobs/capacity.server";
import { londonDayBounds } from "./board-model.server";

/** How many of the most pressing jobs waiting on other days (or for a time) the queue lists. */
export const QUEUE_OTHER_DAYS_LIMIT = 30;
/** The board's version changes at least this often, so ages and late-risk flags move on. */
const VERSION_TICK_MS = 5 * 60_000;
/** How long capacity figures are kept; their inputs are checked on every read regardless. */
const CAPACITY_CACHE_MS = 10 * 60_000;

export interface JobRow {
  id: string;
  reference: string;
  service_slug: string;
  postcode: string;
  customer_name: string;
  status: JobStatus;
  emergency: boolean;
  engineer_id: string | null;
  window_start: Date | null;
  window_end: Date | null;
  created_at: Date;
  priority: JobPriority | null;
  due_at: Date | null;
  approval: ApprovalState | null;
  estimate_pence: number | null;
  organisation_name: string | null;
}

const JOB_COLUMNS = [
  "jobs.id",
  "jobs.reference",
  "jobs.service_slug",
  "jobs.postcode",
  "jobs.customer_name",
  "jobs.status",
  "jobs.emergency",
  "jobs.engineer_id",
  "jobs.window_start",
  "jobs.window_end",
  "jobs.created_at",
  "jobs.priority",
  "jobs.due_at",
  "jobs.approval",
  "jobs.estimate_pence",
  "org.name as organisation_name",
] as const;

/** Jobs with their organisation's name (null for a household's job). */
function jobsWithOrganisation(db: Kysely<Database>) {
  return db
    .selectFrom("jobs")
    .leftJoin("organisations as org", "org.id", "jobs.organisation_id")
    .select(JOB_COLUMNS);
}

/** The seven days of the week strip, the board's day in the middle. */
export function weekAround(day: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addCalendarDays(day, index - 3));
}

/** The jobs of the day's windows (all but cancelled), in window order (jobs_window_start_idx). */
export function readDayJobs(db: Kysely<Database>, from: Date, to: Date): Promise<JobRow[]> {
  return jobsWithOrganisation(db)
    .where("jobs.window_start", ">=", from)
    .where("jobs.window_start", "<", to)
    .where("jobs.status", "<>", "cancelled")
    .orderBy("jobs.window_start")
    .orderBy("jobs.created_at")
    .execute();
}

/**
 * The most pressing jobs waiting for an engineer outside the day (other days, or no window
 * yet) and how many there are. The predicate is the partial index jobs_unassigned_idx's,
 * written out so the planner matches it. A job waiting for its
 * organisation's approval is not in the queue but in the board's "Awaiting approval" list.
 */
export async function readOtherDaysQueue(
  db: Kysely<Database>,
  from: Date,
  to: Date,
): Promise<{ rows: JobRow[]; total: number }> {
  const rows = await jobsWithOrganisation(db)
    .select(sql<string>`count(*) over ()`.as("total"))
    .where(sql<boolean>`jobs.status in ('requested', 'confirmed') and jobs.engineer_id is null`)
    .where(sql<boolean>`jobs.approval is distinct from 'pending'`)
    .where((eb) =>
      eb.or([
        eb("jobs.window_start", "is", null),
        eb("jobs.window_start", "<", from),
        eb("jobs.window_start", ">=", to),
      ]),
    )
    // The most pressing first: an organisation's due time, else the booked window's start,
    // so an emergency reported now is never hidden behind next month's bookings; jobs with
    // neither (return visits) after them, oldest first.
    .orderBy(sql`coalesce(jobs.due_at, jobs.window_start) asc nulls last`)
    .orderBy("jobs.created_at")
    .orderBy("jobs.id")
    .limit(QUEUE_OTHER_DAYS_LIMIT)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Urgent and emergency jobs waiting for an engineer, any day: the board's badge. Those waiting
 * for an organisation's approval are not counted, since nobody may assign them yet.
 */
export async function countUrgentWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("jobs")
    .select(sql<string>`count(*)`.as("waiting"))
    .where(sql<boolean>`jobs.status in ('requested', 'confirmed') and jobs.engineer_id is null`)
    .where(sql<boolean>`jobs.approval is distinct from 'pending'`)
    .where(sql<boolean>`(jobs.emergency or jobs.priority in ('urgent', 'emergency'))`)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}

/** Open jobs waiting for their organisation's approval of an estimate, oldest first. */
export async function readAwaitingApproval(
  db: Kysely<Database>,
): Promise<{ rows: JobRow[]; total: number }> {
  const rows = await jobsWithOrganisation(db)
    .select(sql<string>`count(*) over ()`.as("total"))
    .where("jobs.approval", "=", "pending")
    .where("jobs.status", "not in", ["completed", "cancelled"])
    .orderBy("jobs.created_at")
    .orderBy("jobs.id")
    .limit(QUEUE_OTHER_DAYS_LIMIT)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export interface EngineerRow {
  id: string;
  name: string;
  is_engineer: boolean;
  leave_reason: string | null;
  per_engineer: number;
}

/** The engineers, and anyone else holding a job that day, with their approved leave that day. */
export async function readEngineers(
  db: Kysely<Database>,
  day: string,
  from: Date,
  to: Date,
): Promise<EngineerRow[]> {
  const result = await sql<EngineerRow>`
    with people as (
      select user_id as id from public.user_roles where role = 'engineer'
      union
      select engineer_id from public.jobs
      where engineer_id is not null and status <> 'cancelled'
        and window_start >= ${from} and window_start < ${to}
    )
    select
      people.id,
      coalesce(
        nullif(profiles.full_name, ''), nullif(users.raw_user_meta_data ->> 'full_name', ''),
        profiles.email, users.email, 'Unknown'
      ) as name,
      exists (
        select 1 from public.user_roles where user_id = people.id and role = 'engineer'
      ) as is_engineer,
      (
        select leave.reason from public.engineer_leave as leave
        where leave.engineer_id = people.id and leave.status = 'approved'
          and ${day}::date between leave.first_day and leave.last_day
        order by leave.first_day limit 1
      ) as leave_reason,
      settings.jobs_per_engineer_window as per_engineer
    from people
    left join public.profiles on profiles.id = people.id
    left join auth.users as users on users.id = people.id
    cross join public.booking_settings as settings
    order by 2, 1
  `.execute(db);
  return result.rows;
}

export interface BoardState {
  /** Changes whenever anything the board shows for the day may have changed. */
  version: string;
  /** Changes whenever the capacity of a window of the week may have changed. */
  capacityKey: string;
}

function shortHash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

/**
 * What the board's freshness depends on, in one cheap query of indexed maxima and small
 * tables: the newest timeline event and change-log row anywhere (every booking, move, status
 * change and leave decision writes one), the newest change to a job of the day, the leave
 * requests waiting; and everything a window's capacity is counted from (the engineers, their
 * hours, approved leave in the week, the jobs each takes per window). A five-minute tick
 * moves ages and late-risk flags on.
 */
export async function readBoardState(
  db: Kysely<Database>,
  day: string,
  now: Date,
): Promise<BoardState> {
  const { start, end } = londonDayBounds(day);
  const week = weekAround(day);
  const result = await sql<{ changes: string; capacity: string }>`
    select
      concat_ws('|',
        (select max(id) from public.job_events),
        (select max(id) from public.change_log),
        (select max(updated_at) from public.jobs
          where window_start >= ${start} and window_start < ${end}),
        (select count(*) from public.engineer_leave where status = 'requested')
      ) as changes,
      concat_ws('|',
        (select string_agg(user_id::text, ',' order by user_id)
          from public.user_roles where role = 'engineer'),
        (select string_agg(
            concat_ws(':', engineer_id, iso_weekday, starts_at, ends_at), ','
            order by engineer_id, iso_weekday)
          from public.engineer_working_hours),
        (select string_agg(concat_ws(':', engineer_id, first_day, last_day), ',' order by id)
          from public.engineer_leave
          where status = 'approved' and first_day <= ${week[6]}::date
            and last_day >= ${week[0]}::date),
        (select jobs_per_engineer_window from public.booking_settings)
      ) as capacity
  `.execute(db);
  const row = result.rows[0];
  const tick = Math.floor(now.getTime() / VERSION_TICK_MS);
  const capacityKey = shortHash(`${week[0]}|${row?.capacity ?? ""}`);
  return {
    version: shortHash(`${day}|${tick}|${row?.changes ?? ""}|${capacityKey}`),
    capacityKey,
  };
}

/**
 * The capacity of each window of the week (by start). Counting it runs the capacity rule for
 * every engineer and window, the board's costliest read, yet it changes only with the inputs
 * fingerprinted in `capacityKey`: so it is kept under that key.
 */
export function cachedCapacities(
  db: Kysely<Database>,
  capacityKey: string,
  windows: readonly WindowSpan[],
): Promise<Map<number, number>> {
  const starts = windows.map((window) => window.start.getTime()).join(",");
  return memo(`board-capacity:${capacityKey}:${shortHash(starts)}`, CAPACITY_CACHE_MS, () =>
    windowCapacities(db, windows),
  );
}

/**
 * Whether each engineer works through each of the windows: the database's own
 * engineer_works_in_window, the rule the capacity count uses, for every engineer and window in
 * one query; kept under `capacityKey` like the capacities.
 */
export function cachedWorkingWindows(
  db: Kysely<Database>,
  capacityKey: string,
  windows: readonly WindowSpan[],
): Promise<Map<string, boolean[]>> {
  const starts = windows.map((window) => window.start.getTime()).join(",");
  return memo(`board-works:${capacityKey}:${shortHash(starts)}`, CAPACITY_CACHE_MS, async () => {
    const result = await sql<{ id: string; works: boolean[] }>`
      select engineers.user_id as id, array(
        select public.engineer_works_in_window(engineers.user_id, windows.start_at, windows.end_at)
        from unnest(
          ${windows.map((window) => window.start.toISOString())}::timestamptz[],
          ${windows.map((window) => window.end.toISOString())}::timestamptz[]
        ) with ordinality as windows (start_at, end_at, n)
        order by windows.n
      ) as works
      from (select distinct user_id from public.user_roles where role = 'engineer') as engineers
    `.execute(db);
    return new Map(result.rows.map((row) => [row.id, row.works]));
  });
}
