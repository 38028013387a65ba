// Numbers are read by their shape, the plan Ofcom publishes (decision 0087), not by which blocks
// are allocated today: the allocation tables refused real numbers ("07911 123456" is a live
// Guernsey range, dialled from any UK phone as it is written). libphonenumber's UK metadata
// (decision 0056) is kept only to lay stored numbers out the way people write them.
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { UK_METADATA } from "./phone-metadata.gb";

export const PHONE_EXAMPLE = "like 07911 123456 or 024 7699 0123";

/** Why a typed number is refused, in words the person can act on. */
export const PHONE_PROBLEMS = {
  empty: `Enter a UK phone number, ${PHONE_EXAMPLE}`,
  characters: "Use only digits, spaces, dashes and brackets, with + only at the start",
  extension: "Leave out the extension: enter the number alone",
  abroad: "Enter a UK number: this one is from another country (it does not start +44)",
  noLeadingZero: "Start the number with 0, or with +44 instead of the 0",
  tooShort:
    "That number is too short: UK numbers have 11 digits with the first 0, like 07911 123456",
  tooLong: "That number is too long: UK numbers have 11 digits with the first 0, like 07911 123456",
  notInUse: "UK numbers do not start with 04 or 06: check the number",
} as const;

export type PhoneProblem = keyof typeof PHONE_PROBLEMS;

export type ParsedUkPhone = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * How many digits follow the 0, by the digits that start them: 01 areas have 9 or 10
 * (016977 2345), 0800 has 9 or 10, the rest 10.
 */
const LENGTHS_BY_START: ReadonlyArray<{ start: RegExp; lengths: readonly number[] }> = [
  { start: /^1/, lengths: [9, 10] },
  { start: /^800/, lengths: [9, 10] },
  { start: /^[235789]/, lengths: [10] },
];

/** The digits after the UK's 0 or +44, or why there are none. */
type NationalDigits = { digits: string } | { problem: PhoneProblem };

function nationalDigits(input: string): NationalDigits {
  const text = input.trim().replace(/^tel:/i, "");
  if (text === "") return { problem: "empty" };
  if (/(?:ext|x|#)\s*\.?\s*\d+$/i.test(text)) return { problem: "extension" };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { problem: "characters" };
  const digits = text.replace(/\D/g, "");
  // "+44 (0)24 …" and "+44 07911 …": the UK's own 0 kept beside +44 is dropped, as a phone does.
  const afterCountryCode = (rest: string) => ({ digits: rest.replace(/^0/, "") });
  const abroad: NationalDigits = { problem: "abroad" };
  if (text.startsWith("+"))
    return digits.startsWith("44") ? afterCountryCode(digits.slice(2)) : abroad;
  if (digits.startsWith("00"))
    return digits.startsWith("0044") ? afterCountryCode(digits.slice(4)) : abroad;
  if (digits.startsWith("0")) return { digits: digits.slice(1) };
  // "447911123456": the + left off an international number.
  if (digits.startsWith("44") && digits.length >= 11) return { digits: digits.slice(2) };
  return { problem: "noLeadingZero" };
}

/** Reads a number as typed on a UK phone (07…, 01/02/03…, +44…, 0044…) into E.164, or says why not. */
export function parseUkPhone(input: string): ParsedUkPhone {
  const read = nationalDigits(input);
  if ("problem" in read) return { ok: false, problem: read.problem };
  const national = read.digits;
  if (national.length === 0) return { ok: false, problem: "tooShort" };
  if (/^[46]/.test(national)) return { ok: false, problem: "notInUse" };
  const rule = LENGTHS_BY_START.find(({ start }) => start.test(national));
  if (!rule) return { ok: false, problem: "notInUse" };
  const shortest = Math.min(...rule.lengths);
  const longest = Math.max(...rule.lengths);
  if (national.length < shortest) return { ok: false, problem: "tooShort" };
  if (national.length > longest) return { ok: false, problem: "tooLong" };
  return { ok: true, e164: `+44${national}` };
}

/** A UK number in E.164 (+447911123456), or null. */
export function toE164UkPhone(input: string): string | null {
  const parsed = parseUkPhone(input);
  return parsed.ok ? parsed.e164 : null;
}

/** What to tell the person about a number that is refused, or null when it is fine. */
export function ukPhoneProblem(input: string): string | null {
  const parsed = parseUkPhone(input);
  return parsed.ok ? null : PHONE_PROBLEMS[parsed.problem];
}

/** Shows a stored E.164 number the way people in the UK write it: 024 7699 0123. */
export function formatUkPhone(e164: string): string {
  return parseUkPhone(e164).ok
    ? (parsePhoneNumberFromString(e164, "GB", UK_METADATA)?.formatNational() ?? e164)
    : e164;
}
