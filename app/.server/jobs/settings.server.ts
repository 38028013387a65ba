import type { Kysely } from "kysely";
import type { BookingRules } from "~/lib/booking-rules";
import { memo } from "../cache/memo.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";

const BOOKING_SETTINGS_CACHE_KEY = "booking-settings";
// A safety net only: a save drops this process's copy at once and every other process's
// within one poll of the settings version (decision 0036).
const BOOKING_SETTINGS_TTL_MS = 5 * 60_000;

/** "06:00:00" (a Postgres time) → "06:00". */
function wallClock(time: string): string {
  return time.slice(0, 5);
}

/**
 * The booking rules from the one `booking_settings` row with the business's opening hours,
 * cached in the process: the booking form, the free-window lists, the pages that show the
 * served postcodes and the booking transaction all read them here, so they always agree. The office changes them on
 * /admin/settings (app/.server/settings), tests with `saveBookingSettings`.
 */
export function getBookingSettings(db: Kysely<Database>): Promise<BookingRules> {
  return memo(BOOKING_SETTINGS_CACHE_KEY, BOOKING_SETTINGS_TTL_MS, async () => {
    const [row, business] = await Promise.all([
      db.selectFrom("booking_settings").selectAll().executeTakeFirstOrThrow(),
      db.selectFrom("business_settings").select("opening_hours").executeTakeFirstOrThrow(),
    ]);
    return {
      openTime: wallClock(row.open_time),
      closeTime: wallClock(row.close_time),
      openingHours: business.opening_hours,
      windowHours: row.window_hours,
      minNoticeMinutes: row.min_notice_minutes,
      maxDaysAhead: row.max_days_ahead,
      changeCutoffHours: row.change_cutoff_hours,
      servedOutwardCodes: row.served_outward_codes,
      maxOpenBookingsPerEmail: row.max_open_bookings_per_email,
    };
  });
}

/**
 * Stores changed booking rules without validating or logging them (tests and scripts; the
 * office goes through app/.server/settings), raising the settings version so every process
 * reads the new ones. Outward codes are stored upper-case, without spaces.
 */
export async function saveBookingSettings(
  db: Kysely<Database>,
  changes: Partial<Omit<BookingRules, "openingHours">>,
): Promise<BookingRules> {
  await db.transaction().execute(async (trx) => {
    await writeBookingRules(trx, changes);
    await raiseSettingsVersion(trx);
  });
  dropLocalCaches();
  return getBookingSettings(db);
}

/** The update of the one booking_settings row, in the caller's transaction. */
export async function writeBookingRules(
  db: Kysely<Database>,
  changes: Partial<Omit<BookingRules, "openingHours">>,
): Promise<void> {
  await db
    .updateTable("booking_settings")
    .set({
      ...(changes.openTime === undefined ? {} : { open_time: changes.openTime }),
      ...(changes.closeTime === undefined ? {} : { close_time: changes.closeTime }),
      ...(changes.windowHours === undefined ? {} : { window_hours: changes.windowHours }),
      ...(changes.minNoticeMinutes === undefined
        ? {}
        : { min_notice_minutes: changes.minNoticeMinutes }),
      ...(changes.maxDaysAhead === undefined ? {} : { max_days_ahead: changes.maxDaysAhead }),
      ...(changes.changeCutoffHours === undefined
        ? {}
        : { change_cutoff_hours: changes.changeCutoffHours }),
      ...(changes.servedOutwardCodes === undefined
        ? {}
        : {
            served_outward_codes: [
              ...new Set(
                changes.servedOutwardCodes.map((code) => code.replace(/\s+/g, "").toUpperCase()),
              ),
            ],
          }),
      ...(changes.maxOpenBookingsPerEmail === undefined
        ? {}
        : { max_open_bookings_per_email: changes.maxOpenBookingsPerEmail }),
      updated_at: new Date(),
    })
    .execute();
}
