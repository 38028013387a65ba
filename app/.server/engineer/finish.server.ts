// "Finished", the last step of the engineer's big button: the photos, the outcome, the
// follow-up, the time and materials, the customer's message and, when the money settings say
// so, the invoice, in one transaction with the job's row locked.
import type { Kysely, Transaction } from "kysely";
import { formatPence } from "~/lib/money";
import { logChange } from "../audit/change-log.server";
import type { Database, JobOutcome } from "../db/schema.server";
import { recordJobPhotos, storePhotoFiles, type StoredPhotoFiles } from "../jobs/job-photos.server";
import { transitionJob } from "../jobs/status.server";
import { queueFinishedMessages } from "../messages/job-messages.server";
import { writeStaffEvent } from "../jobs/staff-events.server";
import { announceFinishedVisit } from "../jobs/visit-finished.server";
import { getBusiness } from "../business/business.server";
import { sellerOf } from "../invoices/draft.server";
import type { IssuingContext } from "../invoices/issue.server";
import { createReturnVisit } from "./follow-up.server";
import { prepareBillables, recordBillables } from "./finish-billables.server";
import { issueInvoiceOnFinish } from "./invoice-on-finish.server";
import {
  lockJob,
  onceForStep,
  refuse,
  STEP_MOVES,
  unchanged,
  type StaffActor,
  type StepInput,
  type StepOptions,
  type StepResult,
} from "./step-rules.server";

const FINISHED_MESSAGES: Record<JobOutcome, (reference: string, followUp?: string) => string> = {
  completed: (reference) => `${reference} is finished. The customer gets your summary by e-mail.`,
  "return-visit": (reference, followUp) =>
    `${reference} is finished. The return visit ${followUp ?? ""} waits for the office to book it.`,
  quote: (reference, followUp) =>
    followUp
      ? `${reference} is finished. The quoted work ${followUp} waits for the office to book it.`
      : `${reference} is finished. The office has been asked for a quote.`,
};

/**
 * "Finished": the photos go to storage first (slow, outside the database); one transaction
 * then checks the job under its lock, records the outcome, the summary, the photos, the notes,
 * the time on site and the materials, creates the return visit when one is needed, queues the
 * customer's message and, when the money settings say so, issues the invoice. Whatever refuses
 * or fails after the files were stored removes them again.
 */
export async function finish(
  db: Kysely<Database>,
  actor: StaffActor,
  input: Extract<StepInput, { step: "finished" }>,
  now: Date,
  options: StepOptions,
): Promise<StepResult> {
  const move = STEP_MOVES.finished;
  const current = await db
    .selectFrom("jobs")
    .select(["engineer_id", "status"])
    .where("id", "=", input.jobId)
    .executeTakeFirst();
  // Files are stored only for a job that looks finishable; the transaction decides for sure.
  const worthStoring =
    current?.engineer_id === actor.id &&
    current.status === move.from &&
    input.expectedStatus === move.from;
  const stored: { before: StoredPhotoFiles | null; after: StoredPhotoFiles | null } = {
    before: null,
    after: null,
  };
  const discard = () =>
    Promise.all([stored.before?.discard(), stored.after?.discard()]).then(() => undefined);
  let result: StepResult;
  let recorded = false;
  try {
    if (worthStoring && input.photos.before.length > 0) {
      stored.before = await storePhotoFiles(input.jobId, input.photos.before, options.fileStorage);
    }
    if (worthStoring && input.photos.after.length > 0) {
      stored.after = await storePhotoFiles(input.jobId, input.photos.after, options.fileStorage);
    }
    // What an invoice issued on finish copies of the business, read outside the transaction.
    const issuing = { seller: await sellerOf(db), business: await getBusiness(db) };
    result = await db.transaction().execute((trx) =>
      onceForStep(trx, actor, input, now, options, (at) => {
        recorded = true;
        return recordFinish(trx, actor, input, stored, at, { ...options, ...issuing });
      }),
    );
  } catch (error) {
    await discard();
    throw error;
  }
  // A repeat of a queued finish sent at the same time is answered from the first: its own
  // copies of the photos are not the job's.
  if (!result.ok || !recorded) await discard();
  return result;
}

async function recordFinish(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: Extract<StepInput, { step: "finished" }>,
  stored: { before: StoredPhotoFiles | null; after: StoredPhotoFiles | null },
  now: Date,
  options: StepOptions & Pick<IssuingContext, "seller" | "business">,
): Promise<StepResult> {
  const job = await lockJob(trx, input.jobId);
  if (!job || job.engineer_id !== actor.id) return { ok: false, reason: "not-found" };
  const move = STEP_MOVES.finished;
  if (job.status !== move.from || job.status !== input.expectedStatus) {
    return unchanged(trx, job, now);
  }
  // Checked before anything is written: a refusal leaves the job as it was.
  const given = input.billables ?? { timeOnSiteMinutes: null, materials: [] };
  const billables = await prepareBillables(trx, given);
  if (!billables.ok) return refuse(billables.message, billables.field);
  await transitionJob(trx, job.id, move.to, { role: actor.role, actorId: actor.id, at: now });
  await trx
    .updateTable("jobs")
    .set({
      outcome: input.outcome,
      summary: input.summary,
      signed_off_by: input.signedOffBy,
      updated_at: now,
    })
    .where("id", "=", job.id)
    .execute();
  const recordedBillables = await recordBillables(trx, {
    jobId: job.id,
    timeOnSiteMinutes: given.timeOnSiteMinutes,
    materials: billables.materials,
    recordedBy: actor.id,
    at: now,
  });

  const event = (kind: string, note: string, internal: boolean) =>
    writeStaffEvent(trx, { jobId: job.id, kind, actor, at: now, note, internal });
  let photoCount = 0;
  for (const stage of ["before", "after"] as const) {
    const files = stored[stage];
    if (!files) continue;
    await recordJobPhotos(trx, job.id, files, { takenBy: "engineer", stage });
    photoCount += files.files.length;
  }
  if (photoCount > 0) {
    await event("photos", `${photoCount} photo${photoCount === 1 ? "" : "s"}`, false);
  }
  if (input.internalNote) await event("note", input.internalNote, true);
  let followUp: { id: string; reference: string } | undefined;
  if (input.outcome === "quote") await event("note", "Quote needed", true);
  // A quote with the engineer's estimate is the quoted work, waiting to be booked like a
  // return visit (decision 0033); without one, the office writes the quote.
  if (input.outcome === "return-visit" || (input.outcome === "quote" && input.estimate !== null)) {
    followUp = await createReturnVisit(trx, actor, {
      jobId: job.id,
      summary: input.summary,
      kind: input.outcome,
      at: now,
    });
    await event(
      "note",
      `${input.outcome === "quote" ? "Quoted work" : "Return visit needed"}: ${followUp.reference} waits to be booked.`,
      true,
    );
  }
  // The organisation's side (estimate approval, members' e-mails) reacts in this transaction.
  const notices = await announceFinishedVisit(trx, {
    jobId: job.id,
    actor,
    at: now,
    followUp: followUp ? { ...followUp, estimatePence: input.estimate } : null,
    siteOrigin: options.siteOrigin,
  });
  await queueFinishedMessages(
    trx,
    job.id,
    { summary: input.summary, outcome: input.outcome },
    { siteOrigin: options.siteOrigin },
  );
  const invoice =
    input.outcome === "completed"
      ? await issueInvoiceOnFinish(trx, job.id, { ...options, actor, now })
      : null;
  await logChange(trx, {
    actor,
    entity: "job",
    entityId: job.id,
    action: "finished",
    before: { status: job.status },
    after: {
      status: move.to,
      outcome: input.outcome,
      summary: input.summary,
      signedOffBy: input.signedOffBy,
      photos: photoCount,
      returnVisit: followUp?.reference ?? null,
      estimatePence: input.estimate,
      timeOnSiteMinutes: recordedBillables.timeOnSiteMinutes,
      materials: recordedBillables.materials,
      invoice: invoice?.number ?? null,
    },
  });
  return {
    ok: true,
    step: "finished",
    reference: job.reference,
    title: "Job finished",
    message: [
      FINISHED_MESSAGES[input.outcome](job.reference, followUp?.reference),
      ...notices,
      ...(invoice
        ? [
            `Invoice ${invoice.number} for ${formatPence(invoice.grossPence)} is issued and on its way by e-mail.`,
          ]
        : []),
    ].join(" "),
  };
}
