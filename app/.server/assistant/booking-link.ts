import type { ReadQuestion } from "./question";
import type { MatchedService } from "./service-match";

/** The booking form takes a description of at most this many characters. */
const DESCRIPTION_MAX = 500;

/**
 * "Book this": /book with what the question already said filled in (service, description,
 * postcode, day, emergency), so the visitor does not type it twice.
 */
export function bookingLink(ask: {
  question: string;
  service: MatchedService | null;
  read: ReadQuestion;
  emergency: boolean;
}): { href: string; label: string } {
  const query = new URLSearchParams();
  const service = ask.service?.bookingSlug ?? (ask.emergency ? "emergency-repairs" : null);
  if (service) query.set("service", service);
  query.set("description", ask.question.trim().slice(0, DESCRIPTION_MAX));
  if (ask.read.postcode?.full) query.set("postcode", ask.read.postcode.text);
  if (ask.read.day) query.set("date", ask.read.day);
  if (ask.emergency) query.set("emergency", "1");
  return {
    href: `/book?${query.toString()}`,
    label: ask.service ? `Book this: ${ask.service.name}` : "Book a visit",
  };
}
