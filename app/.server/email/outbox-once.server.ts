import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { emailColumns, notifyOutbox, type OutgoingEmail } from "./outbox.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Writes an e-mail about money to the outbox once: its key is unique in email_outbox
 * (decision 0068), so a retried or doubled action finds the message already there and writes
 * nothing. Returns whether this call wrote it. Call it in the transaction of the change it
 * reports.
 */
export async function enqueueEmailOnce(
  db: Executor,
  email: OutgoingEmail,
  about: {
    dedupeKey: string;
    jobId?: string | null;
    quoteId?: string;
    invoiceId?: string;
    /** Skipped instead of sent once the invoice is paid or credited (a reminder). */
    validWhileInvoiceUnpaid?: boolean;
  },
): Promise<boolean> {
  const row = await db
    .insertInto("email_outbox")
    .values({
      ...emailColumns(email),
      job_id: about.jobId ?? null,
      quote_id: about.quoteId ?? null,
      invoice_id: about.invoiceId ?? null,
      dedupe_key: about.dedupeKey,
      valid_while_invoice_unpaid: about.validWhileInvoiceUnpaid ?? false,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) notifyOutbox("email");
  return row !== undefined;
}
