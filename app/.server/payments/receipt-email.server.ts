import type { Transaction } from "kysely";
import type { Business } from "~/lib/business";
import { formatPence } from "~/lib/money";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import { mintInvoiceLink } from "../invoices/links.server";
import { signOff } from "../jobs/booking-emails.server";
import { invoiceAmountStillDue } from "./amount-due.server";

export interface ReceiptContext {
  business: Business;
  siteOrigin: string;
}

const METHOD_WORDS = {
  card: "by card",
  bacs: "by Bacs Direct Debit",
  bank_transfer: "by bank transfer",
  cash: "in cash",
  card_terminal: "by card",
} as const;

/**
 * The customer's receipt for a Stripe payment that has arrived (what /pay/done promises), written
 * once in the transaction that recorded the payment: its key is the payment's id, so a repeated
 * event or a second delivery writes nothing more. Money we may not keep says it will come back.
 */
export async function enqueuePaymentReceipt(
  trx: Transaction<Database>,
  paymentIntentId: string,
  context: ReceiptContext,
): Promise<boolean> {
  const payment = await trx
    .selectFrom("payments as p")
    .leftJoin("invoices as i", "i.id", "p.invoice_id")
    .leftJoin("quotes as q", "q.id", "p.quote_id")
    .select([
      "p.id",
      "p.amount_pence",
      "p.method",
      "p.needs_refund",
      "p.invoice_id",
      "p.quote_id",
      "i.number as invoice_number",
      "i.buyer_name",
      "i.buyer_email",
      "i.job_id as invoice_job_id",
      "q.reference as quote_reference",
      "q.customer_name",
      "q.customer_email",
      "q.job_id as quote_job_id",
    ])
    .where("p.stripe_payment_intent_id", "=", paymentIntentId)
    .where("p.state", "=", "succeeded")
    .executeTakeFirst();
  if (!payment) return false;
  const to = payment.buyer_email ?? payment.customer_email;
  const name = payment.buyer_name ?? payment.customer_name;
  if (!to || !name) return false;

  const amount = formatPence(payment.amount_pence);
  const what = payment.invoice_id
    ? `invoice ${payment.invoice_number ?? ""}`.trim()
    : `the deposit for quote ${payment.quote_reference ?? ""}`.trim();
  let standing: string;
  if (payment.needs_refund) {
    standing = `This is more than was owed, so we will refund ${amount} to you; you need do nothing.`;
  } else if (payment.invoice_id) {
    const due = (await invoiceAmountStillDue(trx, payment.invoice_id)) ?? 0;
    const link = await mintInvoiceLink(trx, payment.invoice_id, context.siteOrigin);
    standing = `${due > 0 ? `${formatPence(due)} is still to pay.` : "The invoice is now paid in full."} You can see it at any time here:\n${link}`;
  } else {
    standing = "We will be in touch to arrange the work.";
  }
  const text = `Hello ${name},

Thank you: we have received ${amount} ${METHOD_WORDS[payment.method]} for ${what}.

${standing}

${signOff(context.business, context.siteOrigin)}
`;
  return enqueueEmailOnce(
    trx,
    { to, subject: `Payment received: ${amount} for ${what}`, text, kind: "payment.receipt" },
    {
      dedupeKey: `payment-receipt:${payment.id}`,
      jobId: payment.invoice_job_id ?? payment.quote_job_id,
      invoiceId: payment.invoice_id ?? undefined,
      quoteId: payment.quote_id ?? undefined,
    },
  );
}
