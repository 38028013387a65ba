import { TZDate } from "@date-fns/tz";
import { isCalendarDate, LONDON, londonDate } from "./calendar-date";

/** A calendar month as the CSV export names it: "2026-07". */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a value from a URL is a month the export understands (years 2000 to 2999). */
export function isStatementMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2999;
}

/** The instant a London calendar day begins, whatever the clocks are doing. */
export function londonMidnight(calendarDate: string): Date {
  if (!isCalendarDate(calendarDate)) throw new RangeError(`Not a calendar date: ${calendarDate}`);
  const [year, month, day] = calendarDate.split("-").map(Number);
  return new Date(new TZDate(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, 0, LONDON).getTime());
}

/** The month after "2026-12" is "2027-01". */
export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** The month before "2027-01" is "2026-12". */
export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

/** From the first London midnight of the month up to (not including) the next month's. */
export function monthBounds(month: string): { start: Date; end: Date } {
  return { start: londonMidnight(`${month}-01`), end: londonMidnight(`${nextMonth(month)}-01`) };
}

/** The London month an instant falls in. */
export function londonMonth(at: Date): string {
  return londonDate(at).slice(0, 7);
}

const MONTH_NAME = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-07" → "July 2026". */
export function formatStatementMonth(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-15T12:00:00Z`));
}

/** The last `count` months up to and including the one `now` is in, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  const months = [londonMonth(now)];
  while (months.length < count) months.push(previousMonth(months[months.length - 1] ?? ""));
  return months;
}
