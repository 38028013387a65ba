import { isCalendarDate } from "./calendar-date";

/**
 * A calendar date ("2026-01-31") some whole months on. A day the month does not have comes
 * back as the month's last day (31 January + 1 month = 28 or 29 February), as people count.
 */
export function addCalendarMonths(date: string, months: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The next due date after a planned job's request was made on `today`: `every` months on
 * from the date it was due, repeated while that is still not after today, so work the sweep
 * could not reach for a while (the app was down for months) makes one request, not a pile.
 */
export function nextDueAfter(due: string, everyMonths: number, today: string): string {
  let next = addCalendarMonths(due, everyMonths);
  for (let steps = 1; next <= today && steps < 10_000; steps += 1) {
    next = addCalendarMonths(due, everyMonths * (steps + 1));
  }
  return next;
}

/** "every 12 months" → "Every 12 months"; 1 → "Every month". */
export function describeInterval(everyMonths: number): string {
  if (everyMonths === 1) return "Every month";
  if (everyMonths === 12) return "Every year";
  return `Every ${everyMonths} months`;
}

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
