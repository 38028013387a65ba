import { addCalendarDays } from "~/lib/booking-rules";
import type { ReportRange } from "./range.server";

/** The Monday of a calendar date's week, "2026-10-25" (a Sunday) → "2026-10-19". */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/** Every week (its Monday) the range touches, in order: the charts show empty weeks too. */
export function weeksOf(range: ReportRange): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(range.from); week <= range.to; week = addCalendarDays(week, 7)) {
    weeks.push(week);
  }
  return weeks;
}

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "2026-10-19" → "19 Oct", the label under a week's column. */
export function shortDate(date: string): string {
  return SHORT_DAY.format(new Date(`${date}T12:00:00Z`));
}
