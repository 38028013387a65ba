import { z } from "zod";
import { forgotPasswordSchema } from "./auth";
import { slotStepSchema } from "./booking";
import { multilineText, text } from "./text";

/** The longest note or cancellation reason a customer may write. */
export const NOTE_MAX_LENGTH = 1000;

/** What the job forms post as `intent`; each has its own schema below. */
const JOB_FORM_INTENTS = ["show-windows", "reschedule", "cancel", "note", "photos"] as const;
export type JobFormIntent = (typeof JOB_FORM_INTENTS)[number];

/** The job card's "Track this job": no change to the job, answered by a redirect to a new link. */
export const TRACK_INTENT = "track";

export const PORTAL_MESSAGES = {
  note: "Write your note",
  photos: "Choose at least one photo to add",
  noteLong: `Keep the note to ${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
  reasonLong: `Keep the reason to ${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
} as const;

export const jobIdSchema = text().uuid();

/** "Show free times": the day whose windows the reschedule form lists. */
export const showWindowsSchema = z.object({ jobId: jobIdSchema, date: slotStepSchema.shape.date });

export const rescheduleSchema = showWindowsSchema.extend({
  windowStart: slotStepSchema.shape.windowStart,
});

export const cancelSchema = z.object({
  jobId: jobIdSchema,
  reason: multilineText().trim().max(NOTE_MAX_LENGTH, PORTAL_MESSAGES.reasonLong).optional(),
});

export const noteSchema = z.object({
  jobId: jobIdSchema,
  note: multilineText({ required_error: PORTAL_MESSAGES.note })
    .trim()
    .min(1, PORTAL_MESSAGES.note)
    .max(NOTE_MAX_LENGTH, PORTAL_MESSAGES.noteLong),
});

/** The add-photos form's text fields; the files are checked on the server when they arrive. */
export const photosSchema = z.object({ jobId: jobIdSchema });

/** Every field the job forms post, for the form reader. */
export const JOB_FORM_SCHEMAS = [rescheduleSchema, cancelSchema, noteSchema, photosSchema];

export const newPortalLinkSchema = z.object({ email: forgotPasswordSchema.shape.email });

export function jobFormIntent(formData: FormData): JobFormIntent | null {
  const intent = formData.get("intent");
  return JOB_FORM_INTENTS.find((candidate) => candidate === intent) ?? null;
}
