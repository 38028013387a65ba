// The HTTP layer of the dispatch board's forms: it parses a post, asks the dispatch domain to
// make the change, and turns the typed result into the answer. No rule about jobs lives here.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import { dispatchSchema, leaveDecisionSchema } from "~/lib/schemas/dispatch";
import { jobIdSchema } from "~/lib/schemas/portal";
import type { Database } from "~/.server/db/schema.server";
import type { ReadForm } from "~/.server/http/form.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import { leaveApprovedToast } from "~/.server/dispatch/board-model.server";
import { dispatchJob, type StaffActor } from "~/.server/dispatch/dispatch.server";
import { decideLeave } from "~/.server/dispatch/leave.server";
import type { BoardFormReply } from "~/lib/views/dispatch";
export type { BoardFormReply } from "~/lib/views/dispatch";

/** Every schema of the board's forms: what `readForm` lets through. */
export const BOARD_FORM_SCHEMAS = [dispatchSchema, leaveDecisionSchema];
/** Fields the forms post beyond their schemas'. */
export const BOARD_FORM_FIELDS = ["intent"] as const;

export interface BoardPage {
  actor: StaffActor;
  /** The board's day, where the answer goes back to. */
  day: string;
  siteOrigin: string;
  now?: Date;
  headers: Headers;
}

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

function boardPath(day: string): string {
  return `/admin?${new URLSearchParams({ day })}`;
}

/** The id a post names, when it is one: so a refusal finds its card even if the rest is junk. */
function postedId(formData: FormData, name: string): string | null {
  const parsed = jobIdSchema.safeParse(formData.get(name));
  return parsed.success ? parsed.data : null;
}

function reply(body: BoardFormReply, headers: Headers) {
  return data(body, { status: 400, headers });
}

/**
 * Answers one post of the board: "dispatch" (a card's form, or a drag and drop) gives a job an
 * engineer and a window; "leave" approves or declines a leave request. Success goes back to
 * the board's day with a toast; bad input or a refusal comes back to that card's (or that
 * request's) form with its message and what was typed, as a 400.
 */
export async function answerBoardForm(db: Kysely<Database>, form: ReadForm, page: BoardPage) {
  const { formData } = form;
  const intent = formData.get("intent");
  if (intent === "dispatch") return answerDispatch(db, formData, page);
  if (intent === "leave") return answerLeave(db, formData, page);
  throw data({ message: UNKNOWN_FORM }, { status: 400, headers: page.headers });
}

async function answerDispatch(db: Kysely<Database>, formData: FormData, page: BoardPage) {
  const submission = parseWithZod(formData, { schema: dispatchSchema });
  const jobId = postedId(formData, "jobId");
  if (submission.status !== "success") {
    return reply({ form: "dispatch", jobId, result: submission.reply() }, page.headers);
  }
  const outcome = await dispatchJob(db, page.actor, submission.value, {
    now: page.now,
    siteOrigin: page.siteOrigin,
  });
  if (!outcome.ok && outcome.reason === "not-found") notFound();
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] });
    return reply({ form: "dispatch", jobId, result }, page.headers);
  }
  const unchanged = outcome.summary === "Nothing to change.";
  return redirectWithToast(
    boardPath(page.day),
    unchanged
      ? {
          type: "info",
          title: "Nothing changed",
          description: `${outcome.reference} stays as it was.`,
        }
      : { type: "success", title: "Board updated", description: outcome.summary },
    { headers: page.headers },
  );
}

async function answerLeave(db: Kysely<Database>, formData: FormData, page: BoardPage) {
  const submission = parseWithZod(formData, { schema: leaveDecisionSchema });
  const leaveId = postedId(formData, "leaveId");
  if (submission.status !== "success") {
    return reply({ form: "leave", leaveId, result: submission.reply() }, page.headers);
  }
  const outcome = await decideLeave(db, page.actor, submission.value, { now: page.now });
  if (!outcome.ok && outcome.reason === "not-found") notFound();
  if (!outcome.ok) {
    return reply(
      { form: "leave", leaveId, result: submission.reply({ formErrors: [outcome.message] }) },
      page.headers,
    );
  }
  if (outcome.status !== "approved") {
    return redirectWithToast(
      boardPath(page.day),
      { type: "info", title: "Leave declined", description: "The engineer's days stay open." },
      { headers: page.headers },
    );
  }
  return redirectWithToast(
    boardPath(page.day),
    leaveApprovedToast(outcome.clashes.map((clash) => clash.reference)),
    { headers: page.headers },
  );
}
