import type { SubmissionResult } from "~/lib/submission-result";
import type { MemberFormIntent } from "~/lib/schemas/organisations";

/** What the members page's action answers a refused form with, so the message sits by it. */
export interface MemberFormReply {
  form: MemberFormIntent | null;
  /** The member or invitation a row's form named. */
  target: string | null;
  result: SubmissionResult<string[]>;
}

/** The messages of a reply for one row's form, or none. */
export function rowErrors(
  reply: MemberFormReply | undefined,
  forms: readonly MemberFormIntent[],
  target: string,
): string[] {
  if (!reply?.form || !forms.includes(reply.form) || reply.target !== target) return [];
  const errors = reply.result.error ?? {};
  return Object.values(errors).flatMap((messages) => messages ?? []);
}
