import { TZDate } from "@date-fns/tz";
import { ARRIVAL_HORIZON_HOURS } from "~/lib/arrival-rules";
import { addCalendarDays, LONDON, londonDate } from "~/lib/booking-rules";
import { ARRIVAL_PATTERN } from "~/lib/schemas/engineer";
import { formatClockTime } from "../tracking/timeline.server";

const MINUTE_MS = 60_000;

/** A time this close behind the clock still counts: the form took a moment to send. */
export const ARRIVAL_GRACE_MINUTES = 5;
/** A time further behind the clock than this is tomorrow's (set off at 23:50, arrive at 00:10). */
const NEXT_DAY_AFTER_HOURS = 12;

function londonAt(date: string, hours: number, minutes: number): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hours, minutes, LONDON).getTime());
}

export type ArrivalResult = { ok: true; at: Date } | { ok: false; message: string };

/**
 * The instant an engineer means by "09:35": that time today in London, or tomorrow's when
 * today's is long gone (set off at 23:50, arrive at 00:10). A time that has just passed is
 * refused rather than read as tomorrow, and so is one more than 6 hours ahead.
 */
export function arrivalInstant(value: string, now: Date): ArrivalResult {
  const match = ARRIVAL_PATTERN.exec(value);
  if (!match)
    return { ok: false, message: "Give the arrival time as hours and minutes, like 09:35" };
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const today = londonDate(now);
  let at = londonAt(today, hours, minutes);
  const behind = now.getTime() - at.getTime();
  if (behind > ARRIVAL_GRACE_MINUTES * MINUTE_MS) {
    if (behind < NEXT_DAY_AFTER_HOURS * 60 * MINUTE_MS) {
      return {
        ok: false,
        message: `${formatClockTime(at)} has already passed. Give a time from now on (it is ${formatClockTime(now)}).`,
      };
    }
    at = londonAt(addCalendarDays(today, 1), hours, minutes);
  }
  if (at.getTime() - now.getTime() > ARRIVAL_HORIZON_HOURS * 60 * MINUTE_MS) {
    return {
      ok: false,
      message: `Give a time within the next ${ARRIVAL_HORIZON_HOURS} hours.`,
    };
  }
  return { ok: true, at };
}
