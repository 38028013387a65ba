import type { Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { createReturnVisit } from "../engineer/follow-up.server";
import { transitionJob } from "../jobs/status.server";

/**
 * What an accepted quote does to its job (decision 0069), in the acceptance's transaction:
 * - a job still "requested" is confirmed by the system: without an engineer it now waits in
 *   the board's unassigned queue to be booked; with one it keeps them; one with no window
 *   yet (an organisation's repair) is already in that queue and stays "requested";
 * - a confirmed or booked job keeps its window and engineer;
 * - a finished job (the engineer's "needs a quote") gets the quoted work as a follow-up job
 *   in the unassigned queue, made in the name of the office member who wrote the quote;
 * - a cancelled job is left alone: the office reads the acceptance on its timeline.
 * Returns the sentence the job's timeline records about it.
 */
export async function reactToAcceptance(
  trx: Transaction<Database>,
  quote: { id: string; reference: string; jobId: string; createdBy: string | null },
  at: Date,
): Promise<string> {
  const job = await trx
    .selectFrom("jobs")
    .select(["status", "engineer_id", "reference", "window_start"])
    .where("id", "=", quote.jobId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  switch (job.status) {
    case "requested":
      // Without a window (an organisation's repair waiting in the queue) there is nothing to
      // confirm: the office books it from the queue, where it already is.
      if (job.window_start === null) {
        return "The job waits in the unassigned queue to be booked.";
      }
      await transitionJob(trx, quote.jobId, "confirmed", {
        role: "system",
        at,
        note: `Quote ${quote.reference} accepted`,
      });
      return job.engineer_id
        ? "The job is confirmed and keeps its engineer."
        : "The job is confirmed and waits in the unassigned queue to be booked.";
    case "confirmed":
    case "scheduled":
    case "en_route":
    case "on_site":
      return job.engineer_id
        ? "The job keeps its window and engineer."
        : "The job waits in the unassigned queue to be booked.";
    case "completed": {
      if (!quote.createdBy) {
        return "The job is finished: book the quoted work as a new job.";
      }
      const followUp = await createReturnVisit(
        trx,
        { id: quote.createdBy, role: "admin" },
        { jobId: quote.jobId, summary: `quote ${quote.reference} accepted`, kind: "quote", at },
      );
      return `The quoted work is ${followUp.reference}, waiting in the unassigned queue to be booked.`;
    }
    case "cancelled":
      return "The job was cancelled: book the quoted work as a new job if it goes ahead.";
  }
}
