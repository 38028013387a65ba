import { z } from "zod";
import { optionalEstimate } from "./approvals";
import { STAFF_NOTE_MAX_LENGTH } from "./dispatch";
import { jobIdSchema } from "./portal";
import { multilineText, text } from "./text";
import {
  ENGINEER_STEPS,
  FINISH_PHOTO_FIELDS,
  JOB_OUTCOMES,
  OUTCOME_LABELS,
  SIGN_OFF_MAX_LENGTH,
  type EngineerStep,
} from "../engineer-steps";

export {
  ENGINEER_STEPS,
  FINISH_PHOTO_FIELDS,
  JOB_OUTCOMES,
  OUTCOME_LABELS,
  SIGN_OFF_MAX_LENGTH,
  type EngineerStep,
};

export const ENGINEER_MESSAGES = {
  arrival: "Give the arrival time as hours and minutes, like 09:35",
  outcome: "Choose how the visit ended",
  summary: "Write a short summary for the customer",
  long: `Keep it to ${STAFF_NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
  signOff: `Keep the name to ${SIGN_OFF_MAX_LENGTH} characters or fewer`,
  photos: "Choose the photos again",
  estimateNeedsFollowUp:
    "An estimate is for the follow-up: choose “Needs a return visit” or “Needs a quote”, or leave it empty",
} as const;

/**
 * The status the page showed when the button was drawn. The server compares it with the job's
 * status under the row lock, so a second tap or a page left open changes nothing.
 */
const expectedStatus = z.enum(
  ["requested", "confirmed", "scheduled", "en_route", "on_site", "completed", "cancelled"],
  { message: "Reload the page and try again" },
);

// A checkbox posts "on" when ticked and nothing when not.
const checkbox = z.preprocess((value) => value === "on" || value === true, z.boolean());

/** "09:35" from a time field; browsers may add seconds ("09:35:00"), which are ignored. */
export const ARRIVAL_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/;

export const onMyWaySchema = z.object({
  jobId: jobIdSchema,
  expectedStatus,
  arrival: text({ required_error: ENGINEER_MESSAGES.arrival }).regex(
    ARRIVAL_PATTERN,
    ENGINEER_MESSAGES.arrival,
  ),
  late: checkbox,
  /** "The customer agreed to an earlier visit": asked for by app/lib/arrival-rules.ts. */
  early: checkbox,
});

export const arrivedSchema = z.object({ jobId: jobIdSchema, expectedStatus, early: checkbox });

const optionalText = (max: number, message: string) =>
  multilineText()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

/**
 * The finish form's text fields; its photos are checked on the server when they arrive, its
 * time on site and materials by readFinishBillables (app/lib/finish-billables.ts), which the
 * offline queue's check shares, so that every message comes back at once. An
 * estimate (pounds and pence) goes with a visit that needs a follow-up: the follow-up job
 * carries it, and an organisation's job above its spend limit waits for approval.
 */
export const finishSchema = z
  .object({
    jobId: jobIdSchema,
    expectedStatus,
    outcome: z.enum(JOB_OUTCOMES, { errorMap: () => ({ message: ENGINEER_MESSAGES.outcome }) }),
    summary: multilineText({ required_error: ENGINEER_MESSAGES.summary })
      .trim()
      .min(1, ENGINEER_MESSAGES.summary)
      .max(STAFF_NOTE_MAX_LENGTH, ENGINEER_MESSAGES.long),
    internalNote: optionalText(STAFF_NOTE_MAX_LENGTH, ENGINEER_MESSAGES.long),
    signedOffBy: text()
      .max(SIGN_OFF_MAX_LENGTH, ENGINEER_MESSAGES.signOff)
      .optional()
      .transform((value) => value || null),
    estimate: optionalEstimate,
  })
  .superRefine((value, context) => {
    if (value.estimate !== null && value.outcome === "completed") {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["estimate"],
        message: ENGINEER_MESSAGES.estimateNeedsFollowUp,
      });
    }
  });

/** An engineer's note for the office, on the job's timeline (never shown to the customer). */
export const engineerNoteSchema = z.object({
  jobId: jobIdSchema,
  note: multilineText({ required_error: "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(STAFF_NOTE_MAX_LENGTH, ENGINEER_MESSAGES.long),
});

export const withdrawLeaveSchema = z.object({ leaveId: text().uuid("Choose a leave request") });

/** "Take payment" on a finished job: a Checkout page for what its invoice still asks. */
export const takePaymentSchema = z.object({ jobId: jobIdSchema });

/** What each form of the engineer's pages posts as `intent`. */
export const ENGINEER_FORM_INTENTS = [
  ...ENGINEER_STEPS,
  "note",
  "leave",
  "withdraw-leave",
  "take-payment",
] as const;
export type EngineerFormIntent = (typeof ENGINEER_FORM_INTENTS)[number];

export function engineerFormIntent(formData: FormData): EngineerFormIntent | null {
  const intent = formData.get("intent");
  return ENGINEER_FORM_INTENTS.find((candidate) => candidate === intent) ?? null;
}
