import { z } from "zod";
import { isCalendarDate } from "../booking-rules";
import { jobIdSchema } from "./portal";
import { multilineText, text } from "./text";

/** The longest note, reason or summary the office or an engineer may write. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

export const DISPATCH_MESSAGES = {
  engineer: "Choose an engineer, or none",
  window: "Choose an arrival window",
  reason: "Say why, so we can tell the customer",
  note: "Write the note",
  long: `Keep it to ${STAFF_NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
  leaveReason: "Say what the leave is for",
  leaveDays: "Choose the first and last day",
  leaveOrder: "The last day cannot be before the first day",
} as const;

/** An empty select ("no engineer", "keep the window") posts "". */
const optionalId = z
  .union([z.literal(""), text().uuid(DISPATCH_MESSAGES.engineer)])
  .optional()
  .transform((value) => value || null);

const optionalReason = multilineText()
  .trim()
  .max(STAFF_NOTE_MAX_LENGTH, DISPATCH_MESSAGES.long)
  .optional()
  .transform((value) => value || null);

/**
 * The card's form on the board and on the job's page: who does the job and in which window.
 * Drag and drop posts the same fields. An empty engineer unassigns; an empty window keeps it.
 */
export const dispatchSchema = z.object({
  jobId: jobIdSchema,
  engineerId: optionalId,
  windowStart: z
    .union([z.literal(""), text().datetime({ offset: true, message: DISPATCH_MESSAGES.window })])
    .optional()
    .transform((value) => value || null),
  /** Told to the customer when the window changes. */
  reason: optionalReason,
});

export const officeCancelSchema = z.object({
  jobId: jobIdSchema,
  reason: multilineText({ required_error: DISPATCH_MESSAGES.reason })
    .trim()
    .min(1, DISPATCH_MESSAGES.reason)
    .max(STAFF_NOTE_MAX_LENGTH, DISPATCH_MESSAGES.long),
});

export const NOTE_AUDIENCES = ["internal", "customer"] as const;

export const jobNoteSchema = z.object({
  jobId: jobIdSchema,
  note: multilineText({ required_error: DISPATCH_MESSAGES.note })
    .trim()
    .min(1, DISPATCH_MESSAGES.note)
    .max(STAFF_NOTE_MAX_LENGTH, DISPATCH_MESSAGES.long),
  audience: z.enum(NOTE_AUDIENCES).default("internal"),
});

const calendarDay = text({ required_error: DISPATCH_MESSAGES.leaveDays }).refine(
  isCalendarDate,
  DISPATCH_MESSAGES.leaveDays,
);

export const leaveRequestSchema = z
  .object({
    firstDay: calendarDay,
    lastDay: calendarDay,
    reason: text({ required_error: DISPATCH_MESSAGES.leaveReason })
      .min(1, DISPATCH_MESSAGES.leaveReason)
      .max(500, "Keep the reason to 500 characters or fewer"),
  })
  .refine((leave) => leave.lastDay >= leave.firstDay, {
    message: DISPATCH_MESSAGES.leaveOrder,
    path: ["lastDay"],
  });

export const leaveDecisionSchema = z.object({
  leaveId: text().uuid("Choose a leave request"),
  decision: z.enum(["approve", "decline"], { message: "Approve or decline" }),
});
