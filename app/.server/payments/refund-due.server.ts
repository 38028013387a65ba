import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { invoiceAmountStillDue, quoteDepositStillDue } from "./amount-due.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** What a payment was for: an invoice, or a quote's deposit. */
export type RefundTarget =
  { invoiceId: string; quoteId: null } | { invoiceId: null; quoteId: string };

export function targetOf(row: {
  invoice_id: string | null;
  quote_id: string | null;
}): RefundTarget {
  return row.invoice_id !== null
    ? { invoiceId: row.invoice_id, quoteId: null }
    : { invoiceId: null, quoteId: row.quote_id ?? "" };
}

export interface RefundDue {
  paymentId: string;
  /** The payment less what was already given back of it. */
  unrefundedPence: number;
  /** What is still to be sent back of it. */
  toRefundPence: number;
}

/** Money in beyond what the invoice or deposit asks for now: what must go back. */
async function surplusOf(db: Executor, target: RefundTarget): Promise<number> {
  const paid = await db
    .selectFrom("payments")
    .select(sql<number>`coalesce(sum(amount_pence), 0)::integer`.as("pence"))
    .where("state", "=", "succeeded")
    .$call((query) =>
      target.invoiceId !== null
        ? query.where("invoice_id", "=", target.invoiceId)
        : query.where("quote_id", "=", target.quoteId),
    )
    .executeTakeFirstOrThrow();
  // A credited invoice owes nothing and an overpaid one less than nothing: its balance in
  // invoice_balances (the one status query's source) is the negative of the surplus. A deposit
  // is owed only while its quote stands accepted; otherwise every penny of it goes back.
  const due =
    target.invoiceId !== null
      ? await invoiceAmountStillDue(db, target.invoiceId)
      : await quoteDepositStillDue(db, target.quoteId);
  if (due === null) return Math.max(0, paid.pence);
  return Math.max(0, -due);
}

/**
 * What is left to refund of each flagged payment of one invoice or quote. The surplus is
 * given to the flagged payments newest first (the last money in is the money too much), each
 * up to what is left of it, so two flagged payments of £60 and £40 on an invoice credited by
 * £40 owe £40 back from the £40 one and nothing from the other.
 */
export async function refundsDue(db: Executor, target: RefundTarget): Promise<RefundDue[]> {
  const flagged = await db
    .selectFrom("payments as paid")
    .select([
      "paid.id",
      sql<number>`(paid.amount_pence + coalesce((
        select sum(refund.amount_pence) from public.payments as refund
        where refund.refund_of = paid.id and refund.state = 'succeeded'), 0))::integer`.as(
        "unrefunded",
      ),
    ])
    .where("paid.needs_refund", "=", true)
    .where("paid.state", "=", "succeeded")
    .where("paid.amount_pence", ">", 0)
    .$call((query) =>
      target.invoiceId !== null
        ? query.where("paid.invoice_id", "=", target.invoiceId)
        : query.where("paid.quote_id", "=", target.quoteId),
    )
    .orderBy("paid.received_on", "desc")
    .orderBy("paid.created_at", "desc")
    .orderBy("paid.id")
    .execute();
  let left = await surplusOf(db, target);
  return flagged.map((row) => {
    const unrefundedPence = Math.max(0, row.unrefunded);
    const toRefundPence = Math.min(unrefundedPence, left);
    left -= toRefundPence;
    return { paymentId: row.id, unrefundedPence, toRefundPence };
  });
}

/** What is left to refund of one payment (0 when it is not flagged or nothing is left). */
export async function refundDueOf(
  db: Executor,
  payment: { id: string; invoice_id: string | null; quote_id: string | null },
): Promise<RefundDue> {
  const due = await refundsDue(db, targetOf(payment));
  return (
    due.find((row) => row.paymentId === payment.id) ?? {
      paymentId: payment.id,
      unrefundedPence: 0,
      toRefundPence: 0,
    }
  );
}

/**
 * After a refund, wherever it came from: a flagged payment of the invoice or quote with
 * nothing left to send back is no longer flagged.
 */
export async function settleRefundFlags(
  trx: Transaction<Database>,
  target: RefundTarget,
): Promise<void> {
  const settled = (await refundsDue(trx, target))
    .filter((row) => row.toRefundPence === 0)
    .map((row) => row.paymentId);
  if (settled.length === 0) return;
  await trx
    .updateTable("payments")
    .set({ needs_refund: false, updated_at: sql<Date>`now()` })
    .where("id", "in", settled)
    .execute();
}
