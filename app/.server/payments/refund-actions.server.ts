import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { formatPence } from "~/lib/money";
import { londonDate } from "~/lib/calendar-date";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { refused, type Refusal } from "../http/refusal.server";
import { refundDueOf, settleRefundFlags, targetOf } from "./refund-due.server";
import type { StripePayments } from "./stripe.server";

type Trx = Transaction<Database>;
type PaymentRow = Selectable<Database["payments"]>;

export const REFUND_MESSAGES = {
  future: "A refund cannot be made after today.",
  tooMuch: (left: number) => `At most ${formatPence(left)} is left to refund of this payment.`,
  notStripe: "This payment did not come through Stripe: send it back by hand and record it here.",
  notConfigured: "Stripe is not set up on this site: send the money back by hand and record it.",
  stripeFailed: (message: string) =>
    `Stripe did not take the refund: ${message} Nothing was refunded; try again.`,
} as const;

export interface RefundByHand {
  amountPence: number;
  method: "bank_transfer" | "cash" | "card_terminal";
  /** A London calendar date, "2026-11-30". */
  refundedOn: string;
  reference: string | null;
}

export type RefundResult =
  | { ok: true; status: "recorded"; leftPence: number }
  | { ok: true; status: "already-refunded" }
  | { ok: true; status: "asked-of-stripe"; amountPence: number }
  | { ok: true; status: "waiting-for-stripe"; amountPence: number }
  | { ok: false; reason: "not-found" }
  | Refusal;

/**
 * The payment, with the invoice or quote it was for locked first (the order every writer of
 * that ledger takes, so refunds and payments of one invoice are judged one after the other).
 */
async function lockPayment(trx: Trx, paymentId: string): Promise<PaymentRow | null> {
  const payment = await trx
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", paymentId)
    .where("amount_pence", ">", 0)
    .executeTakeFirst();
  if (!payment) return null;
  if (payment.invoice_id !== null) {
    await trx
      .selectFrom("invoices")
      .select("id")
      .where("id", "=", payment.invoice_id)
      .forUpdate()
      .execute();
  } else if (payment.quote_id !== null) {
    await trx
      .selectFrom("quotes")
      .select("id")
      .where("id", "=", payment.quote_id)
      .forUpdate()
      .execute();
  }
  return (
    (await trx
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", paymentId)
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

/**
 * The office sent money back itself (a bank transfer, cash, a card terminal): a negative
 * payment naming the one it refunds, in the one ledger. Asked twice (a double click, a second
 * tab), the second finds nothing left to refund and records nothing.
 */
export async function recordRefundByHand(
  db: Kysely<Database>,
  paymentId: string,
  refund: RefundByHand,
  options: { now: Date; actor: StaffActor },
): Promise<RefundResult> {
  if (refund.refundedOn > londonDate(options.now)) return refused(REFUND_MESSAGES.future);
  return db.transaction().execute(async (trx): Promise<RefundResult> => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment) return { ok: false, reason: "not-found" };
    const due = await refundDueOf(trx, payment);
    if (due.toRefundPence === 0) return { ok: true, status: "already-refunded" };
    if (refund.amountPence > due.toRefundPence) {
      return refused(REFUND_MESSAGES.tooMuch(due.toRefundPence));
    }
    await trx
      .insertInto("payments")
      .values({
        invoice_id: payment.invoice_id,
        quote_id: payment.quote_id,
        amount_pence: -refund.amountPence,
        method: refund.method,
        state: "succeeded",
        received_on: refund.refundedOn,
        reference: refund.reference,
        refund_of: payment.id,
        recorded_by: options.actor.id,
      })
      .execute();
    const target = targetOf(payment);
    await settleRefundFlags(trx, target);
    await logChange(trx, {
      actor: options.actor,
      entity: target.invoiceId !== null ? "invoice" : "quote",
      entityId: target.invoiceId ?? target.quoteId,
      action: "refund",
      after: { paymentId, ...refund },
    });
    return {
      ok: true,
      status: "recorded",
      leftPence: due.toRefundPence - refund.amountPence,
    };
  });
}

// Stripe keeps an idempotency key for 24 hours: an older unanswered request asks with a new one.
const KEY_LIFETIME_MS = 23 * 3_600_000;

type Asking =
  | { kind: "ask"; request: { id: string; key: string; amountPence: number }; intent: string }
  | { kind: "done"; result: RefundResult };

/** Money asked of Stripe and not yet in the ledger: answered requests less refunds recorded. */
async function awaitedFromStripe(trx: Trx, paymentId: string): Promise<number> {
  const row = await trx
    .selectFrom("payments as paid")
    .select([
      sql<number>`coalesce((select sum(amount_pence) from public.stripe_refund_requests
        where payment_id = paid.id and stripe_refund_id is not null), 0)::integer`.as("asked"),
      sql<number>`coalesce((select -sum(amount_pence) from public.payments
        where refund_of = paid.id and state = 'succeeded'), 0)::integer`.as("refunded"),
    ])
    .where("paid.id", "=", paymentId)
    .executeTakeFirstOrThrow();
  return Math.max(0, row.asked - row.refunded);
}

/**
 * Decides, under the payment's locks, whether to ask Stripe and with which key: a request
 * still unanswered for the same amount keeps its key (Stripe replays its answer, or makes the
 * refund once if it never got the first call); one answered but not yet in the ledger means
 * Stripe's event is on its way, so nothing is asked again.
 */
async function claimRefundRequest(
  trx: Trx,
  paymentId: string,
  options: { now: Date; actor: StaffActor },
): Promise<Asking> {
  const payment = await lockPayment(trx, paymentId);
  if (!payment) return { kind: "done", result: { ok: false, reason: "not-found" } };
  if (!payment.stripe_payment_intent_id) {
    return { kind: "done", result: refused(REFUND_MESSAGES.notStripe) };
  }
  const awaited = await awaitedFromStripe(trx, paymentId);
  if (awaited > 0) {
    return {
      kind: "done",
      result: { ok: true, status: "waiting-for-stripe", amountPence: awaited },
    };
  }
  const due = await refundDueOf(trx, payment);
  if (due.toRefundPence === 0)
    return { kind: "done", result: { ok: true, status: "already-refunded" } };
  const open = await trx
    .selectFrom("stripe_refund_requests")
    .select(["id", "idempotency_key"])
    .where("payment_id", "=", paymentId)
    .where("stripe_refund_id", "is", null)
    .where("amount_pence", "=", due.toRefundPence)
    .where("created_at", ">", new Date(options.now.getTime() - KEY_LIFETIME_MS))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const request =
    open ??
    (await trx
      .insertInto("stripe_refund_requests")
      .values({
        payment_id: paymentId,
        amount_pence: due.toRefundPence,
        idempotency_key: `wfc-refund-${randomUUID()}`,
        requested_by: options.actor.id,
        created_at: options.now,
      })
      .returning(["id", "idempotency_key"])
      .executeTakeFirstOrThrow());
  return {
    kind: "ask",
    request: { id: request.id, key: request.idempotency_key, amountPence: due.toRefundPence },
    intent: payment.stripe_payment_intent_id,
  };
}

/**
 * Refunds what is left to send back of a Stripe payment through Stripe's refund API. The
 * request and its idempotency key are committed before Stripe is called; the money is written
 * to the ledger by the webhook's charge.refunded, once, as every Stripe payment is.
 */
export async function refundThroughStripe(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  paymentId: string,
  options: { now: Date; actor: StaffActor },
): Promise<RefundResult> {
  if (!stripe) return refused(REFUND_MESSAGES.notConfigured);
  const asking = await db
    .transaction()
    .execute((trx) => claimRefundRequest(trx, paymentId, options));
  if (asking.kind === "done") return asking.result;
  const { request } = asking;
  let refundId: string;
  try {
    const refund = await stripe.client.refunds.create(
      {
        payment_intent: asking.intent,
        amount: request.amountPence,
        metadata: { payment_id: paymentId, refund_request_id: request.id },
      },
      { idempotencyKey: request.key },
    );
    refundId = refund.id;
  } catch (error) {
    const message = error instanceof Error ? error.message : "no answer.";
    return refused(REFUND_MESSAGES.stripeFailed(message));
  }
  // Under the payment's locks: a claim judging "unanswered, same key" and this answer must not
  // interleave, or the claim misses both the open request and the awaited money and asks anew.
  await db.transaction().execute(async (trx) => {
    await lockPayment(trx, paymentId);
    await trx
      .updateTable("stripe_refund_requests")
      .set({ stripe_refund_id: refundId, answered_at: options.now })
      .where("id", "=", request.id)
      .where("stripe_refund_id", "is", null)
      .execute();
  });
  await logChange(db, {
    actor: options.actor,
    entity: "payment",
    entityId: paymentId,
    action: "refund asked of Stripe",
    after: { amountPence: request.amountPence, refundId },
  });
  return { ok: true, status: "asked-of-stripe", amountPence: request.amountPence };
}
