import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A valid UK number in E.164 (+447700900123), or null. */
export function toE164UkPhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, "GB");
  return parsed && parsed.isValid() && parsed.country === "GB" ? parsed.number : null;
}

/** Shows a stored E.164 number the way people in the UK write it: 024 7699 0123. */
export function formatUkPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, "GB")?.formatNational() ?? e164;
}
