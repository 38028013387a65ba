// The "mobile" metadata tells number types apart (the "min" the browser uses does not).
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

/**
 * Whether a number can take our text messages: a mobile number on +447. Jersey, Guernsey and the
 * Isle of Man share the UK's plan, and a customer with such a mobile (07911 1…, 07781…) books
 * like anyone else (decision 0087); landlines, pagers and personal numbers cannot take texts.
 */
export function isUkMobile(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone, "GB");
  return (
    parsed !== undefined &&
    parsed.isValid() &&
    parsed.getType() === "MOBILE" &&
    parsed.number.startsWith("+447")
  );
}
