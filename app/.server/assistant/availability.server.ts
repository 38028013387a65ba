import type { Kysely } from "kysely";
import {
  formatCalendarDate,
  lastBookableDate,
  londonDate,
  windowsForDate,
  type BookingRules,
} from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import { memo } from "../cache/memo.server";
import { nearestFreeWindows, type WindowAvailability } from "../jobs/availability.server";
import type { PartOfDay } from "./question";
import type { AssistantFact } from "./types";

const WINDOWS_SHOWN = 3;
/**
 * Free windows change only when someone books: a question asked within the same minute about
 * the same day reads them once. The booking form checks the window again when it is chosen.
 */
const WINDOWS_CACHE_MS = 20_000;

/** Where each part of a day starts and ends, by a window's start ("12:00" is afternoon). */
const PART_BOUNDS: Readonly<Record<PartOfDay, { from: string; to: string }>> = {
  morning: { from: "00:00", to: "12:00" },
  afternoon: { from: "12:00", to: "17:00" },
  evening: { from: "17:00", to: "24:00" },
};

/** "12:00–14:00" is in the afternoon: its start is. */
export function windowIsIn(label: string, part: PartOfDay): boolean {
  const start = label.slice(0, 5);
  return start >= PART_BOUNDS[part].from && start < PART_BOUNDS[part].to;
}

/** Enough windows around a part of the day to find three inside it. */
const WINDOWS_AROUND_A_PART = 8;

function freeWindowsFrom(
  db: Kysely<Database>,
  rules: BookingRules,
  from: string,
  ask: { emergency: boolean; partOfDay: PartOfDay | null; now: Date },
): Promise<WindowAvailability[]> {
  const minute = Math.floor(ask.now.getTime() / 60_000);
  const part = ask.partOfDay;
  const key = `assistant:windows:${from}:${part ?? "day"}:${ask.emergency}:${minute}`;
  return memo(key, WINDOWS_CACHE_MS, async () => {
    const options = { emergency: ask.emergency, now: ask.now };
    if (!part) {
      return nearestFreeWindows(db, new Date(`${from}T00:00:00Z`), WINDOWS_SHOWN, options);
    }
    const partStart =
      windowsForDate(from, rules).find((window) => windowIsIn(window.label, part))?.start ??
      new Date(`${from}T00:00:00Z`);
    const around = await nearestFreeWindows(db, partStart, WINDOWS_AROUND_A_PART, options);
    // The part asked for on that day, else on the days after it, else the next at all.
    const later = around.filter((window) => new Date(window.start) >= partStart);
    const inThePart = later.filter((window) => windowIsIn(window.label, part));
    const onTheDay = inThePart.filter((window) => londonDate(new Date(window.start)) === from);
    const shown = [onTheDay, inThePart, later].find((windows) => windows.length > 0) ?? [];
    return shown.slice(0, WINDOWS_SHOWN);
  });
}

/** "Tuesday 24 November: 08:00–10:00, 10:00–12:00; Wednesday 25 November: 08:00–10:00". */
function byDay(windows: readonly WindowAvailability[]): string {
  const days = new Map<string, string[]>();
  for (const window of windows) {
    const day = formatCalendarDate(londonDate(new Date(window.start))).replace(/ \d{4}$/, "");
    days.set(day, [...(days.get(day) ?? []), window.label]);
  }
  return [...days].map(([day, times]) => `${day}: ${times.join(", ")}`).join("; ");
}

/**
 * The next free arrival windows from the day asked about (today when none), from the live
 * availability the booking form uses: never a time the office has not opened.
 */
export async function nextFreeWindows(
  db: Kysely<Database>,
  rules: BookingRules,
  ask: { day: string | null; partOfDay: PartOfDay | null; emergency: boolean; now: Date },
): Promise<AssistantFact> {
  const label = "Next free windows";
  const from = ask.day ?? londonDate(ask.now);
  const last = lastBookableDate(ask.now, rules);
  if (from > last) {
    return {
      label,
      value: `Online bookings open up to ${rules.maxDaysAhead} days ahead, so ${formatCalendarDate(from)} cannot be booked yet.`,
    };
  }
  const windows = await freeWindowsFrom(db, rules, from, ask);
  if (windows.length === 0) {
    return {
      label,
      value: "No free windows online at the moment: call us and we will find a time.",
    };
  }
  const listed = byDay(windows);
  const part = ask.partOfDay;
  const asked = (window: WindowAvailability) =>
    londonDate(new Date(window.start)) === from && (!part || windowIsIn(window.label, part));
  const onTheDay = windows.some(asked);
  const when = `${part ? `in the ${part} ` : ""}on ${formatCalendarDate(from)}`;
  return {
    label,
    value:
      (ask.day || part) && !onTheDay ? `None left ${when}. The next: ${listed}.` : `${listed}.`,
  };
}
