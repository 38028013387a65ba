import { z } from "zod";
import { isCalendarDate } from "../calendar-date";
import { contactStepSchema, detailsStepSchema } from "./booking";
import { DISPATCH_MESSAGES, jobNoteSchema, officeCancelSchema } from "./dispatch";
import { jobIdSchema } from "./portal";
import { multilineText, text } from "./text";
import { MAX_PRICE_PENCE, parsePounds } from "../pounds";

export { MAX_PRICE_PENCE, parsePounds };

export const ADMIN_JOB_MESSAGES = {
  price: "Enter an amount in pounds and pence, like 45 or 45.50",
  priceHigh: "Enter at most £1,000,000.00",
  date: "Choose the day of the window",
  window: "Choose an arrival window",
  bothOrNeither: "Choose both the day and the window, or neither to keep the job's window",
} as const;

/** The price charged, optional: an empty field takes the price off. */
export const priceSchema = z.object({
  jobId: jobIdSchema,
  price: text()
    .max(20, ADMIN_JOB_MESSAGES.price)
    .optional()
    .transform((value, context) => {
      const pence = parsePounds(value ?? "");
      if (pence === "invalid") {
        context.addIssue({ code: z.ZodIssueCode.custom, message: ADMIN_JOB_MESSAGES.price });
        return z.NEVER;
      }
      if (pence !== null && pence > MAX_PRICE_PENCE) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: ADMIN_JOB_MESSAGES.priceHigh });
        return z.NEVER;
      }
      return pence;
    }),
});

const optionalDay = z
  .union([z.literal(""), text().refine(isCalendarDate, ADMIN_JOB_MESSAGES.date)])
  .optional()
  .transform((value) => value || null);

/** A window by its start on the day's grid, "08:00". */
const windowTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ADMIN_JOB_MESSAGES.window);

const optionalEngineer = z
  .union([z.literal(""), text().uuid(DISPATCH_MESSAGES.engineer)])
  .optional()
  .transform((value) => value || null);

/**
 * The job page's assign/move form: an engineer (or none) and, to move it, a day and one of
 * that day's windows by its start time, so the window list needs no second trip for the day
 * chosen. An empty day and window keep the job's window.
 */
export const jobDispatchFormSchema = z
  .object({
    jobId: jobIdSchema,
    engineerId: optionalEngineer,
    date: optionalDay,
    windowTime: z
      .union([z.literal(""), windowTime])
      .optional()
      .transform((value) => value || null),
    reason: multilineText()
      .trim()
      .max(2000, DISPATCH_MESSAGES.long)
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (Boolean(value.date) !== Boolean(value.windowTime)) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [value.date ? "windowTime" : "date"],
        message: ADMIN_JOB_MESSAGES.bothOrNeither,
      });
    }
  });

export { jobNoteSchema, officeCancelSchema };

/** The forms of /admin/jobs/{reference}, by the `intent` each posts. */
// "estimate" and "comment" post the schemas of ./approvals (estimateSchema, officeCommentSchema).
export const ADMIN_JOB_INTENTS = [
  "dispatch",
  "cancel",
  "note",
  "price",
  "estimate",
  "comment",
] as const;
export type AdminJobIntent = (typeof ADMIN_JOB_INTENTS)[number];

export const ADMIN_JOB_FORM_SCHEMAS = [
  jobDispatchFormSchema,
  officeCancelSchema,
  jobNoteSchema,
  priceSchema,
];

export function adminJobIntent(formData: FormData): AdminJobIntent | null {
  const intent = formData.get("intent");
  return ADMIN_JOB_INTENTS.find((candidate) => candidate === intent) ?? null;
}

/**
 * The office's booking for a caller (/admin/jobs/new): the booking form's fields and rules,
 * the window chosen by its start time on the day, and optionally the engineer.
 */
export const callerBookingSchema = detailsStepSchema.merge(contactStepSchema).extend({
  date: text({ required_error: ADMIN_JOB_MESSAGES.date }).refine(
    isCalendarDate,
    ADMIN_JOB_MESSAGES.date,
  ),
  windowTime: text({ required_error: ADMIN_JOB_MESSAGES.window }).pipe(windowTime),
  engineerId: optionalEngineer,
});
