import { z } from "zod";
import { JOB_PRIORITIES } from "../organisations";
import { MAX_PRICE_PENCE, parsePounds } from "./admin-jobs";
import { contactStepSchema, detailsStepSchema } from "./booking";
import { jobIdSchema } from "./portal";
import { multilineText, text } from "./text";

/** The longest reason for a decline (the column's own limit). */
export const DECLINE_REASON_MAX_LENGTH = 500;
/** The longest comment (the column's own limit). */
export const COMMENT_MAX_LENGTH = 2000;

export const APPROVAL_MESSAGES = {
  estimate: "Enter the estimate in pounds and pence, like 400 or 399.50",
  estimateHigh: "Enter at most £1,000,000.00",
  decision: "Choose approve or decline",
  reason: "Say why you decline, so the office knows (the job is cancelled)",
  reasonLong: `Keep the reason to ${DECLINE_REASON_MAX_LENGTH} characters or fewer`,
  comment: "Write the comment",
  commentLong: `Keep the comment to ${COMMENT_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
} as const;

function pounds(value: string | undefined, context: z.RefinementCtx): number | null {
  const pence = parsePounds(value ?? "");
  if (pence === "invalid") {
    context.addIssue({ code: z.ZodIssueCode.custom, message: APPROVAL_MESSAGES.estimate });
    return z.NEVER;
  }
  if (pence !== null && pence > MAX_PRICE_PENCE) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: APPROVAL_MESSAGES.estimateHigh });
    return z.NEVER;
  }
  return pence;
}

/** An estimate in pounds and pence, required: "400", "£1,250.50" → pence. */
export const requiredEstimate = text({ required_error: APPROVAL_MESSAGES.estimate })
  .min(1, APPROVAL_MESSAGES.estimate)
  .max(20, APPROVAL_MESSAGES.estimate)
  .transform((value, context) => {
    const pence = pounds(value, context);
    if (pence === null) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: APPROVAL_MESSAGES.estimate });
      return z.NEVER;
    }
    return pence;
  });

/** An optional estimate (the engineer's finish form): empty → null. */
export const optionalEstimate = text()
  .max(20, APPROVAL_MESSAGES.estimate)
  .optional()
  .transform((value, context) => pounds(value, context));

/** The office's estimate on the admin job page. */
export const estimateSchema = z.object({ jobId: jobIdSchema, estimate: requiredEstimate });

/** The office's answer to the organisation's comments on the admin job page. */
export const officeCommentSchema = z.object({
  jobId: jobIdSchema,
  body: multilineText({ required_error: APPROVAL_MESSAGES.comment })
    .trim()
    .min(1, APPROVAL_MESSAGES.comment)
    .max(COMMENT_MAX_LENGTH, APPROVAL_MESSAGES.commentLong),
});

export const APPROVAL_DECISIONS = ["approve", "decline"] as const;
export type ApprovalDecisionChoice = (typeof APPROVAL_DECISIONS)[number];

/**
 * A decision on spend, by e-mailed link or in the portal: approve, or decline with a reason
 * (the job is cancelled with it).
 */
export const approvalDecisionSchema = z
  .object({
    decision: z.enum(APPROVAL_DECISIONS, {
      errorMap: () => ({ message: APPROVAL_MESSAGES.decision }),
    }),
    reason: multilineText()
      .trim()
      .max(DECLINE_REASON_MAX_LENGTH, APPROVAL_MESSAGES.reasonLong)
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (value.decision === "decline" && !value.reason) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["reason"],
        message: APPROVAL_MESSAGES.reason,
      });
    }
  });

export type ApprovalDecisionInput = z.output<typeof approvalDecisionSchema>;

/** The office raises a job for one of an organisation's properties (/admin/jobs/new-organisation). */
export const officeOrganisationJobSchema = z.object({
  propertyId: text({ required_error: "Choose the property" }).uuid("Choose the property"),
  service: detailsStepSchema.shape.service,
  description: detailsStepSchema.shape.description,
  priority: z.enum(JOB_PRIORITIES, { errorMap: () => ({ message: "Choose the priority" }) }),
  contactPhone: contactStepSchema.shape.phone,
});
