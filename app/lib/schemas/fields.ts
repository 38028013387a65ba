import { z } from "zod";
import { PHONE_PROBLEMS, parseUkPhone } from "../phone";
import { normaliseUkPostcode } from "../postcode";
import { text } from "./text";

const INSTANT_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A UK postcode, returned as "CV1 5DZ"; anything else gets `message`. */
export function postcodeField(message: string) {
  return text({ required_error: message })
    .max(16, message)
    .transform((value, context) => {
      const normalised = normaliseUkPostcode(value);
      if (normalised) return normalised;
      context.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    });
}

/** Reads a typed UK number into E.164, or adds the issue that says what is wrong with it. */
function toE164OrIssue(value: string, context: z.RefinementCtx) {
  const parsed = parseUkPhone(value);
  if (parsed.ok) return parsed.e164;
  context.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_PROBLEMS[parsed.problem] });
  return z.NEVER;
}

/** The phone of every form: a number as a UK phone dials it, returned in E.164 (decision 0087). */
export function ukPhoneField() {
  return text({ required_error: PHONE_PROBLEMS.empty })
    .max(30, PHONE_PROBLEMS.tooLong)
    .transform(toE164OrIssue);
}

/** A phone that may be left empty: null then. */
export function optionalUkPhoneField() {
  return text()
    .max(30, PHONE_PROBLEMS.tooLong)
    .optional()
    .transform((value, context) => (value ? toE164OrIssue(value, context) : null));
}

/**
 * An arrival window's start: an instant with its offset, as the windows list gives it, returned
 * in the canonical form; anything else gets `message` (and so does a missing one, when
 * `missing` is given).
 */
export function windowStartField(message: string, missing?: string) {
  return text(missing === undefined ? undefined : { required_error: missing })
    .max(40, message)
    .transform((value, context) => {
      const instant = INSTANT_WITH_OFFSET.test(value) ? new Date(value) : null;
      if (instant && !Number.isNaN(instant.getTime())) return instant.toISOString();
      context.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    });
}
