import type { Transaction } from "kysely";
import { formatPence } from "~/lib/money";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { writeStaffEvent } from "../jobs/staff-events.server";
import { recordEstimate } from "./approvals.server";

/**
 * What sending an organisation's quote does to the job's spend approval (decision 0074), in
 * the sending transaction with the job's row locked. The quote's total becomes the job's
 * estimate, and the organisation decides the two at once:
 * - an approval already pending (an estimate the office or an engineer recorded) now decides
 *   this quote: its amount becomes the quote's total, and its e-mailed links still work;
 * - otherwise, above the spend limit and above what the organisation already agreed to (an
 *   approved estimate, an accepted quote), a pending approval bound to the quote is made;
 * - at or below, the quote is decided alone.
 * Returns the spend limit the quote is above when accepting it is also the approval.
 */
export async function bindQuoteToSpend(
  trx: Transaction<Database>,
  actor: StaffActor,
  quote: { id: string; reference: string; jobId: string; grossPence: number },
  options: { now: Date; siteOrigin: string },
): Promise<{ aboveLimitPence: number | null }> {
  const pending = await trx
    .selectFrom("job_approvals")
    .select(["id", "estimate_pence", "spend_limit_pence"])
    .where("job_id", "=", quote.jobId)
    .where("state", "=", "pending")
    .executeTakeFirst();
  if (!pending) {
    const outcome = await recordEstimate(
      trx,
      actor,
      { jobId: quote.jobId, estimatePence: quote.grossPence },
      { ...options, quote: { id: quote.id, reference: quote.reference } },
    );
    if (outcome.approval === "not-needed") return { aboveLimitPence: null };
    const approval = await trx
      .selectFrom("job_approvals")
      .select("spend_limit_pence")
      .where("id", "=", outcome.approvalId)
      .executeTakeFirstOrThrow();
    return { aboveLimitPence: approval.spend_limit_pence };
  }
  await trx
    .updateTable("job_approvals")
    .set({ quote_id: quote.id, estimate_pence: quote.grossPence })
    .where("id", "=", pending.id)
    .execute();
  await trx
    .updateTable("jobs")
    .set({ estimate_pence: quote.grossPence, updated_at: options.now })
    .where("id", "=", quote.jobId)
    .execute();
  await writeStaffEvent(trx, {
    jobId: quote.jobId,
    kind: "estimate",
    actor,
    at: options.now,
    note: `Quote ${quote.reference} (${formatPence(quote.grossPence)}) replaces the estimate of ${formatPence(pending.estimate_pence)} waiting for approval: approving one accepts the other.`,
    internal: true,
  });
  await logChange(trx, {
    actor,
    entity: "job-approval",
    entityId: pending.id,
    action: "bind-quote",
    before: { estimatePence: pending.estimate_pence },
    after: { estimatePence: quote.grossPence, quoteId: quote.id },
  });
  return { aboveLimitPence: pending.spend_limit_pence };
}

/**
 * A withdrawn quote no longer stands for the approval waiting on it: the approval stays
 * pending on the same amount, for the office's next quote (which binds it again) or the
 * organisation's decision on the spend alone.
 */
export async function unbindQuoteFromSpend(
  trx: Transaction<Database>,
  quoteId: string,
): Promise<void> {
  await trx
    .updateTable("job_approvals")
    .set({ quote_id: null })
    .where("quote_id", "=", quoteId)
    .where("state", "=", "pending")
    .execute();
}
