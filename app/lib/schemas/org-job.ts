import { z } from "zod";
import { multilineText } from "./text";

/** job_comments.body allows this many characters. */
export const ORG_COMMENT_MAX_LENGTH = 2000;

export const ORG_JOB_MESSAGES = {
  comment: "Write your comment",
  commentLong: `Keep the comment to ${ORG_COMMENT_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
} as const;

/** What the forms of an organisation's job page post as `intent`. */
export const ORG_JOB_INTENTS = ["comment", "tracking-link"] as const;
export type OrgJobIntent = (typeof ORG_JOB_INTENTS)[number];

/** A comment the office sees on the job (and answers there). */
export const orgCommentSchema = z.object({
  body: multilineText({ required_error: ORG_JOB_MESSAGES.comment })
    .trim()
    .min(1, ORG_JOB_MESSAGES.comment)
    .max(ORG_COMMENT_MAX_LENGTH, ORG_JOB_MESSAGES.commentLong),
});

/** "A new tracking link for the tenant": only the button. */
export const tenantLinkSchema = z.object({});

export function orgJobIntent(formData: FormData): OrgJobIntent | null {
  const intent = formData.get("intent");
  return ORG_JOB_INTENTS.find((known) => known === intent) ?? null;
}
