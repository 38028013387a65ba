import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/schema.server";
import type { StripePayments } from "./stripe.server";

/** Stripe's smallest charge in pounds sterling is 30p. */
export const CARD_MINIMUM_PENCE = 30;
/** Bacs Direct Debit takes at most £100,000 a payment. */
export const BACS_MAXIMUM_PENCE = 10_000_000;
// Stripe keeps an idempotency key for 24 hours: a row older than this asks for a new session.
const KEY_LIFETIME_MS = 23 * 3_600_000;
// A session about to expire is not handed to a customer who still has to type a card number.
const SESSION_MARGIN_MS = 10 * 60_000;

export type CheckoutTarget =
  { invoiceId: string; quoteId?: never } | { quoteId: string; invoiceId?: never };

export type CheckoutRequest = CheckoutTarget & {
  amountPence: number;
  successUrl: string;
  cancelUrl: string;
  /** The line the customer sees on Stripe's page: "Invoice INV-000123". */
  description: string;
  customerEmail?: string;
  now?: Date;
};

export type CheckoutResult =
  | { status: "ready"; url: string; sessionId: string; reused: boolean }
  | { status: "not-configured" }
  | { status: "amount-too-small"; minimumPence: number }
  | { status: "not-found" }
  | { status: "stripe-failed"; message: string };

type SessionRow = Selectable<Database["checkout_sessions"]>;

/** Card always; Bacs Direct Debit too up to its limit (it is GBP-only, as we are). */
export function paymentMethodsFor(amountPence: number): Array<"card" | "bacs_debit"> {
  return amountPence <= BACS_MAXIMUM_PENCE ? ["card", "bacs_debit"] : ["card"];
}

/** Sessions still good to hand a customer for this amount, the newest first. */
function openSessions(
  db: Kysely<Database>,
  target: CheckoutTarget,
  amountPence: number,
  now: Date,
) {
  return db
    .selectFrom("checkout_sessions")
    .selectAll()
    .$call((query) =>
      target.invoiceId
        ? query.where("invoice_id", "=", target.invoiceId)
        : query.where("quote_id", "=", target.quoteId ?? ""),
    )
    .where("amount_pence", "=", amountPence)
    .where("created_at", ">", new Date(now.getTime() - KEY_LIFETIME_MS))
    .where((eb) =>
      eb.or([
        eb("expires_at", "is", null),
        eb("expires_at", ">", new Date(now.getTime() + SESSION_MARGIN_MS)),
      ]),
    )
    .orderBy("created_at", "desc")
    .limit(1);
}

/**
 * The Checkout page already made for this amount and still open, or null: read only, so a
 * page can show it again (the engineer's QR code) without asking Stripe.
 */
export async function openCheckoutUrl(
  db: Kysely<Database>,
  target: CheckoutTarget,
  amountPence: number,
  now: Date,
): Promise<string | null> {
  const open = await openSessions(db, target, amountPence, now)
    .where("url", "is not", null)
    .executeTakeFirst();
  return open?.url ?? null;
}

/**
 * The checkout_sessions row for this amount: an open one to reuse, else a new one whose
 * idempotency key is stored before Stripe is ever called. The invoice or quote row is locked
 * while looking, so two taps at once find the same row and ask Stripe with the same key.
 */
async function claimSessionRow(
  db: Kysely<Database>,
  target: CheckoutTarget,
  amountPence: number,
  now: Date,
): Promise<SessionRow | null> {
  return db.transaction().execute(async (trx) => {
    const locked = target.invoiceId
      ? await trx
          .selectFrom("invoices")
          .select("id")
          .where("id", "=", target.invoiceId)
          .forUpdate()
          .executeTakeFirst()
      : await trx
          .selectFrom("quotes")
          .select("id")
          .where("id", "=", target.quoteId ?? "")
          .forUpdate()
          .executeTakeFirst();
    if (!locked) return null;
    const open = await openSessions(trx, target, amountPence, now).executeTakeFirst();
    if (open) return open;
    return trx
      .insertInto("checkout_sessions")
      .values({
        invoice_id: target.invoiceId ?? null,
        quote_id: target.quoteId ?? null,
        amount_pence: amountPence,
        idempotency_key: `wfc-checkout-${randomUUID()}`,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

function sessionParams(
  row: SessionRow,
  request: CheckoutRequest,
): Stripe.Checkout.SessionCreateParams {
  // Our ids travel with the session and its payment, so the webhook finds what was paid.
  const metadata: Record<string, string> = { checkout_id: row.id };
  if (row.invoice_id) metadata.invoice_id = row.invoice_id;
  if (row.quote_id) metadata.quote_id = row.quote_id;
  return {
    mode: "payment",
    currency: "gbp",
    // Filtered by Stripe to what the account, currency and amount allow (API 2026-09-30).
    allowed_payment_method_types: paymentMethodsFor(row.amount_pence),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: row.amount_pence,
          product_data: { name: request.description },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: row.invoice_id ?? row.quote_id ?? row.id,
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    metadata,
    payment_intent_data: { metadata },
  };
}

function stripeMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A hosted Checkout page for an invoice's balance or a quote's deposit. A retry for the same
 * amount (a double tap, a timeout, a reload) gets the stored session, or asks Stripe again
 * with the stored key, so Stripe never makes a second session for one amount.
 */
export async function startCheckout(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  if (!stripe) return { status: "not-configured" };
  if (request.amountPence < CARD_MINIMUM_PENCE) {
    return { status: "amount-too-small", minimumPence: CARD_MINIMUM_PENCE };
  }
  const now = request.now ?? new Date();
  const row = await claimSessionRow(db, request, request.amountPence, now);
  if (!row) return { status: "not-found" };
  if (row.stripe_session_id && row.url) {
    return { status: "ready", url: row.url, sessionId: row.stripe_session_id, reused: true };
  }
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.client.checkout.sessions.create(sessionParams(row, request), {
      idempotencyKey: row.idempotency_key,
    });
  } catch (error) {
    // The row and its key stay: the next try asks Stripe with the same key.
    return { status: "stripe-failed", message: stripeMessage(error) };
  }
  if (!session.url) return { status: "stripe-failed", message: "Stripe gave no Checkout address" };
  await db
    .updateTable("checkout_sessions")
    .set({
      stripe_session_id: session.id,
      url: session.url,
      expires_at: new Date(session.expires_at * 1000),
    })
    .where("id", "=", row.id)
    .execute();
  await expireSupersededSessions(db, stripe, row, now);
  return { status: "ready", url: session.url, sessionId: session.id, reused: false };
}

/**
 * A session for an amount no longer due (a payment or a credit note came since) would take
 * money that is not owed: Stripe is asked to close it. Best effort: a session Stripe will not
 * close (already paid, already expired) is left, and a payment through it is flagged anyway.
 */
async function expireSupersededSessions(
  db: Kysely<Database>,
  stripe: StripePayments,
  current: SessionRow,
  now: Date,
): Promise<void> {
  const superseded = await db
    .selectFrom("checkout_sessions")
    .select(["id", "stripe_session_id"])
    .$call((query) =>
      current.invoice_id
        ? query.where("invoice_id", "=", current.invoice_id)
        : query.where("quote_id", "=", current.quote_id ?? ""),
    )
    .where("id", "<>", current.id)
    .where("stripe_session_id", "is not", null)
    .where("expires_at", ">", now)
    .execute();
  for (const old of superseded) {
    if (!old.stripe_session_id) continue;
    try {
      await stripe.client.checkout.sessions.expire(old.stripe_session_id, undefined, {
        idempotencyKey: `wfc-expire-${old.id}`,
      });
    } catch {
      // Not open any more: nothing to close.
    }
    await db
      .updateTable("checkout_sessions")
      .set({ expires_at: now })
      .where("id", "=", old.id)
      .execute();
  }
}
