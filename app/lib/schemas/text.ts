import { z } from "zod";

/**
 * Postgres refuses NUL in text, and no person types control codes into a form: every text
 * field of every schema starts from one of these, so each refuses them with a message next
 * to the field instead of failing when the row is written.
 */
export const CONTROL_CHARACTER_MESSAGE =
  "Remove the hidden control characters from this field (they can come from copying and pasting)";

/**
 * The C0 controls and DEL as the inside of a regex character class, in `\uXXXX` escapes
 * written out as text, never raw: each regex's source becomes the `pattern` attribute of
 * its field's input (Conform copies it from the schema), and HTML allows no raw control
 * characters. A multi-line field keeps tab (09), line feed (0A) and carriage return (0D).
 */
const SINGLE_LINE_CONTROLS = String.raw`\u0000-\u001F\u007F`;
const MULTI_LINE_CONTROLS = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F`;

/** True when the value holds a control character (a multi-line value may hold tabs and breaks). */
export function hasControlCharacter(value: string, multiline = false): boolean {
  return new RegExp(`[${multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS}]`).test(value);
}

const SINGLE_LINE = new RegExp(`^[^${SINGLE_LINE_CONTROLS}]*$`);
const MULTI_LINE = new RegExp(`^[^${MULTI_LINE_CONTROLS}]*$`);

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text field (name, address, postcode, e-mail…), trimmed: a pasted line break at
 * either end is not worth a message. */
export function text(params?: StringParams) {
  return z.string(params).trim().regex(SINGLE_LINE, CONTROL_CHARACTER_MESSAGE);
}

/** A text area (description, note, message): line breaks and tabs allowed. */
export function multilineText(params?: StringParams) {
  return z.string(params).regex(MULTI_LINE, CONTROL_CHARACTER_MESSAGE);
}
