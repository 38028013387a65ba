import type { Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema.server";

/** What the engineer's queue sends: a step of a job, or a note for the office. */
export type ClientActionKind = "on-my-way" | "arrived" | "finished" | "note";

/** The id the phone made when the engineer tapped, and when that was. */
export interface ClientAction {
  id: string;
  tappedAt: Date;
}

/** Who sent which action about which job: an id is only ever good for the one it was made for. */
export interface ClientActionKey {
  id: string;
  accountId: string;
  kind: ClientActionKind;
  jobId: string;
}

/** A phone does not hold a queue for a month: older ids are let go as new ones arrive. */
const KEEP_IDS_DAYS = 30;
/** A tap is taken at its own time only within the last day; an older one counts from then. */
export const TAPPED_AT_LIMIT_HOURS = 24;

export const REUSED_ID_MESSAGE =
  "This update's id was already used for a different update, so it was not applied. Nothing was changed.";

/** The answer to an id used again for another account, kind of action or job. */
export const reusedIdAnswer = { ok: false, reason: "refused", message: REUSED_ID_MESSAGE } as const;

/**
 * Runs an action once per id. The id is claimed inside the caller's transaction (the insert of
 * a second post waits on the first one's row until it commits), so the work and the kept answer
 * are written together or not at all. A repeat gets the kept answer back and changes nothing;
 * the id used for anything else is refused. Without an id (the online form), it just runs.
 */
export async function onceForClientAction<Answer>(
  trx: Transaction<Database>,
  key: ClientActionKey | undefined,
  answerSchema: z.ZodType<Answer>,
  run: () => Promise<Answer>,
  now: Date,
): Promise<Answer | typeof reusedIdAnswer> {
  if (!key) return run();
  // An id is only kept for a job that exists (the table refers to it): for any other, the
  // action answers for itself (not found), and nothing is kept.
  const job = await trx
    .selectFrom("jobs")
    .select("id")
    .where("id", "=", key.jobId)
    .executeTakeFirst();
  if (!job) return run();
  const claimed = await trx
    .insertInto("engineer_client_actions")
    .values({
      id: key.id,
      account_id: key.accountId,
      kind: key.kind,
      job_id: key.jobId,
      answer: JSON.stringify(null),
      created_at: now,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!claimed) {
    const kept = await trx
      .selectFrom("engineer_client_actions")
      .select(["account_id", "kind", "job_id", "answer"])
      .where("id", "=", key.id)
      .executeTakeFirst();
    const same =
      kept?.account_id === key.accountId && kept.kind === key.kind && kept.job_id === key.jobId;
    const answer = same ? answerSchema.safeParse(kept.answer) : undefined;
    return answer?.success ? answer.data : reusedIdAnswer;
  }
  const answer = await run();
  await trx
    .updateTable("engineer_client_actions")
    .set({ answer: JSON.stringify(answer) })
    .where("id", "=", key.id)
    .execute();
  await trx
    .deleteFrom("engineer_client_actions")
    .where("account_id", "=", key.accountId)
    .where("created_at", "<", new Date(now.getTime() - KEEP_IDS_DAYS * 86_400_000))
    .execute();
  return answer;
}

/**
 * The time an action from the queue is recorded at: when the engineer tapped, as the phone says,
 * but never in the future, never more than a day back, and never before the job's latest change
 * of status (a phone's clock can be wrong; the job's history must still read in order).
 */
export async function tappedTime(
  trx: Transaction<Database>,
  jobId: string,
  action: ClientAction | undefined,
  now: Date,
): Promise<Date> {
  if (!action) return now;
  const earliest = now.getTime() - TAPPED_AT_LIMIT_HOURS * 3_600_000;
  const latest = await trx
    .selectFrom("job_events")
    .select("at")
    .where("job_id", "=", jobId)
    .where("to_status", "is not", null)
    .orderBy("at", "desc")
    .executeTakeFirst();
  const floor = Math.max(earliest, latest?.at.getTime() ?? earliest);
  return new Date(Math.min(now.getTime(), Math.max(action.tappedAt.getTime(), floor)));
}
