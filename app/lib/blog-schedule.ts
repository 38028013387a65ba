import { TZDate } from "@date-fns/tz";
import { LONDON } from "./calendar-date";

/** What an `<input type="datetime-local">` sends: "2026-12-01T09:30". */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a London wall-clock time names, or null for a malformed or impossible value
 * ("2026-02-30T09:00"). In the hour the clocks go back the earlier instant is taken; a time
 * the clocks skip in spring moves forward an hour, as a London clock would show it.
 */
export function londonDateTimeToInstant(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 2000 || year > 2999 || month < 1 || month > 12 || hour > 23 || minute > 59) {
    return null;
  }
  const at = new TZDate(year, month - 1, day, hour, minute, LONDON);
  if (at.getDate() !== day || at.getMonth() !== month - 1) return null;
  return new Date(at.getTime());
}

/** The value a datetime-local input shows for an instant, in London time. */
export function instantToLondonDateTime(at: Date): string {
  const london = new TZDate(at.getTime(), LONDON);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${london.getFullYear()}-${pad(london.getMonth() + 1)}-${pad(london.getDate())}T${pad(
    london.getHours(),
  )}:${pad(london.getMinutes())}`;
}
