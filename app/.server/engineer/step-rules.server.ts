// What every step of the engineer's big button shares: its input and answers, the job's row
// lock, the one move each step asks for, and the answer to a tap that changes nothing.
import type { Transaction } from "kysely";
import { z } from "zod";
import { formatLondonDateTime, londonDate } from "~/lib/booking-rules";
import { ENGINEER_STEPS, type EngineerStep } from "~/lib/schemas/engineer";
import type { StaffActor } from "../audit/change-log.server";
import type { FinishBillables } from "~/lib/finish-billables";
import type { Database, JobOutcome, JobStatus } from "../db/schema.server";
import type { Refusal } from "../http/refusal.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import type { PreparedPhoto } from "../storage/images.server";
import type { FileStorage } from "../storage/storage.server";
import { formatClockTime } from "../tracking/timeline.server";
import { onceForClientAction, tappedTime, type ClientAction } from "./client-actions.server";

export type { StaffActor };

interface StepBase {
  jobId: string;
  /** The status the page showed when the button was drawn. */
  expectedStatus: JobStatus;
}

export type StepInput =
  | (StepBase & { step: "on-my-way"; arrival: string; late: boolean; early?: boolean })
  | (StepBase & { step: "arrived"; early?: boolean })
  | (StepBase & {
      step: "finished";
      outcome: JobOutcome;
      summary: string;
      internalNote: string | null;
      signedOffBy: string | null;
      /** Pence, for the follow-up of a return visit or a quote; null: none given. */
      estimate: number | null;
      /**
       * Time on site and materials used, for the invoice; none given: no materials, and the
       * time counted from the arrival.
       */
      billables?: FinishBillables;
      photos: { before: readonly PreparedPhoto[]; after: readonly PreparedPhoto[] };
    });

export type StepResult =
  | { ok: true; step: EngineerStep; reference: string; title: string; message: string }
  | { ok: false; reason: "not-found" }
  /** A repeated or late tap: the job had already moved on, and nothing was changed. */
  | { ok: false; reason: "unchanged"; reference: string; message: string }
  /** `field`: the arrival time, or one of the finish form's materials. */
  | { ok: false; reason: "refused"; message: string; field?: string }
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
    field: z.string().optional(),
  }),
]);

/** Runs a step's transaction once per queued id, at the time the engineer tapped. */
export function onceForStep(
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
export const STEP_MOVES: Readonly<Record<EngineerStep, { from: JobStatus; to: JobStatus }>> = {
  "on-my-way": { from: "scheduled", to: "en_route" },
  arrived: { from: "en_route", to: "on_site" },
  finished: { from: "on_site", to: "completed" },
};

export type LockedJob = {
  id: string;
  reference: string;
  status: JobStatus;
  engineer_id: string | null;
  window_start: Date | null;
  window_end: Date | null;
  customer_name: string;
};

export async function lockJob(
  trx: Transaction<Database>,
  jobId: string,
): Promise<LockedJob | undefined> {
  return trx
    .selectFrom("jobs")
    .select([
      "id",
      "reference",
      "status",
      "engineer_id",
      "window_start",
      "window_end",
      "customer_name",
    ])
    .where("id", "=", jobId)
    .forUpdate()
    .executeTakeFirst();
}

/** "09:12" on the same London day, "Monday 30 November, 09:12" on another. */
function whenLabel(at: Date, now: Date): string {
  return londonDate(at) === londonDate(now) ? formatClockTime(at) : formatLondonDateTime(at);
}

/** What a late or repeated tap is told: where the job is now, and since when. */
export async function unchanged(
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

export function refuse(message: string, field?: string): StepResult {
  return { ok: false, reason: "refused", message, field };
}
