import type { Kysely } from "kysely";
import type { BookingRules } from "~/lib/booking-rules";
import { forget, memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";

export const BOOKING_SETTINGS_CACHE_KEY = "booking-settings";
const BOOKING_SETTINGS_TTL_MS = 60_000;

/** "06:00:00" (a Postgres time) → "06:00". */
function wallClock(time: string): string {
  return time.slice(0, 5);
}

/**
 * The booking rules from the one `booking_settings` row, cached in the process for a minute
 * (every availability lookup reads them). Call `forgetBookingSettings` after changing them.
 */
export function getBookingSettings(db: Kysely<Database>): Promise<BookingRules> {
  return memo(BOOKING_SETTINGS_CACHE_KEY, BOOKING_SETTINGS_TTL_MS, async () => {
    const row = await db.selectFrom("booking_settings").selectAll().executeTakeFirstOrThrow();
    return {
      openTime: wallClock(row.open_time),
      closeTime: wallClock(row.close_time),
      windowHours: row.window_hours,
      minNoticeMinutes: row.min_notice_minutes,
      maxDaysAhead: row.max_days_ahead,
      changeCutoffHours: row.change_cutoff_hours,
      servedOutwardCodes: row.served_outward_codes,
    };
  });
}

export function forgetBookingSettings(): void {
  forget(BOOKING_SETTINGS_CACHE_KEY);
}
