import { z } from "zod";
import { postcodeField, ukPhoneField, windowStartField } from "./fields";
import { multilineText, text } from "./text";
import { isCalendarDate } from "../calendar-date";
import { PHONE_PROBLEMS } from "../phone";
import { forgotPasswordSchema } from "./auth";

/**
 * The slugs of the 15 service pages, listed here rather than imported from the content so
 * the browser bundle does not carry the service pages' copy (a unit test keeps them equal).
 */
export const BOOKABLE_SERVICE_SLUGS = [
  "general-repairs",
  "carpentry-joinery",
  "painting-decorating",
  "electrical-services",
  "plumbing-repairs",
  "security-locks",
  "home-improvements",
  "appliance-installation",
  "emergency-repairs",
  "garden-maintenance",
  "pat-testing",
  "gutter-cleaning",
  "pressure-washing",
  "tiling-services",
  "insulation-services",
] as const;

export const BOOKING_MESSAGES = {
  service: "Choose the service you need",
  descriptionRequired: "Describe the job",
  descriptionShort:
    "Tell us a little more, in at least 10 characters, so the engineer comes prepared",
  descriptionLong: "Keep the description to 2,000 characters or fewer",
  postcode: "Enter a full UK postcode, like CV1 5DZ",
  date: "Choose a date",
  window: "Choose an arrival window",
  addressRequired: "Enter the address of the job",
  addressShort: "Enter the full address, like 12 Spon Street, Coventry",
  addressLong: "Use at most 200 characters",
  name: "Enter your name",
  nameLong: "Use at most 100 characters",
  phone: PHONE_PROBLEMS.empty,
  textsAllowed: "Say whether we may send you text messages",
} as const;

const DESCRIPTION_MIN_LENGTH = 10;
const DESCRIPTION_MAX_LENGTH = 2000;

const service = z.enum(BOOKABLE_SERVICE_SLUGS, {
  errorMap: () => ({ message: BOOKING_MESSAGES.service }),
});

const description = multilineText({ required_error: BOOKING_MESSAGES.descriptionRequired })
  .trim()
  .min(DESCRIPTION_MIN_LENGTH, BOOKING_MESSAGES.descriptionShort)
  .max(DESCRIPTION_MAX_LENGTH, BOOKING_MESSAGES.descriptionLong);

// A checkbox posts "on" when ticked and nothing when not.
const emergency = z.preprocess((value) => value === "on" || value === true, z.boolean());

const postcode = postcodeField(BOOKING_MESSAGES.postcode);

const date = text({ required_error: BOOKING_MESSAGES.date })
  .trim()
  .refine(isCalendarDate, BOOKING_MESSAGES.date);

/** An instant with its offset, as the windows list gives it; returned in the canonical form. */
const windowStart = windowStartField(BOOKING_MESSAGES.window, BOOKING_MESSAGES.window);

const address = text({ required_error: BOOKING_MESSAGES.addressRequired })
  .trim()
  .min(5, BOOKING_MESSAGES.addressShort)
  .max(200, BOOKING_MESSAGES.addressLong);

const name = text({ required_error: BOOKING_MESSAGES.name })
  .trim()
  .min(2, BOOKING_MESSAGES.name)
  .max(100, BOOKING_MESSAGES.nameLong);

// The same rules and messages as every account form.
const email = forgotPasswordSchema.shape.email;

const phone = ukPhoneField();

/**
 * "Send me text messages about this booking": the box posts "on" when ticked; the steps after
 * it carry "on" or "off" in a hidden field. Left out (an older form, a direct post), the answer
 * is the column's default, yes.
 */
const textsAllowed = z
  .enum(["on", "off"], { errorMap: () => ({ message: BOOKING_MESSAGES.textsAllowed }) })
  .transform((value) => value === "on")
  .optional();

export const detailsStepSchema = z.object({ service, description, emergency, postcode });
export const slotStepSchema = z.object({ date, windowStart });
export const contactStepSchema = z.object({ address, name, email, phone, textsAllowed });
export const bookingSchema = detailsStepSchema.merge(slotStepSchema).merge(contactStepSchema);

export type BookingInput = z.output<typeof bookingSchema>;
