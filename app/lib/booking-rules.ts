import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import {
  addCalendarDays,
  isCalendarDate,
  LONDON,
  londonDate,
  parseCalendarDate,
} from "./calendar-date";
import { hoursOn, type OpeningHoursEntry } from "./opening-hours";
import { DEFAULT_SERVED_OUTWARD_CODES } from "./postcode";
import { WEEK_DAYS } from "./settings-fields";

// The plain calendar helpers live in calendar-date.ts, which pages can load without date-fns.
export { addCalendarDays, isCalendarDate, LONDON, londonDate };

const inLondon = tz(LONDON);

export interface BookingRules {
  /** Wall-clock time in London when the first window starts, "06:00" (later on a day that opens later). */
  openTime: string;
  /** Wall-clock time in London by which the last window ends, "22:00" (earlier on a day that closes earlier). */
  closeTime: string;
  /**
   * The business's opening hours (business_settings, edited with the profile): no window of a
   * day starts before it opens or ends after it closes, and a closed day has none.
   */
  openingHours: readonly OpeningHoursEntry[];
  windowHours: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  /** Customers may reschedule or cancel until this many hours before the window. */
  changeCutoffHours: number;
  servedOutwardCodes: readonly string[];
  /** Bookings one e-mail address may hold at once without an account. */
  maxOpenBookingsPerEmail: number;
}

/**
 * The rules the migrations store in the `booking_settings` row. The app reads that row
 * (getBookingSettings), never these: they are the reference the tests build on.
 */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  openTime: "06:00",
  closeTime: "22:00",
  openingHours: [{ days: [...WEEK_DAYS], opens: "06:00", closes: "22:00" }],
  windowHours: 2,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
  changeCutoffHours: 24,
  servedOutwardCodes: DEFAULT_SERVED_OUTWARD_CODES,
  maxOpenBookingsPerEmail: 3,
};

export interface ArrivalWindow {
  start: Date;
  end: Date;
  /** "08:00–10:00" in London time. */
  label: string;
}

const WALL_CLOCK = /^(\d{2}):(\d{2})(?::\d{2})?$/;

function minutesOfDay(wallClock: string): number {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) throw new RangeError(`Not a wall-clock time: ${wallClock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The instant of a London wall-clock time; the clock change days are handled by the zone rules. */
function londonInstant(parts: { year: number; month: number; day: number }, minutes: number): Date {
  const local = new TZDate(
    parts.year,
    parts.month - 1,
    parts.day,
    Math.floor(minutes / 60),
    minutes % 60,
    LONDON,
  );
  return new Date(local.getTime());
}

/** "08:00–10:00" in London time. */
export function formatTimeRange(start: Date, end: Date): string {
  return `${format(start, "HH:mm", { in: inLondon })}–${format(end, "HH:mm", { in: inLondon })}`;
}

/** "Monday 30 November, 08:00–10:00" in London time. */
export function formatWindow(start: Date, end: Date): string {
  return `${format(start, "EEEE d MMMM", { in: inLondon })}, ${formatTimeRange(start, end)}`;
}

/** What a customer reads for a job still waiting for the office to give it a window. */
export const WINDOW_TO_BE_ARRANGED = "To be arranged: we will call you to agree a time";

/** A job's window, or WINDOW_TO_BE_ARRANGED while it has none. */
export function formatJobWindow(start: Date | null, end: Date | null): string {
  return start && end ? formatWindow(start, end) : WINDOW_TO_BE_ARRANGED;
}

/** "Monday 30 November, 08:00" in London time. */
export function formatLondonDateTime(at: Date): string {
  return format(at, "EEEE d MMMM, HH:mm", { in: inLondon });
}

/** "2026-11-30" → "Monday 30 November 2026". */
export function formatCalendarDate(date: string): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return format(londonInstant(parts, 12 * 60), "EEEE d MMMM yyyy", { in: inLondon });
}

/** Monday = 0 … Sunday = 6 of a calendar date (the weekday does not depend on the zone). */
function weekDayOf(parts: { year: number; month: number; day: number }) {
  const sundayFirst = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return WEEK_DAYS[(sundayFirst + 6) % 7] ?? "Monday";
}

/**
 * Where a day's windows may lie, in minutes of the London day: the booking rules' span
 * narrowed to the day's opening hours. Null on a day the business is closed.
 */
export function bookableSpanOn(
  date: string,
  rules: BookingRules,
): { from: number; to: number } | null {
  const parts = parseCalendarDate(date);
  if (!parts) return null;
  const open = hoursOn(rules.openingHours, weekDayOf(parts));
  if (!open) return null;
  return {
    from: Math.max(minutesOfDay(rules.openTime), minutesOfDay(open.opens)),
    to: Math.min(minutesOfDay(rules.closeTime), minutesOfDay(open.closes)),
  };
}

function wallClockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * When the arrival windows of each weekday start and end, as opening hours: what the settings
 * page and the assistant say the booking form offers. A day on which no whole window fits is
 * left out, like a closed day. (The span of a weekday is the same every week.)
 */
export function bookableHours(rules: BookingRules): OpeningHoursEntry[] {
  const entries: { days: string[]; opens: string; closes: string }[] = [];
  const length = rules.windowHours * 60;
  for (const day of WEEK_DAYS) {
    const open = hoursOn(rules.openingHours, day);
    if (!open || length <= 0) continue;
    const from = Math.max(minutesOfDay(rules.openTime), minutesOfDay(open.opens));
    const to = Math.min(minutesOfDay(rules.closeTime), minutesOfDay(open.closes));
    const windows = Math.floor((to - from) / length);
    if (windows < 1) continue;
    const opens = wallClockOf(from);
    const closes = wallClockOf(from + windows * length);
    const same = entries.find((entry) => entry.opens === opens && entry.closes === closes);
    if (same) same.days.push(day);
    else entries.push({ days: [day], opens, closes });
  }
  return entries;
}

/**
 * Every arrival window's wall-clock times over the week, in order ("06:00", "06:00–08:00"):
 * what the office's forms offer to pick beside a date, since days' hours may differ. A time
 * the chosen day does not have is refused with the day's own windows.
 */
export function windowTimesOfWeek(rules: BookingRules): { value: string; label: string }[] {
  const length = rules.windowHours * 60;
  const times = new Map<string, string>();
  for (const entry of bookableHours(rules)) {
    const close = minutesOfDay(entry.closes);
    for (let from = minutesOfDay(entry.opens); from + length <= close; from += length) {
      times.set(wallClockOf(from), `${wallClockOf(from)}–${wallClockOf(from + length)}`);
    }
  }
  return [...times.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, label]) => ({ value, label }));
}

/**
 * The start and end of each arrival window of a London calendar day, in order: from the later
 * of the first window's time and the day's opening, one every `windowHours` of wall-clock
 * time, the last ending by the earlier of the last window's end and the day's closing; none on
 * a closed day. On the days the clocks change the windows keep their local times, so their UTC
 * instants shift by an hour. Made one at a time, so a caller looking for one can stop early.
 */
function* windowTimesForDate(
  date: string,
  rules: BookingRules,
): Generator<{ start: Date; end: Date }> {
  const parts = parseCalendarDate(date);
  const span = bookableSpanOn(date, rules);
  if (!parts || !span) return;
  const length = rules.windowHours * 60;
  // Each window ends where the next starts: one zone lookup per boundary, not two.
  let start = londonInstant(parts, span.from);
  for (let from = span.from; from + length <= span.to; from += length) {
    const end = londonInstant(parts, from + length);
    yield { start, end };
    start = end;
  }
}

/** The arrival windows of a London calendar day (windowTimesForDate), with their labels. */
export function windowsForDate(date: string, rules: BookingRules): ArrivalWindow[] {
  return Array.from(windowTimesForDate(date, rules), ({ start, end }) => ({
    start,
    end,
    label: formatTimeRange(start, end),
  }));
}

/**
 * The arrival window of that London date that starts at `start`, or undefined when none does
 * (off the grid, or on another day). Cheaper than searching windowsForDate: no labels.
 */
export function windowStartingAt(
  date: string,
  start: Date,
  rules: BookingRules,
): { start: Date; end: Date } | undefined {
  for (const window of windowTimesForDate(date, rules)) {
    if (window.start.getTime() === start.getTime()) return window;
  }
  return undefined;
}

/** The last London date that can be booked online. */
export function lastBookableDate(now: Date, rules: BookingRules): string {
  return addCalendarDays(londonDate(now), rules.maxDaysAhead);
}

/** The dates a visitor may pick: emergencies are for today only. */
export function bookableDateRange(
  now: Date,
  rules: BookingRules,
  options: { emergency: boolean },
): { first: string; last: string } {
  const today = londonDate(now);
  return { first: today, last: options.emergency ? today : lastBookableDate(now, rules) };
}

/**
 * Whether a window may be booked at `now`. A normal booking needs the minimum notice and
 * falls within the days ahead; an emergency takes any window of today that has not started.
 */
export function isBookable(
  window: { start: Date },
  now: Date,
  rules: BookingRules,
  options: { emergency: boolean },
): boolean {
  const startsIn = window.start.getTime() - now.getTime();
  const day = londonDate(window.start);
  if (options.emergency) return startsIn > 0 && day === londonDate(now);
  return startsIn >= rules.minNoticeMinutes * 60_000 && day <= lastBookableDate(now, rules);
}

/** The last moment a customer may reschedule or cancel online. */
export function changeDeadline(
  windowStart: Date,
  rules: Pick<BookingRules, "changeCutoffHours">,
): Date {
  return new Date(windowStart.getTime() - rules.changeCutoffHours * 3_600_000);
}

/**
 * What a customer reads about moving or cancelling a visit in this window, derived from the
 * rule itself: until when it can be done online or, already past the cut-off (a booking for
 * today), that it takes a phone call.
 */
export function describeChangeRule(
  windowStart: Date,
  now: Date,
  rules: Pick<BookingRules, "changeCutoffHours">,
  phoneDisplay: string,
): string {
  const hours = `${rules.changeCutoffHours} hour${rules.changeCutoffHours === 1 ? "" : "s"}`;
  const deadline = changeDeadline(windowStart, rules);
  return now.getTime() < deadline.getTime()
    ? `You can move or cancel it online, free, until ${formatLondonDateTime(deadline)}, ${hours} before the arrival window. After that, please call us on ${phoneDisplay}.`
    : `The visit is less than ${hours} away, so it can no longer be moved or cancelled online: to change it, please call us on ${phoneDisplay}.`;
}

export function canCustomerChange(windowStart: Date, now: Date, rules: BookingRules): boolean {
  return now.getTime() < changeDeadline(windowStart, rules).getTime();
}
