import type { Kysely } from "kysely";
import { services } from "~/content/services";
import { bookableHours, lastBookableDate, londonDate } from "~/lib/booking-rules";
import { describeOpeningHours } from "~/lib/opening-hours";
import { describeServedArea } from "~/lib/postcode";
import type { Database } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";

/**
 * What the booking page shows besides the form state: the services, the date range, the
 * postcodes served and when windows are offered, from the same settings the booking
 * transaction reads (cached in the process).
 */
export async function bookingPageFacts(db: Kysely<Database>, now: Date = new Date()) {
  const rules = await getBookingSettings(db);
  return {
    services: services.map((service) => ({ slug: service.slug, name: service.name })),
    minDate: londonDate(now),
    maxDate: lastBookableDate(now, rules),
    servedArea: describeServedArea(rules.servedOutwardCodes),
    /** "every day 06:00–22:00": the windows' span, inside the opening hours. */
    windowsOffered: describeOpeningHours(bookableHours(rules)),
    /** When someone answers the phone: the opening hours. */
    openingHours: describeOpeningHours(rules.openingHours),
  };
}
