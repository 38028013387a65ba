// The engineer's offline queue posts here one action at a time (decision 0049): the same fields
// as the page's forms, with the id the phone made and the time the engineer tapped. The answer
// tells the phone whether to drop the action (done, or nothing to do), show it as failed with
// the reason, or keep it and try again later.
import { parseWithZod } from "@conform-to/zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { engineerFormIntent, engineerNoteSchema } from "~/lib/schemas/engineer";
import { jobIdSchema } from "~/lib/schemas/portal";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { addJobNote } from "~/.server/dispatch/dispatch.server";
import type { ReadForm } from "~/.server/http/form.server";
import { UNAVAILABLE_MESSAGE } from "~/.server/http/refusal.server";
import { readStepInput } from "./engineer.form-answers.server";
import { engineerStep } from "~/.server/engineer/steps.server";

/** What the queue sends beyond the forms' own fields. */
export const queuedActionSchema = z.object({
  clientActionId: z.string().uuid(),
  // zod's datetime takes an offset like +99:99, which is no time at all.
  tappedAt: z
    .string()
    .datetime({ offset: true })
    .refine((value) => !Number.isNaN(Date.parse(value)), "Not a time"),
});

export type QueuedAnswer =
  /** Done now or by an earlier post of the same id: the phone drops it. */
  | { status: "applied"; title: string; message: string }
  /**
   * It can never be applied as it is (the office cancelled the job, a later step came first, the
   * input is wrong): the phone shows it as failed with this reason.
   */
  | { status: "refused"; message: string }
  /** Not now (the database, too many posts): the phone keeps it and tries again later. */
  | {
      status: "retry";
      reason: "rate-limited" | "unavailable";
      message: string;
      retryAfterSeconds: number;
    };

const NOT_YOURS =
  "This job is no longer given to you (the office may have moved it), so it was not changed.";
const NOT_UNDERSTOOD = "This update could not be read. Nothing was changed.";

function firstMessage(errors: Record<string, string[] | null> | null | undefined): string {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  return messages.length > 0 ? messages.join(" ") : NOT_UNDERSTOOD;
}

/** Applies one action from the phone's queue, once per id, at the time it was tapped. */
export async function applyQueuedAction(
  db: Kysely<Database>,
  form: ReadForm,
  page: { actor: StaffActor; siteOrigin: string; now?: Date },
): Promise<QueuedAnswer> {
  const { formData } = form;
  const action = queuedActionSchema.safeParse({
    clientActionId: formData.get("clientActionId"),
    tappedAt: formData.get("tappedAt"),
  });
  const intent = engineerFormIntent(formData);
  const jobId = jobIdSchema.safeParse(formData.get("jobId"));
  if (!action.success || !jobId.success || !intent) {
    return { status: "refused", message: NOT_UNDERSTOOD };
  }
  const clientAction = {
    id: action.data.clientActionId,
    tappedAt: new Date(action.data.tappedAt),
  };
  const now = page.now ?? new Date();

  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: engineerNoteSchema });
    if (submission.status !== "success") {
      return { status: "refused", message: firstMessage(submission.error) };
    }
    try {
      const added = await addJobNote(
        db,
        page.actor,
        { jobId: jobId.data, note: submission.value.note, audience: "internal" },
        { siteOrigin: page.siteOrigin, engineerScope: page.actor.id, now, clientAction },
      );
      if (added.ok) {
        return { status: "applied", title: "Note added", message: "The office can read it." };
      }
      return {
        status: "refused",
        message: added.reason === "not-found" ? NOT_YOURS : added.message,
      };
    } catch (error) {
      console.error(error);
      return {
        status: "retry",
        reason: "unavailable",
        message: UNAVAILABLE_MESSAGE,
        retryAfterSeconds: 60,
      };
    }
  }
  if (intent !== "on-my-way" && intent !== "arrived" && intent !== "finished") {
    return { status: "refused", message: NOT_UNDERSTOOD };
  }

  const step = await readStepInput(form, intent);
  if (!step.ok) {
    return { status: "refused", message: firstMessage(step.submission.reply(step.errors).error) };
  }
  const result = await engineerStep(db, page.actor, step.input, {
    siteOrigin: page.siteOrigin,
    now,
    clientAction,
  });
  if (result.ok) return { status: "applied", title: result.title, message: result.message };
  switch (result.reason) {
    case "not-found":
      return { status: "refused", message: NOT_YOURS };
    case "unchanged":
    case "refused":
      return { status: "refused", message: result.message };
    case "rate-limited":
    case "unavailable":
      return {
        status: "retry",
        reason: result.reason,
        message: result.message,
        retryAfterSeconds: result.reason === "rate-limited" ? result.retryAfterSeconds : 60,
      };
  }
}
