import type { Passage } from "./passages";
import type { ReadQuestion } from "./question";
import type { AssistantFact, Citation } from "./types";

/**
 * The model-free wording: the facts that answer the question as its first sentences, then
 * the chosen passages (passage-choice.ts). Pure; every sentence is the site's own.
 */

/** Pages cited once each, in the order used. */
export function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    if (seen.has(citation.href)) return false;
    seen.add(citation.href);
    return true;
  });
}

export function citationOf(passage: Passage): Citation {
  return { href: passage.href, title: passage.pageTitle };
}

/** The facts as sentences, for an answer no passage adds to (and for a model to reword). */
export function factsAsText(facts: readonly AssistantFact[]): string {
  return facts
    .map((fact) => `${fact.label}: ${fact.value}${/[.!?]$/.test(fact.value) ? "" : "."}`)
    .join(" ");
}

/**
 * The answer's first words: the facts that answer what was asked, as sentences (the area's
 * verdict with our nearest town and the phone, the price, the free windows, the hours, the
 * phone), so a passage never opens an answer it does not answer.
 */
export function leadOf(facts: readonly AssistantFact[], asks: ReadQuestion["asks"]): string {
  const value = (label: string) => facts.find((fact) => fact.label === label)?.value;
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  const lines: string[] = [];
  const area = value("Area");
  const nearest = value("Nearest area we cover");
  const phone = value("Phone");
  const outside = area?.startsWith("No,") ?? false;
  if (area) lines.push(sentence(area));
  if (nearest) lines.push(`The nearest place we cover is ${sentence(nearest)}`);
  if (outside && phone) {
    lines.push(
      `Call us on ${phone} or send us an enquiry and we will tell you whether we can help.`,
    );
  }
  if (asks.price) {
    lines.push(
      ...facts.filter((fact) => fact.label === "Price").map((fact) => sentence(fact.value)),
    );
  }
  const windows = value("Next free windows");
  if (windows) lines.push(`Next free windows: ${sentence(windows)}`);
  const hours = value("Opening hours");
  if (hours && asks.hours) lines.push(`We are open ${sentence(hours)}`);
  if (phone && asks.phone && !outside) lines.push(`Call us on ${sentence(phone)}`);
  return lines.join(" ");
}

/** The offer every declined answer ends with: a person, the form, the list of services. */
export function handOverText(phoneDisplay: string): string {
  return `For anything about our work, call us on ${phoneDisplay}, send us a message through the contact form, or look through the services we offer.`;
}

export const HAND_OVER_CITATIONS: readonly Citation[] = [
  { href: "/contact", title: "Contact us" },
  { href: "/services", title: "Our services" },
];
