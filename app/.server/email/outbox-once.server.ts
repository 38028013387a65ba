import type { Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { notifyOutbox, type OutgoingEmail } from "./outbox.server";

/**
 * Writes an e-mail about money to the outbox once: its key is unique in email_outbox
 * (decision 0068), so a retried or doubled action finds the message already there and writes
 * nothing. Returns whether this call wrote it. Call it in the transaction of the change it
 * reports.
 */
export async function enqueueEmailOnce(
  trx: Transaction<Database>,
  email: OutgoingEmail,
  about: { dedupeKey: string; jobId?: string | null; quoteId?: string; invoiceId?: string },
): Promise<boolean> {
  const row = await trx
    .insertInto("email_outbox")
    .values({
      channel: "email",
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      kind: email.kind,
      attachments: JSON.stringify(email.attachments ?? []),
      job_id: about.jobId ?? null,
      quote_id: about.quoteId ?? null,
      invoice_id: about.invoiceId ?? null,
      dedupe_key: about.dedupeKey,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) notifyOutbox("email");
  return row !== undefined;
}
