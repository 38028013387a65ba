// The HTTP layer of the engineer's forms on /engineer and /engineer/jobs/{reference}: it parses
// a post with its intent's schema, asks the domain for the change, and turns the typed result
// into the answer. No rule about jobs or leave lives here.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { Kysely } from "kysely";
import { leaveRequestSchema } from "~/lib/schemas/dispatch";
import {
  arrivedSchema,
  engineerFormIntent,
  engineerNoteSchema,
  finishSchema,
  FINISH_PHOTO_FIELDS,
  onMyWaySchema,
  takePaymentSchema,
  withdrawLeaveSchema,
  type EngineerFormIntent,
} from "~/lib/schemas/engineer";
import { billablesFromForm, FINISH_BILLABLE_FIELDS } from "~/lib/finish-billables";
import { jobIdSchema } from "~/lib/schemas/portal";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { addJobNote } from "~/.server/dispatch/dispatch.server";
import { requestLeave, withdrawLeave } from "~/.server/dispatch/leave.server";
import type { FileLimits, ReadForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import type { PreparedPhoto } from "~/.server/storage/images.server";
import { JOB_PHOTO_LIMITS, prepareUploadedPhotos } from "~/.server/storage/photo-uploads.server";
import { engineerStep, type StepInput, type StepResult } from "~/.server/engineer/steps.server";
import { showPaymentCode } from "~/.server/engineer/take-payment.server";
import type { StripePayments } from "~/.server/payments/stripe.server";
import type { EngineerFormReply } from "~/lib/views/engineer";
export type { EngineerFormReply } from "~/lib/views/engineer";

/** Every schema the engineer's forms post, for the form reader. */
export const ENGINEER_FORM_SCHEMAS = [
  onMyWaySchema,
  arrivedSchema,
  finishSchema,
  engineerNoteSchema,
  leaveRequestSchema,
  withdrawLeaveSchema,
  takePaymentSchema,
];

/** The finish form's photos: before and after, each as many as a customer may send at once. */
export const FINISH_PHOTO_LIMITS: FileLimits = {
  maxFiles: JOB_PHOTO_LIMITS.maxFiles * 2,
  maxFileBytes: JOB_PHOTO_LIMITS.maxFileBytes,
};

/** Names a form posts beyond its schemas': the finish form's time and materials are read apart. */
export const ENGINEER_FORM_FIELDS = [
  "intent",
  FINISH_PHOTO_FIELDS.before,
  FINISH_PHOTO_FIELDS.after,
  ...FINISH_BILLABLE_FIELDS,
];

export interface EngineerFormPage {
  actor: StaffActor;
  /** Whether the account may ask for leave (engineers; not an admin without the role). */
  takesLeave: boolean;
  siteOrigin: string;
  /** Where a change goes back to: the day, or the job's page. */
  pathAfter: (reference: string | null) => string;
  headers?: Headers;
  now?: Date;
  /** Stripe's Checkout for "Take payment"; null or absent: the site takes no cards. */
  stripe?: StripePayments | null;
}

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

/** What replying needs of a parsed submission, whatever its schema. */
type Replying = Pick<Submission<unknown>, "reply">;

function reply(
  form: EngineerFormIntent,
  jobId: string | undefined,
  submission: Replying,
  errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
): EngineerFormReply {
  return { form, jobId, result: submission.reply(errors) };
}

/** The photos of the finish form, checked like a customer's, or the message that refuses them. */
async function finishPhotos(
  form: ReadForm,
): Promise<
  | { ok: true; before: PreparedPhoto[]; after: PreparedPhoto[] }
  | { ok: false; field: string | null; message: string }
> {
  const { formData, refusedFiles } = form;
  const limits = JOB_PHOTO_LIMITS;
  if (refusedFiles.length > 0) {
    // Which field a refused file came in is not known: the message names the file.
    const checked = await prepareUploadedPhotos([], refusedFiles, limits);
    return { ok: false, field: null, message: checked.ok ? "" : checked.message };
  }
  const before = await prepareUploadedPhotos(
    formData.getAll(FINISH_PHOTO_FIELDS.before),
    [],
    limits,
  );
  if (!before.ok) return { ok: false, field: FINISH_PHOTO_FIELDS.before, message: before.message };
  const after = await prepareUploadedPhotos(formData.getAll(FINISH_PHOTO_FIELDS.after), [], limits);
  if (!after.ok) return { ok: false, field: FINISH_PHOTO_FIELDS.after, message: after.message };
  return { ok: true, before: before.photos, after: after.photos };
}

/**
 * Answers one post of the engineer's forms: a step of a job (on my way, arrived, finished), a
 * note for the office, a leave request or its withdrawal. Success and a tap that changed
 * nothing go back to the page with a toast that says which; bad input or a refusal comes back
 * to the form with its message and everything typed. A job not given to this engineer is the
 * site's 404, like one that does not exist.
 */
export async function answerEngineerForm(
  db: Kysely<Database>,
  form: ReadForm,
  page: EngineerFormPage,
) {
  const { formData } = form;
  const intent = engineerFormIntent(formData);
  if (!intent) throw data({ message: UNKNOWN_FORM }, { status: 400, headers: page.headers });
  const invalid = (body: EngineerFormReply) => data(body, { status: 400, headers: page.headers });

  if (intent === "leave" || intent === "withdraw-leave") return answerLeave(db, form, intent, page);

  const jobId = jobIdSchema.safeParse(formData.get("jobId"));
  if (!jobId.success) notFound();

  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: engineerNoteSchema });
    if (submission.status !== "success") return invalid(reply(intent, jobId.data, submission));
    const added = await addJobNote(
      db,
      page.actor,
      { jobId: jobId.data, note: submission.value.note, audience: "internal" },
      { siteOrigin: page.siteOrigin, engineerScope: page.actor.id, now: page.now },
    );
    if (!added.ok && added.reason === "not-found") notFound();
    if (!added.ok)
      return invalid(reply(intent, jobId.data, submission, { formErrors: [added.message] }));
    throw await redirectWithToast(
      page.pathAfter(added.reference),
      { type: "success", title: "Note added", description: "The office can read it on the job." },
      { headers: page.headers },
    );
  }

  if (intent === "take-payment") return answerTakePayment(db, formData, jobId.data, page);

  const step = await readStepInput(form, intent);
  if (!step.ok) {
    return invalid(reply(intent, jobId.data, step.submission, step.errors));
  }
  const { input, submission } = step;
  const result = await engineerStep(db, page.actor, input, {
    siteOrigin: page.siteOrigin,
    now: page.now,
  });
  return answerStep(result, intent, jobId.data, submission, page);
}

/** What a step's post asks for, or the submission and messages that refuse it. */
export type ReadStep =
  | { ok: true; input: StepInput; submission: Replying }
  | {
      ok: false;
      submission: Replying;
      errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> };
    };

/** Parses a step's post (on my way, arrived, finished with its photos) with its own schema. */
export async function readStepInput(
  form: ReadForm,
  intent: "on-my-way" | "arrived" | "finished",
): Promise<ReadStep> {
  const { formData } = form;
  if (intent === "on-my-way") {
    const parsed = parseWithZod(formData, { schema: onMyWaySchema });
    if (parsed.status !== "success") return { ok: false, submission: parsed };
    return { ok: true, input: { step: intent, ...parsed.value }, submission: parsed };
  }
  if (intent === "arrived") {
    const parsed = parseWithZod(formData, { schema: arrivedSchema });
    if (parsed.status !== "success") return { ok: false, submission: parsed };
    return { ok: true, input: { step: intent, ...parsed.value }, submission: parsed };
  }
  const parsed = parseWithZod(formData, { schema: finishSchema });
  // Every message at once: the text fields' and the materials'.
  const billables = billablesFromForm(formData);
  if (parsed.status !== "success" || !billables.ok) {
    return {
      ok: false,
      submission: parsed,
      errors: billables.ok ? undefined : { fieldErrors: listed(billables.errors) },
    };
  }
  const photos = await finishPhotos(form);
  if (!photos.ok) {
    return {
      ok: false,
      submission: parsed,
      errors: photos.field
        ? { fieldErrors: { [photos.field]: [photos.message] } }
        : { formErrors: [photos.message] },
    };
  }
  return {
    ok: true,
    input: { step: intent, ...parsed.value, billables: billables.value, photos },
    submission: parsed,
  };
}

function listed(errors: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]]));
}

/**
 * "Show the code" under Take payment: back to the job, whose page draws the Checkout page's
 * QR code; a refusal says why there, and a Stripe that cannot be reached is a 503 with the
 * message beside the button.
 */
async function answerTakePayment(
  db: Kysely<Database>,
  formData: FormData,
  jobId: string,
  page: EngineerFormPage,
) {
  const submission = parseWithZod(formData, { schema: takePaymentSchema });
  const shown = await showPaymentCode(
    db,
    page.stripe ?? null,
    { engineerId: page.actor.id, jobId },
    { siteOrigin: page.siteOrigin, now: page.now },
  );
  // The code itself says it is ready; a toast would cover the top of it.
  if (shown.ok) {
    throw redirect(`${page.pathAfter(shown.reference)}#take-payment`, { headers: page.headers });
  }
  if (shown.reason === "not-found") return notFound();
  if (shown.reason === "unchanged") {
    throw await redirectWithToast(
      page.pathAfter(shown.reference),
      { type: "info", title: "Nothing changed", description: shown.message },
      { headers: page.headers },
    );
  }
  return data(reply("take-payment", jobId, submission, { formErrors: [shown.message] }), {
    status: 503,
    headers: page.headers,
  });
}

async function answerStep(
  result: StepResult,
  intent: EngineerFormIntent,
  jobId: string,
  submission: Replying,
  page: EngineerFormPage,
) {
  if (result.ok) {
    throw await redirectWithToast(
      page.pathAfter(result.reference),
      { type: "success", title: result.title, description: result.message },
      { headers: page.headers },
    );
  }
  switch (result.reason) {
    case "not-found":
      return notFound();
    case "unchanged":
      throw await redirectWithToast(
        page.pathAfter(result.reference),
        { type: "info", title: "Nothing changed", description: result.message },
        { headers: page.headers },
      );
    case "refused":
      return data(
        reply(
          intent,
          jobId,
          submission,
          result.field
            ? { fieldErrors: { [result.field]: [result.message] } }
            : { formErrors: [result.message] },
        ),
        { status: 400, headers: page.headers },
      );
    default:
      return data(
        reply(intent, jobId, submission, { formErrors: [result.message] }),
        refusalInit(result, page.headers),
      );
  }
}

async function answerLeave(
  db: Kysely<Database>,
  form: ReadForm,
  intent: "leave" | "withdraw-leave",
  page: EngineerFormPage,
) {
  const { formData } = form;
  if (!page.takesLeave) {
    throw data(
      { message: "Only engineers ask for leave here." },
      { status: 403, headers: page.headers },
    );
  }
  if (intent === "withdraw-leave") {
    const submission = parseWithZod(formData, { schema: withdrawLeaveSchema });
    if (submission.status !== "success")
      return data(reply(intent, undefined, submission), { status: 400, headers: page.headers });
    const withdrawn = await withdrawLeave(db, page.actor.id, submission.value.leaveId);
    throw await redirectWithToast(
      page.pathAfter(null),
      withdrawn.ok
        ? {
            type: "success",
            title: "Leave request withdrawn",
            description: "The office will not see it any more.",
          }
        : {
            type: "error",
            title: "Nothing changed",
            description:
              "That request can no longer be withdrawn: the office has decided it, or it was withdrawn already.",
          },
      { headers: page.headers },
    );
  }
  const submission = parseWithZod(formData, { schema: leaveRequestSchema });
  if (submission.status !== "success")
    return data(reply(intent, undefined, submission), { status: 400, headers: page.headers });
  const asked = await requestLeave(db, page.actor.id, submission.value, { now: page.now });
  if (!asked.ok) {
    return data(
      reply(
        intent,
        undefined,
        submission,
        asked.field
          ? { fieldErrors: { [asked.field]: [asked.message] } }
          : { formErrors: [asked.message] },
      ),
      { status: 400, headers: page.headers },
    );
  }
  throw await redirectWithToast(
    page.pathAfter(null),
    {
      type: "success",
      title: "Leave requested",
      description: "The office will approve or decline it; you will see the answer here.",
    },
    { headers: page.headers },
  );
}
