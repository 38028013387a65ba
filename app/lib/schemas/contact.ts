import { z } from "zod";
import { postcodeField, ukPhoneField } from "./fields";
import { multilineText, text } from "./text";
import { PHONE_PROBLEMS } from "../phone";
import { forgotPasswordSchema } from "./auth";
import { normaliseUkPostcode } from "../postcode";

// It lives with the other postcode rules, which pages load without zod; still exported here.
export { normaliseUkPostcode };

export const PHONE_MESSAGE = PHONE_PROBLEMS.empty;
export const POSTCODE_MESSAGE = "Enter a full UK postcode, like CV1 5DZ";
const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;
const PROPERTIES_MAX = 10_000;

// The same rules and messages as every account form.
const email = forgotPasswordSchema.shape.email;

const name = text({ required_error: "Enter your name" })
  .trim()
  .min(2, "Enter your name")
  .max(100, "Use at most 100 characters");

const phone = ukPhoneField();

const postcode = postcodeField(POSTCODE_MESSAGE);

const message = multilineText({ required_error: "Tell us what you need" })
  .trim()
  .min(
    MESSAGE_MIN_LENGTH,
    `Tell us a little more, in at least ${MESSAGE_MIN_LENGTH} characters, so we can help`,
  )
  .max(
    MESSAGE_MAX_LENGTH,
    `Keep your message to ${MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
  );

const companyName = text({ required_error: "Enter your company name" })
  .trim()
  .min(2, "Enter your company name")
  .max(120, "Use at most 120 characters");

const propertiesCount = z.coerce
  .number({ invalid_type_error: "Enter how many properties you manage, like 12" })
  .int("Enter a whole number of properties")
  .min(1, "Enter at least 1 property")
  .max(PROPERTIES_MAX, `Enter at most ${PROPERTIES_MAX.toLocaleString("en-GB")} properties`);

export const contactSchema = z.object({ name, email, phone, postcode, message });

export const propertyEnquirySchema = contactSchema.extend({ companyName, propertiesCount });

export type ContactInput = z.infer<typeof contactSchema>;
export type PropertyEnquiryInput = z.infer<typeof propertyEnquirySchema>;
