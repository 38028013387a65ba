import { z } from "zod";

/**
 * Postgres refuses NUL in text, and no person types control codes into a form: every text
 * field of every schema starts from one of these, so each refuses them with a message next
 * to the field instead of failing when the row is written.
 */
export const CONTROL_CHARACTER_MESSAGE =
  "Remove the hidden control characters from this field (they can come from copying and pasting)";

const MULTI_LINE_KEEPS = "\t\n\r";

/** The C0 controls and DEL, less those a field keeps. */
function controlCharacters(keep = ""): string {
  const codes = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f];
  return String.fromCharCode(...codes).replace(new RegExp(`[${keep}]`, "g"), "");
}

/** True when the value holds a control character (a multi-line value may hold tabs and breaks). */
export function hasControlCharacter(value: string, multiline = false): boolean {
  return new RegExp(`[${controlCharacters(multiline ? MULTI_LINE_KEEPS : "")}]`).test(value);
}

const SINGLE_LINE = new RegExp(`^[^${controlCharacters()}]*$`);
const MULTI_LINE = new RegExp(`^[^${controlCharacters(MULTI_LINE_KEEPS)}]*$`);

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
