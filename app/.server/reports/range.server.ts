import { addCalendarDays, isCalendarDate, londonDate } from "~/lib/booking-rules";

/** A report's dates: London calendar days, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface RangePreset {
  label: string;
  range: ReportRange;
  href: string;
}

export interface ParsedRange {
  range: ReportRange;
  /** What was typed, kept for the form when it was refused. */
  typed: { from: string; to: string };
  errors: { from?: string; to?: string };
}

/** Two years and a day: a year-on-year comparison fits, a scan of all history does not. */
export const MAX_RANGE_DAYS = 731;
const LONGEST_TYPED = 40;

function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The number of days from `from` to `to`, both counted. */
export function daysInRange(range: ReportRange): number {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const end = Date.parse(`${range.to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

export function thisMonth(today: string): ReportRange {
  return { from: firstOfMonth(today), to: today };
}

export function reportHref(range: ReportRange): string {
  return `/admin/reports?from=${range.from}&to=${range.to}`;
}

/** This month, last month, the last 90 days and this year, as of `today` in London. */
export function rangePresets(today: string): RangePreset[] {
  const lastMonthEnd = addCalendarDays(firstOfMonth(today), -1);
  const presets: [string, ReportRange][] = [
    ["This month", thisMonth(today)],
    ["Last month", { from: firstOfMonth(lastMonthEnd), to: lastMonthEnd }],
    ["Last 90 days", { from: addCalendarDays(today, -89), to: today }],
    ["This year", { from: `${today.slice(0, 4)}-01-01`, to: today }],
  ];
  return presets.map(([label, range]) => ({ label, range, href: reportHref(range) }));
}

/**
 * The range a GET form asked for. Anything wrong (not a date, from after to, longer than
 * two years) gives a message for the field and this month instead, so the page always shows.
 */
export function parseReportRange(params: URLSearchParams, now: Date): ParsedRange {
  const today = londonDate(now);
  const typedFrom = (params.get("from") ?? "").trim().slice(0, LONGEST_TYPED);
  const typedTo = (params.get("to") ?? "").trim().slice(0, LONGEST_TYPED);
  const fallback = thisMonth(today);
  if (typedFrom === "" && typedTo === "") {
    return { range: fallback, typed: fallback, errors: {} };
  }
  const errors: ParsedRange["errors"] = {};
  if (!isCalendarDate(typedFrom)) errors.from = "Enter the first day as a date, like 2026-11-01.";
  if (!isCalendarDate(typedTo)) errors.to = "Enter the last day as a date, like 2026-11-30.";
  if (!errors.from && !errors.to) {
    const asked = { from: typedFrom, to: typedTo };
    if (typedFrom > typedTo) errors.to = "The last day must be on or after the first day.";
    else if (daysInRange(asked) > MAX_RANGE_DAYS) {
      errors.to = "Choose at most two years; the first and last day are too far apart.";
    } else if (typedFrom < "2000-01-01" || typedTo > "2999-12-31") {
      errors.from = "Choose dates between the year 2000 and 2999.";
    } else return { range: asked, typed: asked, errors };
  }
  return { range: fallback, typed: { from: typedFrom, to: typedTo }, errors };
}
