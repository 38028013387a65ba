import { services } from "~/content/services";
import { DEFAULT_BOOKING_RULES, lastBookableDate, londonDate } from "~/lib/booking-rules";

/** What the booking page shows besides the form state: the services and the date range. */
export function bookingPageFacts(now: Date = new Date()) {
  return {
    services: services.map((service) => ({ slug: service.slug, name: service.name })),
    minDate: londonDate(now),
    maxDate: lastBookableDate(now, DEFAULT_BOOKING_RULES),
  };
}
