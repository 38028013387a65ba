import { toE164UkPhone } from "~/lib/phone";
import { normalisePostcode } from "~/lib/postcode";

/**
 * What the office typed in the search box, read as the one thing it most likely is, so each
 * kind is answered from its own index instead of scanning every job for every field:
 * a reference (or its number), an e-mail address (or its start), a UK phone number, a
 * postcode (or its start), or else words of a name or of the address ("spon street").
 */
export type JobSearch =
  | { kind: "reference"; number: string }
  | { kind: "email"; prefix: string }
  | { kind: "phone"; e164: string }
  | { kind: "postcode"; prefix: string }
  | { kind: "name"; words: string[]; emailPrefix: string };

const REFERENCE = /^(?:CV-?\d{4}-?)?(\d{1,12})$/i;
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const PARTIAL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{0,2}$/;
const MAX_WORDS = 5;

/** "000123", "123" or "CV-2026-000123" → "000123", as references pad their number. */
function referenceNumber(digits: string): string | null {
  const number = digits.replace(/^0+/, "");
  return number ? number.padStart(6, "0") : null;
}

/** The search, or null when nothing searchable was typed (only punctuation, say). */
export function readJobSearch(typed: string): JobSearch | null {
  const query = typed.trim().replace(/\s+/g, " ");
  if (!query) return null;

  const phone = /^[+\d][\d ()-]{5,}$/.test(query) ? toE164UkPhone(query) : null;
  // A whole UK number is a phone; a shorter run of digits is a reference's number.
  if (phone && query.replace(/\D/g, "").length >= 10) return { kind: "phone", e164: phone };
  const reference = REFERENCE.exec(query.replace(/ /g, ""));
  if (reference?.[1]) {
    const number = referenceNumber(reference[1]);
    if (number) return { kind: "reference", number };
  }
  if (query.includes("@")) return { kind: "email", prefix: query.toLowerCase() };

  const postcode = normalisePostcode(query);
  if (postcode) return { kind: "postcode", prefix: postcode };
  const upper = query.toUpperCase();
  if (OUTWARD.test(upper)) return { kind: "postcode", prefix: `${upper} ` };
  if (PARTIAL_POSTCODE.test(upper)) return { kind: "postcode", prefix: upper };

  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { kind: "name", words, emailPrefix: query.toLowerCase() };
}

/** A LIKE pattern that matches values starting with `prefix`, wildcards in it taken literally. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** "sarah mitch" → "sarah:* & mitch:*": every word, as the start of a word of the name. */
export function prefixTsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}
