import { z } from "zod";
import { isCalendarDate } from "../calendar-date";
import { WEEKDAYS } from "../weekdays";
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

// In a module of its own so pages list the days without zod (decision 0063).
export { WEEKDAYS };

const clockTime = z
  .union([z.literal(""), text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 08:00")])
  .optional()
  .transform((value) => value || null);
/** A ticked checkbox posts "on"; an unticked one posts nothing. */
const ticked = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

/**
 * An engineer's week: for each weekday whether they work and from when to when. Flat field
 * names (works1, start1, end1 … for Monday), because the form reader refuses Conform's
 * structured names.
 */
export const workingWeekSchema = z
  .object({
    engineerId: text().uuid(DISPATCH_MESSAGES.engineer),
    works1: ticked,
    start1: clockTime,
    end1: clockTime,
    works2: ticked,
    start2: clockTime,
    end2: clockTime,
    works3: ticked,
    start3: clockTime,
    end3: clockTime,
    works4: ticked,
    start4: clockTime,
    end4: clockTime,
    works5: ticked,
    start5: clockTime,
    end5: clockTime,
    works6: ticked,
    start6: clockTime,
    end6: clockTime,
    works7: ticked,
    start7: clockTime,
    end7: clockTime,
  })
  .superRefine((week, context) => {
    for (const day of workingDaysOf(week)) {
      if (!day.works) continue;
      if (!day.start) {
        context.addIssue({
          code: "custom",
          path: [`start${day.iso}`],
          message: "Say when the day starts",
        });
      } else if (!day.end) {
        context.addIssue({
          code: "custom",
          path: [`end${day.iso}`],
          message: "Say when the day ends",
        });
      } else if (day.end <= day.start) {
        context.addIssue({
          code: "custom",
          path: [`end${day.iso}`],
          message: "The day must end after it starts",
        });
      }
    }
  });

export interface WorkingDay {
  iso: number;
  works: boolean;
  start: string | null;
  end: string | null;
}

type WorkingWeekFields = {
  [Key in `works${1 | 2 | 3 | 4 | 5 | 6 | 7}`]: boolean;
} & { [Key in `${"start" | "end"}${1 | 2 | 3 | 4 | 5 | 6 | 7}`]: string | null };

/** The week's fields as seven days, Monday first. */
export function workingDaysOf(week: WorkingWeekFields): WorkingDay[] {
  return WEEKDAYS.map(({ iso }) => ({
    iso,
    works: week[`works${iso}`],
    start: week[`start${iso}`],
    end: week[`end${iso}`],
  }));
}
