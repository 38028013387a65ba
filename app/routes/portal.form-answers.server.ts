// The HTTP layer of the job forms shared by /portal/{token} and /client: it parses a post,
// asks the domain (job-changes.server.ts) to make the change, and turns the typed result
// into the answer. No rule about jobs lives here.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  cancelSchema,
  jobFormIntent,
  jobIdSchema,
  noteSchema,
  photosSchema,
  rescheduleSchema,
  showWindowsSchema,
  TRACK_INTENT,
  type JobFormIntent,
} from "~/lib/schemas/portal";
import type { Database } from "~/.server/db/schema.server";
import type { ReadForm } from "~/.server/http/form.server";
import { refusalInit, type Refusal } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import { mintCustomerTrackingLink } from "~/.server/portal/customer-tracking-link.server";
import {
  changeJob,
  jobFormFacts,
  type JobChange,
  type JobChangeContext,
  type RefusalDetails,
} from "~/.server/portal/job-changes.server";
import type { JobFormReply } from "~/.server/portal/types.server";

/** The page a job form was posted on. */
export interface JobFormPage extends JobChangeContext {
  /** Where success goes back to: "/portal/<token>" or "/client". */
  pagePath: string;
  /** Cookies to pass on (a refreshed session). */
  headers?: Headers;
}

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

const SCHEMAS = {
  "show-windows": showWindowsSchema,
  reschedule: rescheduleSchema,
  cancel: cancelSchema,
  note: noteSchema,
  photos: photosSchema,
} satisfies Record<JobFormIntent, z.ZodTypeAny>;

function formOf(intent: JobFormIntent): JobFormReply["form"] {
  return intent === "show-windows" ? "reschedule" : intent;
}

/** The day typed on the reschedule form, when it is one worth listing windows for again. */
function typedDate(formData: FormData): string | undefined {
  const parsed = showWindowsSchema.shape.date.safeParse(formData.get("date"));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The post parsed with its intent's schema, and the change it asks for when it is valid. One
 * case per intent, so the compiler checks each schema's value against its kind of change.
 */
function changeOf(
  intent: JobFormIntent,
  jobId: string,
  formData: FormData,
  refusedFiles: ReadForm["refusedFiles"],
) {
  switch (intent) {
    case "show-windows":
      return parsed(formData, SCHEMAS[intent], (value) => ({ intent, ...value }));
    case "reschedule":
      return parsed(formData, SCHEMAS[intent], (value) => ({ intent, ...value }));
    case "cancel":
      return parsed(formData, SCHEMAS[intent], (value) => ({ intent, ...value }));
    case "note":
      return parsed(formData, SCHEMAS[intent], (value) => ({ intent, ...value }));
    case "photos":
      return parsed(formData, SCHEMAS[intent], () => ({
        intent,
        jobId,
        files: formData.getAll("photos"),
        refusedFiles,
      }));
  }
}

function parsed<Schema extends z.ZodTypeAny>(
  formData: FormData,
  schema: Schema,
  toChange: (value: z.output<Schema>) => JobChange,
) {
  const submission = parseWithZod(formData, { schema });
  return {
    submission,
    change: submission.status === "success" ? toChange(submission.value) : null,
  };
}

function answerRefusal(
  body: Omit<JobFormReply, "result">,
  submission: Pick<Submission<unknown>, "reply">,
  refusal: Refusal & RefusalDetails,
  page: JobFormPage,
) {
  const result = refusal.notice
    ? submission.reply()
    : refusal.field
      ? submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } })
      : submission.reply({ formErrors: [refusal.message] });
  const reply: JobFormReply = {
    ...body,
    result,
    date: refusal.date ?? body.date,
    windows: refusal.windows ?? body.windows,
    notice: refusal.notice,
  };
  return data(reply, refusalInit(refusal, page.headers));
}

/** "Track this job": a 303 to a link minted for this ask (links are kept only as hashes). */
async function answerTrack(db: Kysely<Database>, jobId: string, page: JobFormPage): Promise<never> {
  const minted = await mintCustomerTrackingLink(db, page.scope, jobId);
  if (!minted.ok && minted.reason === "not-found") notFound();
  if (!minted.ok) throw data({ message: minted.message }, refusalInit(minted, page.headers));
  throw redirect(minted.path, { status: 303, headers: page.headers });
}

/**
 * Answers one post of a job's forms: shows a day's free windows, moves, cancels, adds a note
 * or adds photos, or opens the job's tracking page. Success goes back to the page with a toast; bad input or a refusal comes
 * back to that job's form with its message and everything typed (400, or 429/503). A job
 * outside the scope is the site's 404, like one that does not exist.
 */
export async function answerJobForm(db: Kysely<Database>, form: ReadForm, page: JobFormPage) {
  const { formData, refusedFiles } = form;
  const jobId = jobIdSchema.safeParse(formData.get("jobId"));
  if (!jobId.success) notFound();
  if (formData.get("intent") === TRACK_INTENT) return answerTrack(db, jobId.data, page);
  const intent = jobFormIntent(formData);
  if (!intent) throw data({ message: UNKNOWN_FORM }, { status: 400, headers: page.headers });
  const { submission, change } = changeOf(intent, jobId.data, formData, refusedFiles);
  const body = { jobId: jobId.data, form: formOf(intent) };

  if (!change) {
    const date = body.form === "reschedule" ? typedDate(formData) : undefined;
    const facts = await jobFormFacts(db, page.scope, { jobId: jobId.data, date, now: page.now });
    if (!facts.ok && facts.reason === "not-found") notFound();
    if (!facts.ok) return answerRefusal(body, submission, facts, page);
    const reply: JobFormReply = {
      ...body,
      result: submission.reply(),
      date,
      windows: facts.windows,
    };
    return data(reply, { status: 400, headers: page.headers });
  }

  const outcome = await changeJob(db, change, page);
  if (!outcome.ok && outcome.reason === "not-found") notFound();
  if (!outcome.ok) return answerRefusal(body, submission, outcome, page);
  if (outcome.intent === "show-windows") {
    const reply: JobFormReply = {
      ...body,
      result: submission.reply(),
      date: outcome.date,
      windows: outcome.windows,
    };
    return data(reply, { headers: page.headers });
  }
  throw await redirectWithToast(
    page.pagePath,
    { type: "success", ...outcome.done },
    { headers: page.headers },
  );
}
