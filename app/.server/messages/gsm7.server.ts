// The GSM 03.38 alphabet: a text message of these characters takes 160 per part; one other
// character makes the whole message UCS-2, 70 per part.
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
// Characters of the extension table: two septets each.
const GSM7_EXTENSION = "^{}\\[~]|€\f";

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

const REPLACEMENTS: Readonly<Record<string, string>> = {
  "–": "-",
  "—": "-",
  "‒": "-",
  "−": "-",
  "‘": "'",
  "’": "'",
  "‚": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "…": "...",
  "·": "-",
  "•": "-",
  "→": "to",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\t": " ",
};

export function isGsm7(text: string): boolean {
  return [...text].every((char) => BASIC.has(char) || EXTENSION.has(char));
}

/** How many septets a GSM-7 text takes: what the 160 of one part counts. */
export function gsm7Length(text: string): number {
  return [...text].reduce((total, char) => total + (EXTENSION.has(char) ? 2 : 1), 0);
}

/**
 * The text in GSM-7 characters, so that a message keeps 160 characters per part: typographic
 * dashes and quotes become plain ones, accented letters outside the alphabet lose their
 * accent ("ë" → "e"), and anything else left becomes "?".
 */
export function toGsm7(text: string): string {
  let out = "";
  for (const char of text) {
    if (BASIC.has(char) || EXTENSION.has(char)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const bare = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += bare !== char && isGsm7(bare) ? bare : "?";
  }
  return out;
}

/** Shortens a part of a message to at most `max` characters, ending with "..." if cut. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
}
