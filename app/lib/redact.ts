/**
 * Personal data out of free text a visitor typed (the assistant's question log, issue 13):
 * e-mail addresses, phone numbers and other long numbers are replaced by a placeholder.
 * Postcodes stay: an outward code and sector name an area of a few thousand homes, and the
 * owner needs the area to see where the questions come from. Short numbers stay too
 * ("2 shelves", "£65", "10:30"): they carry the question's meaning.
 */

export const EMAIL_PLACEHOLDER = "[e-mail]";
export const PHONE_PLACEHOLDER = "[phone]";
export const NUMBER_PLACEHOLDER = "[number]";

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * Digits joined by at most two spaces, dashes, dots or brackets: "07700 900123",
 * "+44 (0)24 7699 0123", "0 7 7 0 0…". Not started inside a word, so the "3" of "CV3" never
 * begins one; an opening "+" or "(" belongs to the number.
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}])(?:\+\s?|\(\s?)?\d(?:[\s\-.()]{0,2}\d)*/gu;

/** Fewer digits than this is a quantity, a price, a time or a date part, not a person's number. */
const LONGEST_KEPT_DIGITS = 7;

/** UK numbers: 0 and 9–10 more digits, or the same after 44 without the 0 (+44 7700 900123). */
function isUkPhone(digits: string): boolean {
  return /^0\d{9,10}$/.test(digits) || /^(?:00)?44(?:0)?\d{9,10}$/.test(digits);
}

function replaceLongNumber(match: string): string {
  const digits = match.replace(/\D/g, "");
  if (digits.length <= LONGEST_KEPT_DIGITS) return match;
  return isUkPhone(digits) ? PHONE_PLACEHOLDER : NUMBER_PLACEHOLDER;
}

/** The text with e-mail addresses and phone (and other long) numbers replaced. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, EMAIL_PLACEHOLDER).replace(DIGIT_RUN, replaceLongNumber);
}
