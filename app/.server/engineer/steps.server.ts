import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { formatLondonDateTime, londonDate } from "~/lib/booking-rules";
import { ENGINEER_STEPS, type EngineerStep } from "~/lib/schemas/engineer";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database, JobOutcome, JobStatus } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { recordJobPhotos, storePhotoFiles, type StoredPhotoFiles } from "../jobs/job-photos.server";
import { JOB_STATUS_LABELS, transitionJob } from "../jobs/status.server";
import { queueFinishedMessages, queueOnMyWayMessages } from "../messages/job-messages.server";
import type { PreparedPhoto } from "../storage/images.server";
import type { FileStorage } from "../storage/storage.server";
import { writeStaffEvent } from "../jobs/staff-events.server";
import { announceFinishedVisit } from "../jobs/visit-finished.server";
import { firstName, formatClockTime } from "../tracking/timeline.server";
import { arrivalInstant } from "./arrival.server";
import { createReturnVisit } from "./follow-up.server";
import { onceForClientAction, tappedTime, type ClientAction } from "./client-actions.server";

export type { StaffActor };

interface StepBase {
  jobId: string;
  /** The status the page showed when the button was drawn. */
  expectedStatus: JobStatus;
}

export type StepInput =
  | (StepBase & { step: "on-my-way"; arrival: string; late: boolean })
  | (StepBase & { step: "arrived" })
  | (StepBase & {
      step: "finished";
      outcome: JobOutcome;
      summary: string;
      internalNote: string | null;
      signedOffBy: string | null;
      /** Pence, for the follow-up of a return visit or a quote; null: none given. */
      estimate: number | null;
      photos: { before: readonly PreparedPhoto[]; after: readonly PreparedPhoto[] };
    });

export type StepResult =
  | { ok: true; step: EngineerStep; reference: string; title: string; message: string }
  | { ok: false; reason: "not-found" }
  /** A repeated or late tap: the job had already moved on, and nothing was changed. */
  | { ok: false; reason: "unchanged"; reference: string; message: string }
  | { ok: false; reason: "refused"; message: string; field?: "arrival" }
  | Exclude<Refusal, { reason: "refused" }>;

export interface StepOptions {
  now?: Date;
  /** Origin for the links in the customer's messages. */
  siteOrigin: string;
  fileStorage?: FileStorage;
  /** A step from the phone's offline queue: applied once per id, at the time it was tapped. */
  clientAction?: ClientAction;
}

/** The answers a repeat of a queued step can be given back (a failure to reach the database is not kept). */
const keptStepAnswer: z.ZodType<StepResult> = z.union([
  z.object({
    ok: z.literal(true),
    step: z.enum(ENGINEER_STEPS),
    reference: z.string(),
    title: z.string(),
    message: z.string(),
  }),
  z.object({ ok: z.literal(false), reason: z.literal("not-found") }),
  z.object({
    ok: z.literal(false),
    reason: z.literal("unchanged"),
    reference: z.string(),
    message: z.string(),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.literal("refused"),
    message: z.string(),
    field: z.literal("arrival").optional(),
  }),
]);

/** Runs a step's transaction once per queued id, at the time the engineer tapped. */
function onceForStep(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: StepInput,
  now: Date,
  options: StepOptions,
  run: (at: Date) => Promise<StepResult>,
): Promise<StepResult> {
  const { clientAction } = options;
  const key = clientAction && {
    id: clientAction.id,
    accountId: actor.id,
    kind: input.step,
    jobId: input.jobId,
  };
  return onceForClientAction(
    trx,
    key,
    keptStepAnswer,
    async () => run(await tappedTime(trx, input.jobId, clientAction, now)),
    now,
  );
}

/** The one move of the status machine each step asks for. */
const STEP_MOVES: Readonly<Record<EngineerStep, { from: JobStatus; to: JobStatus }>> = {
  "on-my-way": { from: "scheduled", to: "en_route" },
  arrived: { from: "en_route", to: "on_site" },
  finished: { from: "on_site", to: "completed" },
};

type LockedJob = {
  id: string;
  reference: string;
  status: JobStatus;
  engineer_id: string | null;
  window_end: Date | null;
  customer_name: string;
};

async function lockJob(trx: Transaction<Database>, jobId: string): Promise<LockedJob | undefined> {
  return trx
    .selectFrom("jobs")
    .select(["id", "reference", "status", "engineer_id", "window_end", "customer_name"])
    .where("id", "=", jobId)
    .forUpdate()
    .executeTakeFirst();
}

/** "09:12" on the same London day, "Monday 30 November, 09:12" on another. */
function whenLabel(at: Date, now: Date): string {
  return londonDate(at) === londonDate(now) ? formatClockTime(at) : formatLondonDateTime(at);
}

/** What a late or repeated tap is told: where the job is now, and since when. */
async function unchanged(
  trx: Transaction<Database>,
  job: LockedJob,
  now: Date,
): Promise<StepResult> {
  const latest = await trx
    .selectFrom("job_events")
    .select("at")
    .where("job_id", "=", job.id)
    .where("to_status", "=", job.status)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const at = latest ? ` at ${whenLabel(latest.at, now)}` : "";
  const where: Partial<Record<JobStatus, string>> = {
    en_route: `Already marked on the way${at}.`,
    on_site: `Already marked as arrived${at}.`,
    completed: `Already finished${at}.`,
    cancelled: `The office cancelled this job${at}.`,
  };
  return {
    ok: false,
    reason: "unchanged",
    reference: job.reference,
    message: `${where[job.status] ?? `This job is “${JOB_STATUS_LABELS[job.status]}” now.`} Nothing was changed.`,
  };
}

function refuse(message: string, field?: "arrival"): StepResult {
  return { ok: false, reason: "refused", message, field };
}

/**
 * The big button of the engineer's day: "On my way" → "Arrived" → "Finished". One transaction
 * per step with the job's row locked: the job must be given to this engineer (otherwise it is
 * "not-found", like an unknown id) and still in the status the page showed; a second tap, a
 * page left open or a step out of order changes nothing and says where the job is. Each step
 * moves the status through the status machine, tells the customer (the messages are written
 * in the same transaction) and is written to the change log.
 */
export async function engineerStep(
  db: Kysely<Database>,
  actor: StaffActor,
  input: StepInput,
  options: StepOptions,
): Promise<StepResult> {
  const now = options.now ?? new Date();
  try {
    if (input.step !== "finished") {
      return await db
        .transaction()
        .execute((trx) =>
          onceForStep(trx, actor, input, now, options, (at) =>
            takeStep(trx, actor, input, at, options),
          ),
        );
    }
    return await finish(db, actor, input, now, options);
  } catch (error) {
    return unavailable(error);
  }
}

async function takeStep(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: Exclude<StepInput, { step: "finished" }>,
  now: Date,
  options: StepOptions,
): Promise<StepResult> {
  const job = await lockJob(trx, input.jobId);
  if (!job || job.engineer_id !== actor.id) return { ok: false, reason: "not-found" };
  const move = STEP_MOVES[input.step];
  if (job.status !== move.from || job.status !== input.expectedStatus) {
    return unchanged(trx, job, now);
  }
  if (input.step === "arrived") {
    await transitionJob(trx, job.id, move.to, { role: actor.role, actorId: actor.id, at: now });
    await logChange(trx, {
      actor,
      entity: "job",
      entityId: job.id,
      action: "arrived",
      before: { status: job.status },
      after: { status: move.to },
    });
    return {
      ok: true,
      step: input.step,
      reference: job.reference,
      title: "Arrived",
      message: `${job.reference} marked as arrived at ${formatClockTime(now)}. The customer's tracking page shows it.`,
    };
  }

  const arrival = arrivalInstant(input.arrival, now);
  if (!arrival.ok) return refuse(arrival.message, "arrival");
  const afterWindow = job.window_end !== null && arrival.at.getTime() > job.window_end.getTime();
  if (afterWindow && !input.late && job.window_end) {
    return refuse(
      `The arrival window ends at ${formatClockTime(job.window_end)}. Give a time by then, or tick “I’m running late”.`,
      "arrival",
    );
  }
  const eta = formatClockTime(arrival.at);
  await transitionJob(trx, job.id, move.to, {
    role: actor.role,
    actorId: actor.id,
    at: now,
    note: afterWindow ? `Running late: arriving about ${eta}` : `Arriving about ${eta}`,
  });
  await trx
    .updateTable("jobs")
    .set({ eta: arrival.at, updated_at: now })
    .where("id", "=", job.id)
    .execute();
  const profile = await trx
    .selectFrom("profiles")
    .select("full_name")
    .where("id", "=", actor.id)
    .executeTakeFirst();
  await queueOnMyWayMessages(
    trx,
    job.id,
    { engineerFirstName: firstName(profile?.full_name) ?? "Your engineer", eta: arrival.at },
    { siteOrigin: options.siteOrigin },
  );
  await logChange(trx, {
    actor,
    entity: "job",
    entityId: job.id,
    action: "on-my-way",
    before: { status: job.status },
    after: { status: move.to, eta: arrival.at.toISOString(), late: afterWindow },
  });
  return {
    ok: true,
    step: input.step,
    reference: job.reference,
    title: "On your way",
    message: `${job.customer_name} is being told you expect to arrive at about ${eta}.`,
  };
}

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
 * then checks the job under its lock, records the outcome, the summary, the photos and the
 * notes, creates the return visit when one is needed, and queues the customer's message.
 * Whatever refuses or fails after the files were stored removes them again.
 */
async function finish(
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
    result = await db.transaction().execute((trx) =>
      onceForStep(trx, actor, input, now, options, (at) => {
        recorded = true;
        return recordFinish(trx, actor, input, stored, at, options);
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
  options: StepOptions,
): Promise<StepResult> {
  const job = await lockJob(trx, input.jobId);
  if (!job || job.engineer_id !== actor.id) return { ok: false, reason: "not-found" };
  const move = STEP_MOVES.finished;
  if (job.status !== move.from || job.status !== input.expectedStatus) {
    return unchanged(trx, job, now);
  }
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
    ].join(" "),
  };
}
