import type { Kysely } from "kysely";
import { formatCalendarDate } from "~/lib/booking-rules";
import { londonDate } from "~/lib/calendar-date";
import type { LeaveAhead } from "~/lib/views/engineer";
import type { Database } from "../db/schema.server";
import { listLeave } from "../dispatch/leave.server";

export type { LeaveAhead };

/**
 * The engineer's leave from today on, not withdrawn, with its days in words: written here, so
 * the engineer's page does not load date-fns and its time zones to name them (decision 0063).
 */
export async function listLeaveAhead(
  db: Kysely<Database>,
  engineerId: string,
  now: Date,
): Promise<LeaveAhead[]> {
  const leave = await listLeave(db, { engineerId, fromDay: londonDate(now) });
  return leave
    .filter((item) => item.status !== "withdrawn")
    .map(({ id, firstDay, lastDay, reason, status }) => ({
      id,
      firstDay,
      lastDay,
      days:
        firstDay === lastDay
          ? formatCalendarDate(firstDay)
          : `${formatCalendarDate(firstDay)} to ${formatCalendarDate(lastDay)}`,
      reason,
      status,
    }));
}
