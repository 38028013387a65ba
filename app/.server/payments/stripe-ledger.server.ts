import { sql, type Transaction } from "kysely";
import type Stripe from "stripe";
import { londonDate } from "~/lib/calendar-date";
import type { Database } from "../db/schema.server";
import { invoiceAmountStillDue, quoteDepositStillDue } from "./amount-due.server";
import { settleRefundFlags, targetOf } from "./refund-due.server";

type Trx = Transaction<Database>;

/** What a Stripe payment was for: our ids, carried in the session's metadata. */
export type PaidTarget =
  { invoiceId: string; quoteId: null } | { invoiceId: null; quoteId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** The day the money moved, in London, from the event's own time (not the wall clock). */
export function receivedOn(event: Stripe.Event): string {
  return londonDate(new Date(event.created * 1000));
}

/**
 * The invoice or quote a session paid: from its metadata, else from the session we stored
 * when we made it. A session that is neither (another integration on the same account) is
 * not ours.
 */
export async function targetOfSession(
  trx: Trx,
  session: Stripe.Checkout.Session,
): Promise<PaidTarget | null> {
  const invoiceId = session.metadata?.invoice_id;
  const quoteId = session.metadata?.quote_id;
  if (invoiceId && UUID.test(invoiceId)) return { invoiceId, quoteId: null };
  if (quoteId && UUID.test(quoteId)) return { invoiceId: null, quoteId };
  const stored = await trx
    .selectFrom("checkout_sessions")
    .select(["invoice_id", "quote_id"])
    .where("stripe_session_id", "=", session.id)
    .executeTakeFirst();
  if (stored?.invoice_id) return { invoiceId: stored.invoice_id, quoteId: null };
  if (stored?.quote_id) return { invoiceId: null, quoteId: stored.quote_id };
  return null;
}

/**
 * Money we may not keep: more than the invoice still owes (a credited invoice owes nothing, a
 * second payment finds the first), or a deposit for a quote that was withdrawn or declined, or
 * paid already. The invoice or quote row is locked first, so two payments applied at once are
 * judged one after the other.
 */
async function mustBeRefunded(trx: Trx, target: PaidTarget, amountPence: number) {
  if (target.invoiceId !== null) {
    await trx
      .selectFrom("invoices")
      .select("id")
      .where("id", "=", target.invoiceId)
      .forUpdate()
      .execute();
    const due = await invoiceAmountStillDue(trx, target.invoiceId);
    return due === null || amountPence > due;
  }
  const quote = await trx
    .selectFrom("quotes")
    .select("status")
    .where("id", "=", target.quoteId)
    .forUpdate()
    .executeTakeFirst();
  if (!quote || quote.status === "withdrawn" || quote.status === "declined") return true;
  const due = await quoteDepositStillDue(trx, target.quoteId);
  return due === null || amountPence > due;
}

interface SessionPayment {
  target: PaidTarget;
  paymentIntentId: string;
  amountPence: number;
}

async function sessionPayment(
  trx: Trx,
  session: Stripe.Checkout.Session,
): Promise<SessionPayment | null> {
  const target = await targetOfSession(trx, session);
  const paymentIntentId = idOf(session.payment_intent);
  const amountPence = session.amount_total ?? 0;
  if (!target || !paymentIntentId || amountPence <= 0) return null;
  return { target, paymentIntentId, amountPence };
}

export type LedgerChange = "recorded" | "unchanged" | "not-ours";

/**
 * checkout.session.completed: a card payment has succeeded ("paid"); a Bacs Direct Debit has
 * only begun ("unpaid"), and waits for the asynchronous events.
 */
export async function recordCompletedSession(
  trx: Trx,
  session: Stripe.Checkout.Session,
  on: string,
): Promise<LedgerChange> {
  if (session.payment_status === "no_payment_required") return "not-ours";
  const payment = await sessionPayment(trx, session);
  if (!payment) return "not-ours";
  const paid = session.payment_status === "paid";
  const flagged = paid && (await mustBeRefunded(trx, payment.target, payment.amountPence));
  const inserted = await trx
    .insertInto("payments")
    .values({
      invoice_id: payment.target.invoiceId,
      quote_id: payment.target.quoteId,
      amount_pence: payment.amountPence,
      method: paid ? "card" : "bacs",
      state: paid ? "succeeded" : "pending",
      received_on: on,
      stripe_payment_intent_id: payment.paymentIntentId,
      reference: session.id.slice(0, 120),
      needs_refund: flagged,
    })
    // An asynchronous event may have arrived first and recorded this payment already.
    .onConflict((conflict) => conflict.column("stripe_payment_intent_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? "recorded" : "unchanged";
}

/** checkout.session.async_payment_succeeded / _failed: a Bacs Direct Debit's outcome. */
export async function settleAsyncPayment(
  trx: Trx,
  session: Stripe.Checkout.Session,
  outcome: "succeeded" | "failed",
  on: string,
): Promise<LedgerChange> {
  const payment = await sessionPayment(trx, session);
  if (!payment) return "not-ours";
  const flagged =
    outcome === "succeeded" && (await mustBeRefunded(trx, payment.target, payment.amountPence));
  const settled = await trx
    .insertInto("payments")
    .values({
      invoice_id: payment.target.invoiceId,
      quote_id: payment.target.quoteId,
      amount_pence: payment.amountPence,
      method: "bacs",
      state: outcome,
      received_on: on,
      stripe_payment_intent_id: payment.paymentIntentId,
      reference: session.id.slice(0, 120),
      needs_refund: flagged,
    })
    // Only a pending payment moves: a settled one never changes its outcome.
    .onConflict((conflict) =>
      conflict
        .column("stripe_payment_intent_id")
        .doUpdateSet({
          state: outcome,
          received_on: on,
          needs_refund: flagged,
          updated_at: sql<Date>`now()`,
        })
        .where("payments.state", "=", "pending"),
    )
    .returning("id")
    .executeTakeFirst();
  return settled ? "recorded" : "unchanged";
}

function refundReference(paymentIntentId: string): string {
  return `Refund of ${paymentIntentId}`;
}

/**
 * charge.refunded: each refund becomes a negative payment, once, by its Stripe id. Without the
 * charge's list of refunds (not sent by default in newer API versions), the part of
 * amount_refunded not yet recorded becomes one, keyed by the charge and that total.
 */
export async function recordRefunds(
  trx: Trx,
  charge: Stripe.Charge,
  on: string,
): Promise<LedgerChange> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return "not-ours";
  const original = await trx
    .selectFrom("payments")
    .selectAll()
    .where("stripe_payment_intent_id", "=", paymentIntentId)
    .forUpdate()
    .executeTakeFirst();
  if (!original) return "not-ours";
  const reference = refundReference(paymentIntentId);
  const refunds: Array<{ id: string; amount: number }> = charge.refunds
    ? charge.refunds.data
        .filter((refund) => refund.status === "succeeded" || refund.status === "pending")
        .map((refund) => ({ id: refund.id, amount: refund.amount }))
    : await unrecordedRefund(trx, charge, reference);
  let recorded = 0;
  for (const refund of refunds) {
    if (refund.amount <= 0) continue;
    const inserted = await trx
      .insertInto("payments")
      .values({
        invoice_id: original.invoice_id,
        quote_id: original.quote_id,
        amount_pence: -refund.amount,
        method: original.method,
        state: "succeeded",
        received_on: on,
        stripe_refund_id: refund.id,
        reference,
        refund_of: original.id,
      })
      .onConflict((conflict) => conflict.column("stripe_refund_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) recorded += 1;
  }
  // A flagged payment with nothing left to send back (all of it, or the part too much) is
  // no longer flagged: the same rule as a refund the office records by hand.
  if (recorded > 0) await settleRefundFlags(trx, targetOf(original));
  return recorded > 0 ? "recorded" : "unchanged";
}

async function unrecordedRefund(
  trx: Trx,
  charge: Stripe.Charge,
  reference: string,
): Promise<Array<{ id: string; amount: number }>> {
  const row = await trx
    .selectFrom("payments")
    .select(sql<string>`coalesce(-sum(amount_pence), 0)`.as("refunded"))
    .where("reference", "=", reference)
    .where("amount_pence", "<", 0)
    .executeTakeFirst();
  const missing = charge.amount_refunded - Number(row?.refunded ?? 0);
  return missing > 0 ? [{ id: `${charge.id}:${charge.amount_refunded}`, amount: missing }] : [];
}
