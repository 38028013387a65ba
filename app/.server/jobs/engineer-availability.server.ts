import { sql, type Kysely, type Transaction } from "kysely";
import { londonDate } from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import type { WindowSpan } from "./capacity.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** Whether an engineer can take a job in a window, and if not, why. */
export type EngineerAvailability = "free" | "busy" | "on-leave" | "not-working" | "not-engineer";

export const ENGINEER_UNAVAILABLE_MESSAGES: Readonly<
  Record<Exclude<EngineerAvailability, "free">, string>
> = {
  busy: "That engineer already has a job in this window.",
  "on-leave": "That engineer is on leave that day.",
  "not-working": "That engineer does not work at that time.",
  "not-engineer": "Choose one of the engineers.",
};

/**
 * Checks one engineer against one window, the job being placed not counted: the same rules
 * as the capacity model (hours, approved leave) and the double-booking trigger (jobs in
 * overlapping windows up to the setting). Call it under the window's lock to keep the answer
 * true until the transaction ends; the database refuses a double booking either way.
 */
export async function engineerAvailability(
  db: Executor,
  engineerId: string,
  window: WindowSpan,
  exceptJobId: string | null = null,
): Promise<EngineerAvailability> {
  const day = londonDate(window.start);
  const result = await sql<{
    is_engineer: boolean;
    on_leave: boolean;
    works: boolean;
    taken: number;
    per_engineer: number;
  }>`
    select
      exists (select 1 from public.user_roles where user_id = ${engineerId} and role = 'engineer')
        as is_engineer,
      exists (
        select 1 from public.engineer_leave
        where engineer_id = ${engineerId} and status = 'approved'
          and ${day}::date between first_day and last_day
      ) as on_leave,
      public.engineer_works_in_window(${engineerId}, ${window.start}, ${window.end}) as works,
      (
        select count(*)::integer from public.jobs
        where engineer_id = ${engineerId} and status <> 'cancelled'
          and (${exceptJobId}::uuid is null or id <> ${exceptJobId}::uuid)
          and window_start < ${window.end} and window_end > ${window.start}
      ) as taken,
      (select jobs_per_engineer_window from public.booking_settings) as per_engineer
  `.execute(db);
  const row = result.rows[0];
  if (!row?.is_engineer) return "not-engineer";
  if (row.on_leave) return "on-leave";
  if (!row.works) return "not-working";
  if (row.taken >= row.per_engineer) return "busy";
  return "free";
}
