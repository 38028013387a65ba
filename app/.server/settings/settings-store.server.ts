import type { Kysely, Transaction } from "kysely";
import type { OpeningHours, SettingsSection, SettingsValues } from "~/lib/schemas/settings";
import { WEEK_DAYS, type WeekDay } from "~/lib/schemas/settings";
import type { Database } from "../db/schema.server";
import { writeBookingRules } from "../jobs/settings.server";
import { readMoneySettings, writeMoneySettings } from "./money-settings.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** "06:00:00" (a Postgres time) → "06:00". */
function wallClock(time: string): string {
  return time.slice(0, 5);
}

function isWeekDay(day: string): day is WeekDay {
  return (WEEK_DAYS as readonly string[]).includes(day);
}

/** Every section as stored, read past every cache: what the page edits and a save compares. */
export async function readSettings(db: Executor): Promise<SettingsValues> {
  const [business, areas, booking, targets, money] = await Promise.all([
    db.selectFrom("business_settings").selectAll().executeTakeFirstOrThrow(),
    db
      .selectFrom("service_areas")
      .select(["name", "latitude", "longitude"])
      .orderBy("position")
      .execute(),
    db.selectFrom("booking_settings").selectAll().executeTakeFirstOrThrow(),
    db.selectFrom("organisation_defaults").selectAll().executeTakeFirstOrThrow(),
    readMoneySettings(db),
  ]);
  const openingHours: OpeningHours[] = business.opening_hours.map((entry) => ({
    days: entry.days.filter(isWeekDay),
    opens: entry.opens,
    closes: entry.closes,
  }));
  return {
    profile: {
      name: business.name,
      phone: business.phone,
      email: business.email,
      address: business.address,
      city: business.city,
      postalCode: business.postal_code,
      region: business.region,
      website: business.website,
    },
    hours: { openingHours },
    areas: {
      latitude: Number(business.latitude),
      longitude: Number(business.longitude),
      serviceAreas: areas.map((area) => ({
        name: area.name,
        latitude: Number(area.latitude),
        longitude: Number(area.longitude),
      })),
    },
    rating: {
      ratingValue: Number(business.rating_value),
      reviewCount: business.review_count,
      sourceName: business.rating_source_name,
      sourceUrl: business.rating_source_url,
    },
    social: { sameAs: business.same_as },
    booking: {
      openTime: wallClock(booking.open_time),
      closeTime: wallClock(booking.close_time),
      windowHours: booking.window_hours,
      minNoticeMinutes: booking.min_notice_minutes,
      maxDaysAhead: booking.max_days_ahead,
      changeCutoffHours: booking.change_cutoff_hours,
      servedOutwardCodes: booking.served_outward_codes,
      jobsPerEngineerWindow: booking.jobs_per_engineer_window,
      maxOpenBookingsPerEmail: booking.max_open_bookings_per_email,
    },
    targets: {
      emergencyHours: targets.target_emergency_hours,
      urgentDays: targets.target_urgent_days,
      routineWorkingDays: targets.target_routine_working_days,
    },
    money,
  };
}

/** Stores one section's whole value (told apart by its fields) in the caller's transaction. */
export async function writeSection(
  trx: Transaction<Database>,
  value: SettingsValues[SettingsSection],
): Promise<void> {
  const now = new Date();
  if ("phone" in value) {
    await trx
      .updateTable("business_settings")
      .set({
        name: value.name,
        phone: value.phone,
        email: value.email,
        address: value.address,
        city: value.city,
        postal_code: value.postalCode,
        region: value.region,
        website: value.website,
        updated_at: now,
      })
      .execute();
  } else if ("openingHours" in value) {
    await trx
      .updateTable("business_settings")
      .set({ opening_hours: JSON.stringify(value.openingHours), updated_at: now })
      .execute();
  } else if ("serviceAreas" in value) {
    await trx
      .updateTable("business_settings")
      .set({ latitude: value.latitude, longitude: value.longitude, updated_at: now })
      .execute();
    await trx.deleteFrom("service_areas").execute();
    await trx
      .insertInto("service_areas")
      .values(value.serviceAreas.map((area, index) => ({ position: index + 1, ...area })))
      .execute();
  } else if ("ratingValue" in value) {
    await trx
      .updateTable("business_settings")
      .set({
        rating_value: value.ratingValue,
        review_count: value.reviewCount,
        rating_source_name: value.sourceName,
        rating_source_url: value.sourceUrl,
        updated_at: now,
      })
      .execute();
  } else if ("sameAs" in value) {
    await trx
      .updateTable("business_settings")
      .set({ same_as: value.sameAs, updated_at: now })
      .execute();
  } else if ("openTime" in value) {
    const { jobsPerEngineerWindow, ...rules } = value;
    await writeBookingRules(trx, rules);
    await trx
      .updateTable("booking_settings")
      .set({ jobs_per_engineer_window: jobsPerEngineerWindow })
      .execute();
  } else if ("vatRegistered" in value) {
    await writeMoneySettings(trx, value);
  } else {
    await trx
      .updateTable("organisation_defaults")
      .set({
        target_emergency_hours: value.emergencyHours,
        target_urgent_days: value.urgentDays,
        target_routine_working_days: value.routineWorkingDays,
        updated_at: now,
      })
      .execute();
  }
}
