import { sql, type Transaction } from "kysely";
import type { StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { makeDraftInvoiceIn } from "../invoices/draft.server";
import { issueInvoiceIn, type IssuingContext } from "../invoices/issue.server";

export type InvoiceOnFinish = { number: string; grossPence: number } | null;

/**
 * "Issue on finish" (money settings): the job's invoice is made and issued in the finish's own
 * transaction, so it exists exactly when the finish does. A finish runs once per job (the status
 * moves under the row lock; a queued finish once per id), so a replay never makes a second.
 * Only for a visit that completed the job: a return visit or a quote leaves the money to the
 * office. Whatever goes wrong here (nothing to charge, a PDF that cannot be drawn) is rolled
 * back to a savepoint and left for the office: it never stops the job being finished.
 */
export async function issueInvoiceOnFinish(
  trx: Transaction<Database>,
  jobId: string,
  context: IssuingContext & { actor: StaffActor },
): Promise<InvoiceOnFinish> {
  const settings = await trx
    .selectFrom("money_settings")
    .select("issue_on_finish")
    .executeTakeFirst();
  if (!settings?.issue_on_finish) return null;
  await sql`savepoint issue_on_finish`.execute(trx);
  try {
    const draft = await makeDraftInvoiceIn(trx, { jobId }, context.actor, context.seller);
    const issued = draft.ok ? await issueInvoiceIn(trx, draft.invoiceId, context) : draft;
    if (!issued.ok) {
      // Left as the office would find it: a draft to review, or nothing.
      await sql`release savepoint issue_on_finish`.execute(trx);
      return null;
    }
    const invoice = await trx
      .selectFrom("invoices")
      .select("gross_pence")
      .where("id", "=", issued.invoiceId)
      .executeTakeFirstOrThrow();
    await sql`release savepoint issue_on_finish`.execute(trx);
    return { number: issued.number, grossPence: invoice.gross_pence };
  } catch (error) {
    await sql`rollback to savepoint issue_on_finish`.execute(trx);
    console.error("The invoice could not be issued on finish; the office can issue it", error);
    return null;
  }
}
