// Read in the browser (the assistant's answers), so by shape alone: app/lib/phone.ts and its
// layout metadata would weigh more than the page may (see PhoneLink).

/**
 * A UK number as the site lays numbers out (formatUkPhone: "024 7699 0123", "07911 123456",
 * "0800 123 4567", "01632 960123") or as a model might copy it ("+44 24 7699 0123", no spaces):
 * a 0 or +44 that starts no word, then up to three groups of digits.
 */
const PHONE_SHAPED = /(?:\+44 ?|\b0)\d{2,5}(?: ?\d{3,6}){0,2}(?!\d)/g;

/** After the 0 or 44, a UK number has 9 or 10 digits, the first not 0. */
const NATIONAL_DIGITS = /^[1-9]\d{8,9}$/;

export interface TextPart {
  text: string;
  /** The part is a UK phone number, to be shown as a link that dials it. */
  phone: boolean;
}

/** A plain text cut into its phone numbers and the words between them, in order. */
export function splitPhoneNumbers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(PHONE_SHAPED)) {
    const national = match[0].replace(/\D/g, "").replace(/^44|^0/, "");
    if (!NATIONAL_DIGITS.test(national)) continue;
    if (match.index > end) parts.push({ text: text.slice(end, match.index), phone: false });
    parts.push({ text: match[0], phone: true });
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push({ text: text.slice(end), phone: false });
  return parts;
}
