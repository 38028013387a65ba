import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/schema.server";
import {
  receivedOn,
  recordCompletedSession,
  recordRefunds,
  settleAsyncPayment,
  type LedgerChange,
} from "./stripe-ledger.server";
import type { StripePayments } from "./stripe.server";
import { enqueuePaymentReceipt, type ReceiptContext } from "./receipt-email.server";

/** The events that move money in our ledger; any other type is answered and left alone. */
export const APPLIED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "charge.refunded",
] as const;

export type WebhookResult =
  | { status: "applied"; eventId: string; type: string; change: LedgerChange }
  | { status: "duplicate"; eventId: string }
  | { status: "ignored"; eventId: string; type: string }
  | { status: "bad-signature"; message: string }
  | { status: "not-configured" };

function isApplied(type: string): type is (typeof APPLIED_EVENT_TYPES)[number] {
  return (APPLIED_EVENT_TYPES as readonly string[]).includes(type);
}

function applyToLedger(
  trx: Parameters<typeof recordRefunds>[0],
  event: Stripe.Event,
): Promise<LedgerChange> {
  const on = receivedOn(event);
  switch (event.type) {
    case "checkout.session.completed":
      return recordCompletedSession(trx, event.data.object, on);
    case "checkout.session.async_payment_succeeded":
      return settleAsyncPayment(trx, event.data.object, "succeeded", on);
    case "checkout.session.async_payment_failed":
      return settleAsyncPayment(trx, event.data.object, "failed", on);
    case "charge.refunded":
      return recordRefunds(trx, event.data.object, on);
    default:
      return Promise.resolve("not-ours");
  }
}

/**
 * Applies one verified event in one transaction that first records its id: a repeat finds
 * the id and applies nothing; two deliveries at the same moment wait on the id's key, and the
 * second finds it once the first commits (or applies it, if the first rolled back).
 */
/** The payment intent of a session whose money has arrived with this event, if any. */
function arrivedPaymentIntent(event: Stripe.Event): string | null {
  const arrived =
    (event.type === "checkout.session.completed" && event.data.object.payment_status === "paid") ||
    event.type === "checkout.session.async_payment_succeeded";
  if (!arrived) return null;
  const intent = event.data.object.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

export async function applyStripeEvent(
  db: Kysely<Database>,
  event: Stripe.Event,
  receipts: ReceiptContext,
): Promise<WebhookResult> {
  if (!isApplied(event.type)) return { status: "ignored", eventId: event.id, type: event.type };
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto("stripe_events")
      .values({ id: event.id, type: event.type })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!first) return { status: "duplicate" as const, eventId: event.id };
    const change = await applyToLedger(trx, event);
    const paymentIntent = arrivedPaymentIntent(event);
    if (change === "recorded" && paymentIntent) {
      await enqueuePaymentReceipt(trx, paymentIntent, receipts);
    }
    return { status: "applied" as const, eventId: event.id, type: event.type, change };
  });
}

/**
 * POST /webhooks/stripe: the only source of truth about Stripe payments (decision 0071). The
 * signature is checked against the raw body exactly as received, before anything is parsed.
 */
export async function receiveStripeWebhook(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  rawBody: string | Buffer,
  signature: string | null,
  receipts: ReceiptContext,
): Promise<WebhookResult> {
  if (!stripe?.webhookSecret) return { status: "not-configured" };
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(rawBody, signature ?? "", stripe.webhookSecret);
  } catch (error) {
    return {
      status: "bad-signature",
      message: error instanceof Error ? error.message : "The signature could not be checked",
    };
  }
  return applyStripeEvent(db, event, receipts);
}
