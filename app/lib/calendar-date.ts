// London calendar dates ("2026-11-30") with nothing but the platform: no date-fns, so the pages
// that only need today's date or a day's arithmetic stay light (decision 0056). booking-rules.ts
// re-exports these beside the formatting that needs date-fns.

/** Every time a person sees, and every booking rule, is in this zone. */
export const LONDON = "Europe/London";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** "2026-11-30" → its parts, or null when it is not a real calendar date. */
export function parseCalendarDate(
  date: string,
): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** Calendar arithmetic on "YYYY-MM-DD", free of time zones. */
export function addCalendarDays(date: string, days: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

// The zone's rules are the platform's time-zone database, the one @date-fns/tz reads too.
// Numeric parts only: no wording that could differ between the server's and a browser's data.
let londonParts: Intl.DateTimeFormat | undefined;

/** The date in London at this instant, "2026-11-30". */
export function londonDate(now: Date): string {
  londonParts ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: LONDON,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of londonParts.formatToParts(now)) parts[type] = value;
  return `${(parts.year ?? "").padStart(4, "0")}-${parts.month ?? ""}-${parts.day ?? ""}`;
}
