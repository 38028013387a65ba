import type { Kysely } from "kysely";
import type { DayWindows } from "~/lib/arrival-window";
import { isCalendarDate } from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import { dayWindows } from "./flow.server";

/**
 * The windows of one day for the date pickers with JavaScript (booking and rescheduling),
 * with the next free ones when the day has none; null when `date` is not a calendar date.
 */
export async function freeWindowsFor(
  db: Kysely<Database>,
  date: string,
  emergency: boolean,
): Promise<DayWindows | null> {
  if (!isCalendarDate(date)) return null;
  return dayWindows(db, date, { emergency });
}
