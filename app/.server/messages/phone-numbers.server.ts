// The "mobile" metadata tells number types apart (the "min" the browser uses does not).
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

/**
 * Whether a number can take our text messages: a valid mobile number of the United Kingdom
 * (+447…). Landlines, pagers and personal numbers, and mobiles of the Channel Islands and the
 * Isle of Man, cannot.
 */
export function isUkMobile(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone, "GB");
  return (
    parsed !== undefined &&
    parsed.isValid() &&
    parsed.country === "GB" &&
    parsed.getType() === "MOBILE" &&
    parsed.number.startsWith("+447")
  );
}
