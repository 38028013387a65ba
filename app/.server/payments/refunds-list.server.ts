import { sql, type Kysely } from "kysely";
import type { RefundToMake } from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import { refundsDue, targetOf, type RefundDue } from "./refund-due.server";

/** More than this many flagged at once is a problem no list solves; the oldest wait. */
const LIST_LIMIT = 100;

/**
 * The payments flagged needs_refund (money for a cancelled or credited invoice, paid twice,
 * or a deposit for a quote that did not go ahead) with what is left to send back of each,
 * oldest first. A flagged payment with nothing left of its share is not listed: its flag
 * clears with the next refund of the same invoice or quote.
 */
export async function listRefundsToMake(
  db: Kysely<Database>,
  options: { stripeConfigured: boolean },
): Promise<RefundToMake[]> {
  const rows = await db
    .selectFrom("payments")
    .leftJoin("invoices", "invoices.id", "payments.invoice_id")
    .leftJoin("quotes", "quotes.id", "payments.quote_id")
    .leftJoin("jobs", "jobs.id", "quotes.job_id")
    .select([
      "payments.id",
      "payments.invoice_id",
      "payments.quote_id",
      "payments.amount_pence",
      "payments.method",
      "payments.reference",
      "payments.stripe_payment_intent_id",
      sql<string>`to_char(payments.received_on, 'YYYY-MM-DD')`.as("received_on"),
      "invoices.number as invoice_number",
      "quotes.reference as quote_reference",
      "jobs.reference as job_reference",
      sql<string>`coalesce(invoices.buyer_name, quotes.customer_name, '')`.as("customer_name"),
      sql<number>`coalesce((select sum(requests.amount_pence) from public.stripe_refund_requests
        as requests where requests.payment_id = payments.id
          and requests.stripe_refund_id is not null), 0)::integer`.as("asked_pence"),
      sql<number>`coalesce((select -sum(refunds.amount_pence) from public.payments as refunds
        where refunds.refund_of = payments.id and refunds.state = 'succeeded'), 0)::integer`.as(
        "refunded_pence",
      ),
    ])
    .where("payments.needs_refund", "=", true)
    .where("payments.state", "=", "succeeded")
    .where("payments.amount_pence", ">", 0)
    .orderBy("payments.created_at")
    .limit(LIST_LIMIT)
    .execute();
  const due = new Map<string, RefundDue>();
  const targets = new Map(rows.map((row) => [row.invoice_id ?? row.quote_id, targetOf(row)]));
  for (const target of targets.values()) {
    for (const row of await refundsDue(db, target)) due.set(row.paymentId, row);
  }
  return rows.flatMap((row) => {
    const toRefundPence = due.get(row.id)?.toRefundPence ?? 0;
    if (toRefundPence === 0) return [];
    const forInvoice = row.invoice_id !== null;
    return [
      {
        paymentId: row.id,
        receivedOn: row.received_on,
        amountPence: row.amount_pence,
        method: row.method,
        reference: row.reference,
        customerName: row.customer_name,
        forLabel: forInvoice
          ? `Invoice ${row.invoice_number ?? ""}`.trim()
          : `Deposit for quote ${row.quote_reference ?? ""}`.trim(),
        forHref: forInvoice
          ? `/admin/invoices/${row.invoice_id}`
          : row.job_reference
            ? `/admin/jobs/${row.job_reference}/quote`
            : null,
        toRefundPence,
        throughStripe: options.stripeConfigured && row.stripe_payment_intent_id !== null,
        waitingForStripePence: Math.max(0, row.asked_pence - row.refunded_pence),
      },
    ];
  });
}
