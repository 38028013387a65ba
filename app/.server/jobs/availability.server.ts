import type { Kysely } from "kysely";
import type { DayWindows, WindowChoice } from "~/lib/arrival-window";
import {
  addCalendarDays,
  bookableDateRange,
  formatWindow,
  isBookable,
  isCalendarDate,
  londonDate,
  windowsForDate,
  type ArrivalWindow,
  type BookingRules,
} from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import { bookedCounts, windowCapacities } from "./capacity.server";
import { getBookingSettings } from "./settings.server";

/** A window with the places left in it (capacity minus the jobs holding a place). */
export type WindowAvailability = WindowChoice;

export interface AvailabilityOptions {
  emergency?: boolean;
  now?: Date;
}

/** The bookable windows of every date in [first, last], with the places left in each. */
async function availabilityBetween(
  db: Kysely<Database>,
  rules: BookingRules,
  first: string,
  last: string,
  options: { emergency: boolean; now: Date },
): Promise<{ window: ArrivalWindow; free: number }[]> {
  const windows: ArrivalWindow[] = [];
  for (let date = first; date <= last; date = addCalendarDays(date, 1)) {
    for (const window of windowsForDate(date, rules)) {
      if (isBookable(window, options.now, rules, options)) windows.push(window);
    }
  }
  const firstWindow = windows[0];
  const lastWindow = windows[windows.length - 1];
  if (!firstWindow || !lastWindow) return [];
  const booked = await bookedCounts(
    db,
    firstWindow.start,
    new Date(lastWindow.start.getTime() + 1),
  );
  const capacities = await windowCapacities(db, windows);
  return windows.map((window) => ({
    window,
    free: Math.max(
      0,
      (capacities.get(window.start.getTime()) ?? 0) - (booked.get(window.start.getTime()) ?? 0),
    ),
  }));
}

function toAvailability({ window, free }: { window: ArrivalWindow; free: number }) {
  return {
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    label: window.label,
    free,
  };
}

/**
 * The windows of one London date that can be booked now (full ones included, with
 * `free: 0`, so a page can show them as full). Empty for a date outside the bookable range.
 */
export async function listWindows(
  db: Kysely<Database>,
  date: string,
  options: AvailabilityOptions = {},
): Promise<WindowAvailability[]> {
  const now = options.now ?? new Date();
  const emergency = options.emergency ?? false;
  const rules = await getBookingSettings(db);
  const range = bookableDateRange(now, rules, { emergency });
  if (!isCalendarDate(date) || date < range.first || date > range.last) return [];
  const found = await availabilityBetween(db, rules, date, date, { emergency, now });
  return found.map(toAvailability);
}

const SEARCH_CHUNK_DAYS = 7;

/**
 * Up to `count` free windows closest in time to `aroundStart`, searched from its day forward
 * up to the last bookable day, in time order: what a visitor who lost a window to someone
 * else is offered. Later days are read a week at a time and only while they can still hold
 * a closer window.
 */
export async function nearestFreeWindows(
  db: Kysely<Database>,
  aroundStart: Date,
  count = 3,
  options: AvailabilityOptions = {},
): Promise<WindowAvailability[]> {
  const now = options.now ?? new Date();
  const emergency = options.emergency ?? false;
  const rules = await getBookingSettings(db);
  const range = bookableDateRange(now, rules, { emergency });
  const target = aroundStart.getTime();
  const aroundDay = londonDate(aroundStart);
  const candidates: { window: ArrivalWindow; free: number }[] = [];
  let from = aroundDay > range.first ? aroundDay : range.first;
  while (from <= range.last && count > 0) {
    const chunkEnd = addCalendarDays(from, SEARCH_CHUNK_DAYS - 1);
    const to = chunkEnd < range.last ? chunkEnd : range.last;
    const found = await availabilityBetween(db, rules, from, to, { emergency, now });
    candidates.push(...found.filter(({ free }) => free > 0));
    if (candidates.filter(({ window }) => window.start.getTime() >= target).length >= count) break;
    from = addCalendarDays(to, 1);
  }
  const distance = (entry: { window: ArrivalWindow }) =>
    Math.abs(entry.window.start.getTime() - target);
  return candidates
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .sort((a, b) => a.window.start.getTime() - b.window.start.getTime())
    .map(toAvailability);
}

/** Later days are read a week at a time, and only while no free window has been found. */
async function* freeWindowsFrom(
  db: Kysely<Database>,
  rules: BookingRules,
  first: string,
  last: string,
  options: { emergency: boolean; now: Date },
): AsyncGenerator<{ window: ArrivalWindow; free: number }> {
  for (let from = first; from <= last;) {
    const chunkEnd = addCalendarDays(from, SEARCH_CHUNK_DAYS - 1);
    const to = chunkEnd < last ? chunkEnd : last;
    for (const entry of await availabilityBetween(db, rules, from, to, options)) {
      if (entry.free > 0) yield entry;
    }
    from = addCalendarDays(to, 1);
  }
}

/**
 * The first London date, from today, with a window that is free and can still be booked:
 * the day the booking form opens on (late in the evening today has none left). Null when
 * no day in the bookable range has one.
 */
export async function firstFreeDate(
  db: Kysely<Database>,
  options: AvailabilityOptions = {},
): Promise<string | null> {
  const now = options.now ?? new Date();
  const emergency = options.emergency ?? false;
  const rules = await getBookingSettings(db);
  const range = bookableDateRange(now, rules, { emergency });
  for await (const { window } of freeWindowsFrom(db, rules, range.first, range.last, {
    emergency,
    now,
  })) {
    return londonDate(window.start);
  }
  return null;
}

/** A window labelled with its day, for lists that span several days. */
export function withDayLabel(window: WindowAvailability): WindowAvailability {
  return { ...window, label: formatWindow(new Date(window.start), new Date(window.end)) };
}

/**
 * The first `count` free windows on the days after `date`, labelled with their day: what a
 * visitor who chose a full day is offered instead.
 */
export async function freeWindowsAfter(
  db: Kysely<Database>,
  date: string,
  count = 3,
  options: AvailabilityOptions = {},
): Promise<WindowAvailability[]> {
  const now = options.now ?? new Date();
  const emergency = options.emergency ?? false;
  if (!isCalendarDate(date)) return [];
  const rules = await getBookingSettings(db);
  const range = bookableDateRange(now, rules, { emergency });
  const next = addCalendarDays(date, 1);
  const found: WindowAvailability[] = [];
  if (count < 1) return found;
  for await (const entry of freeWindowsFrom(
    db,
    rules,
    next > range.first ? next : range.first,
    range.last,
    {
      emergency,
      now,
    },
  )) {
    found.push(withDayLabel(toAvailability(entry)));
    if (found.length >= count) break;
  }
  return found;
}

/**
 * The windows of one day, and the next free ones on the following days when it has none
 * free (a full day, or today late in the evening): what every window picker shows.
 */
export async function dayWindows(
  db: Kysely<Database>,
  date: string,
  options: { emergency: boolean; now?: Date },
): Promise<DayWindows> {
  const now = options.now ?? new Date();
  const windows = await listWindows(db, date, { emergency: options.emergency, now });
  const nextFree = windows.some((window) => window.free > 0)
    ? []
    : await freeWindowsAfter(db, date, 3, { emergency: options.emergency, now });
  return { date, windows, nextFree };
}

/**
 * dayWindows for the window pickers with JavaScript (booking, rescheduling, an
 * organisation's report), which send the day as typed; null when it is not a calendar date.
 */
export async function freeWindowsFor(
  db: Kysely<Database>,
  date: string,
  emergency: boolean,
): Promise<DayWindows | null> {
  if (!isCalendarDate(date)) return null;
  return dayWindows(db, date, { emergency });
}
