import type { Whereabouts } from "./follow-up";
import type { MatchedService } from "./service-match";

/** The booking form takes a description of at most this many characters. */
const DESCRIPTION_MAX = 500;

/**
 * "Book this": /book with what the conversation already said filled in (service,
 * description, postcode or just its district, day, emergency), so the visitor does not type
 * it twice. The form leaves out a value it would refuse.
 */
export function bookingLink(ask: {
  description: string;
  service: MatchedService | null;
  where: Whereabouts;
  day: string | null;
  emergency: boolean;
}): { href: string; label: string } {
  const query = new URLSearchParams();
  const service = ask.service?.bookingSlug ?? (ask.emergency ? "emergency-repairs" : null);
  if (service) query.set("service", service);
  query.set("description", ask.description.trim().slice(0, DESCRIPTION_MAX));
  if (ask.where.postcode) query.set("postcode", ask.where.postcode.text);
  if (ask.day) query.set("date", ask.day);
  if (ask.emergency) query.set("emergency", "1");
  return {
    href: `/book?${query.toString()}`,
    label: ask.service ? `Book this: ${ask.service.name}` : "Book a visit",
  };
}
