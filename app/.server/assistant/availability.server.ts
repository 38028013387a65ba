import type { Kysely } from "kysely";
import {
  formatCalendarDate,
  lastBookableDate,
  londonDate,
  type BookingRules,
} from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import { memo } from "../cache/memo.server";
import { nearestFreeWindows, type WindowAvailability } from "../jobs/availability.server";
import type { AssistantFact } from "./types";

const WINDOWS_SHOWN = 3;
/**
 * Free windows change only when someone books: a question asked within the same minute about
 * the same day reads them once. The booking form checks the window again when it is chosen.
 */
const WINDOWS_CACHE_MS = 20_000;

function freeWindowsFrom(
  db: Kysely<Database>,
  from: string,
  ask: { emergency: boolean; now: Date },
): Promise<WindowAvailability[]> {
  const minute = Math.floor(ask.now.getTime() / 60_000);
  return memo(`assistant:windows:${from}:${ask.emergency}:${minute}`, WINDOWS_CACHE_MS, () =>
    nearestFreeWindows(db, new Date(`${from}T00:00:00Z`), WINDOWS_SHOWN, {
      emergency: ask.emergency,
      now: ask.now,
    }),
  );
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
  ask: { day: string | null; emergency: boolean; now: Date },
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
  const windows = await freeWindowsFrom(db, from, ask);
  if (windows.length === 0) {
    return {
      label,
      value: "No free windows online at the moment: call us and we will find a time.",
    };
  }
  const listed = byDay(windows);
  const onTheDay = windows.some((window) => londonDate(new Date(window.start)) === from);
  return {
    label,
    value:
      ask.day && !onTheDay
        ? `None left on ${formatCalendarDate(ask.day)}. The next: ${listed}.`
        : `${listed}.`,
  };
}
