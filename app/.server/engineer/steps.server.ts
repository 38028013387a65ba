import type { Kysely, Transaction } from "kysely";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { unavailable } from "../http/refusal.server";
import { transitionJob } from "../jobs/status.server";
import { queueOnMyWayMessages } from "../messages/job-messages.server";
import { firstName, formatClockTime } from "../tracking/timeline.server";
import { earlyStepQuestion, type VisitWindow } from "~/lib/arrival-rules";
import { arrivalInstant } from "./arrival.server";
import { finish } from "./finish.server";
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

export type { StaffActor, StepInput, StepOptions, StepResult } from "./step-rules.server";

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
  const window: VisitWindow | null =
    job.window_start && job.window_end ? { start: job.window_start, end: job.window_end } : null;
  if (input.step === "arrived") {
    const question = earlyStepQuestion("arrived", window, now);
    if (question && !input.early) return refuse(question, "early");
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
  const question = earlyStepQuestion("on-my-way", window, now, arrival.at);
  if (question && !input.early) return refuse(question, "early");
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
