import { toE164UkPhone } from "~/lib/phone";
import { normalisePostcode } from "~/lib/postcode";

/**
 * What the office typed in the inbox's search box, read as the one thing it most likely is,
 * so each kind is answered from its own index: an enquiry's reference (#42), an e-mail address
 * (or its start), a UK phone number, a postcode (or its start), or else words of the name,
 * company or message.
 */
export type EnquirySearch =
  | { kind: "reference"; id: string }
  | { kind: "email"; prefix: string }
  | { kind: "phone"; e164: string }
  | { kind: "postcode"; prefix: string }
  | { kind: "words"; words: string[] };

const REFERENCE = /^#?(\d{1,9})$/;
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const PARTIAL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{0,2}$/;
const MAX_WORDS = 5;
const MAX_WORD_LENGTH = 40;

/** The search, or null when nothing searchable was typed (only punctuation, say). */
export function readEnquirySearch(typed: string): EnquirySearch | null {
  const query = typed.trim().replace(/\s+/g, " ");
  if (!query) return null;

  const digits = query.replace(/\D/g, "");
  if (/^[+\d][\d ()-]{5,}$/.test(query) && digits.length >= 10) {
    const phone = toE164UkPhone(query);
    if (phone) return { kind: "phone", e164: phone };
  }
  const reference = REFERENCE.exec(query.replace(/ /g, ""));
  if (reference?.[1]) {
    const id = reference[1].replace(/^0+/, "");
    if (id) return { kind: "reference", id };
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
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { kind: "words", words };
}
