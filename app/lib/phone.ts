// The core of libphonenumber-js with the United Kingdom's rules only (decision 0056): the same
// answers as its "min" build for every number we accept or show, for 3 KB in the browser
// instead of every country's 30. Numbers of other countries parse to nothing, so they are
// refused as before; Jersey, Guernsey and the Isle of Man, which share +44, fail the UK's own
// patterns as they failed `country === "GB"` before.
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { UK_METADATA } from "./phone-metadata.gb";

function parseUk(input: string) {
  return parsePhoneNumberFromString(input, "GB", UK_METADATA);
}

/** A valid UK number in E.164 (+447700900123), or null. */
export function toE164UkPhone(input: string): string | null {
  const parsed = parseUk(input);
  return parsed && parsed.isValid() && parsed.country === "GB" ? parsed.number : null;
}

/** Shows a stored E.164 number the way people in the UK write it: 024 7699 0123. */
export function formatUkPhone(e164: string): string {
  return parseUk(e164)?.formatNational() ?? e164;
}
