import { WEEK_DAYS, type WeekDay } from "./settings-fields";

/**
 * The business's opening hours as the owner keeps them on /admin/settings (business_settings
 * .opening_hours): days with the same times make one entry; a day in no entry is closed.
 * Every page, the structured data, the assistant and the booking windows read these.
 */
export interface OpeningHoursEntry {
  days: readonly string[];
  /** "08:00", London wall-clock time. */
  opens: string;
  closes: string;
}

/** The day's opening and closing times, or null when the business is closed that day. */
export function hoursOn(
  hours: readonly OpeningHoursEntry[],
  day: WeekDay,
): { opens: string; closes: string } | null {
  const entry = hours.find((candidate) => candidate.days.includes(day));
  return entry ? { opens: entry.opens, closes: entry.closes } : null;
}

/** The days in week order, as runs of consecutive days ("Monday" … "Saturday"). */
function runsOf(days: readonly string[]): WeekDay[][] {
  const runs: WeekDay[][] = [];
  let previous = -2;
  WEEK_DAYS.forEach((day, index) => {
    if (!days.includes(day)) return;
    const run = runs[runs.length - 1];
    if (run && index === previous + 1) run.push(day);
    else runs.push([day]);
    previous = index;
  });
  return runs;
}

/** "Alpha", "Alpha and Beta", "Alpha, Beta and Gamma". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The days in words, consecutive ones as a span: "every day", "Monday to Saturday",
 * "Monday to Wednesday and Friday". Two consecutive days are named both ("Saturday and Sunday").
 */
export function describeDays(days: readonly string[]): string {
  const runs = runsOf(days);
  if (runs.flat().length === WEEK_DAYS.length) return "every day";
  return listInWords(
    runs.flatMap((run) => {
      const first = run[0] ?? "";
      const last = run[run.length - 1] ?? "";
      return run.length > 2 ? [`${first} to ${last}`] : run;
    }),
  );
}

function firstDayIndex(entry: OpeningHoursEntry): number {
  const index = WEEK_DAYS.findIndex((day) => entry.days.includes(day));
  return index === -1 ? WEEK_DAYS.length : index;
}

/** The days no entry opens, in week order. */
export function closedDays(hours: readonly OpeningHoursEntry[]): WeekDay[] {
  return WEEK_DAYS.filter((day) => !hoursOn(hours, day));
}

export interface OpeningHoursLine {
  /** "Monday to Saturday", "Every day", "Sunday". */
  days: string;
  /** "08:00–18:00", or "Closed". */
  times: string;
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * One line per group of days with the same times, in week order, then the closed days:
 * what the footer and the contact page list.
 */
export function openingHoursLines(hours: readonly OpeningHoursEntry[]): OpeningHoursLine[] {
  const open = [...hours]
    .filter((entry) => runsOf(entry.days).length > 0)
    .sort((a, b) => firstDayIndex(a) - firstDayIndex(b))
    .map((entry) => ({
      days: capitalised(describeDays(entry.days)),
      times: `${entry.opens}–${entry.closes}`,
    }));
  const closed = closedDays(hours);
  return closed.length > 0 && open.length > 0
    ? [...open, { days: capitalised(describeDays(closed)), times: "Closed" }]
    : open;
}

/**
 * The hours as a phrase that fits "We are open …": "every day 06:00–22:00", or
 * "Monday to Saturday 08:00–18:00 and Sunday 10:00–16:00", or
 * "Monday to Friday 08:00–18:00 (closed on Saturday and Sunday)".
 */
export function describeOpeningHours(hours: readonly OpeningHoursEntry[]): string {
  const lines = openingHoursLines(hours).filter((line) => line.times !== "Closed");
  if (lines.length === 0) return "by appointment";
  const open = listInWords(
    lines.map((line, index) => {
      const days = index === 0 && line.days === "Every day" ? "every day" : line.days;
      return `${days} ${line.times}`;
    }),
  );
  const closed = closedDays(hours);
  return closed.length > 0 ? `${open} (closed on ${describeDays(closed)})` : open;
}
