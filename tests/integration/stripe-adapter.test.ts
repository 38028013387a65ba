import { receiptContext } from "./support/money";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { startCheckout } from "../../app/.server/payments/checkout.server";
import {
  createStripePayments,
  stripeConfigFrom,
  type StripePayments,
} from "../../app/.server/payments/stripe.server";
import { receiveStripeWebhook } from "../../app/.server/payments/stripe-webhook.server";
import { StripeStandIn } from "../stand-ins/stripe-stand-in";
import { createTestDatabase } from "./support/database";
import { insertIssuedInvoice, insertQuote } from "./support/money";

/*
 * The Stripe adapter against Stripe's documented contract, played by the stand-in
 * (tests/stand-ins/stripe-stand-in.ts): Checkout Sessions created with a Bearer secret key, a
 * form body and an Idempotency-Key; webhooks verified against the raw body and
 * `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`.
 */

const SECRET_KEY = "sk_test_standin_0123456789";
const WEBHOOK_SECRET = "whsec_standin_0123456789";
const NOW = new Date("2026-11-27T10:00:00Z");
const SITE = "http://localhost:3000";

let handle: DatabaseHandle;
let standIn: StripeStandIn;
let stripe: StripePayments;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  standIn = new StripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const base = await standIn.start();
  const config = stripeConfigFrom({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `${base}/`,
  });
  if (!config) throw new Error("configured above");
  stripe = createStripePayments(config);
});
afterEach(async () => {
  await standIn.stop();
});

function invoiceCheckout(invoiceId: string, amountPence: number) {
  return {
    invoiceId,
    amountPence,
    description: "Invoice INV-000123",
    customerEmail: "sarah@example.com",
    successUrl: `${SITE}/pay/done?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${SITE}/invoice/abc`,
    now: NOW,
  };
}

async function sessionRows(invoiceId: string) {
  return handle.db
    .selectFrom("checkout_sessions")
    .selectAll()
    .where("invoice_id", "=", invoiceId)
    .execute();
}

describe("stripeConfigFrom", () => {
  it("needs a secret key; the webhook secret and another API address are optional", () => {
    expect(stripeConfigFrom({})).toBeNull();
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: "  " })).toBeNull();
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: SECRET_KEY })).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: null,
    });
    expect(
      stripeConfigFrom({
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: "http://127.0.0.1:4999/",
      }),
    ).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: "http://127.0.0.1:4999",
    });
  });
});

describe("startCheckout", () => {
  it("says so when Stripe is not configured, and stores nothing", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 12_000);
    expect(await startCheckout(handle.db, null, invoiceCheckout(invoice.id, 12_000))).toEqual({
      status: "not-configured",
    });
    expect(await sessionRows(invoice.id)).toEqual([]);
  });

  it("posts the documented request with the key it stored first, and keeps the session", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 12_000);
    const result = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 12_000));
    expect(result).toMatchObject({ status: "ready", reused: false });
    expect(standIn.createRequests).toHaveLength(1);
    const [request] = standIn.createRequests;
    const [row] = await sessionRows(invoice.id);
    expect(request?.idempotencyKey).toBe(row?.idempotency_key);
    expect(request?.form).toMatchObject({
      mode: "payment",
      currency: "gbp",
      allowed_payment_method_types: ["card", "bacs_debit"],
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "gbp",
            unit_amount: "12000",
            product_data: { name: "Invoice INV-000123" },
          },
        },
      ],
      success_url: `${SITE}/pay/done?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/invoice/abc`,
      customer_email: "sarah@example.com",
      client_reference_id: invoice.id,
      metadata: { invoice_id: invoice.id, checkout_id: row?.id },
      payment_intent_data: { metadata: { invoice_id: invoice.id, checkout_id: row?.id } },
    });
    const [session] = [...standIn.sessions.values()];
    expect(result).toEqual({
      status: "ready",
      url: session?.url,
      sessionId: session?.id,
      reused: false,
    });
    expect(row).toMatchObject({
      amount_pence: 12_000,
      stripe_session_id: session?.id,
      url: session?.url,
    });
    expect(row?.expires_at?.getTime()).toBe((session?.expires_at ?? 0) * 1000);
  });

  it("offers card only above Bacs Direct Debit's £100,000, and nothing below Stripe's 30p", async () => {
    const large = await insertIssuedInvoice(handle.db, 10_000_001);
    await startCheckout(handle.db, stripe, invoiceCheckout(large.id, 10_000_001));
    expect(standIn.createRequests[0]?.form.allowed_payment_method_types).toEqual(["card"]);
    const small = await insertIssuedInvoice(handle.db, 29);
    expect(await startCheckout(handle.db, stripe, invoiceCheckout(small.id, 29))).toEqual({
      status: "amount-too-small",
      minimumPence: 30,
    });
    expect(standIn.createRequests).toHaveLength(1);
  });

  it("a replayed checkout reuses the stored session: Stripe is asked once", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 8_000);
    const first = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 8_000));
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 8_000)),
      ),
    );
    expect(standIn.createRequests).toHaveLength(1);
    expect(standIn.sessionsCreated).toBe(1);
    for (const result of again) {
      expect(result).toMatchObject({ status: "ready", reused: true });
      expect(result.status === "ready" && result.url).toBe(first.status === "ready" && first.url);
    }
    expect(await sessionRows(invoice.id)).toHaveLength(1);
  });

  it("taps at the same moment share one stored key, so Stripe makes one session", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 9_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 9_000)),
      ),
    );
    expect(standIn.sessionsCreated).toBe(1);
    expect(
      new Set(results.map((result) => result.status === "ready" && result.sessionId)).size,
    ).toBe(1);
    expect(new Set(standIn.createRequests.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(await sessionRows(invoice.id)).toHaveLength(1);
  });

  it("an answer lost on the way is asked again with the same key and replayed, not made twice", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 7_000);
    standIn.dropNextAnswers = 1;
    const result = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 7_000));
    expect(result).toMatchObject({ status: "ready" });
    expect(standIn.createRequests).toHaveLength(2);
    expect(standIn.createRequests[0]?.idempotencyKey).toBe(
      standIn.createRequests[1]?.idempotencyKey,
    );
    expect(standIn.sessionsCreated).toBe(1);
  });

  it("after a failed call the stored key is used again: the session Stripe made comes back", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 6_000);
    standIn.dropNextAnswers = 10;
    const failed = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 6_000));
    expect(failed.status).toBe("stripe-failed");
    const [kept] = await sessionRows(invoice.id);
    expect(kept).toMatchObject({ stripe_session_id: null, url: null });
    standIn.dropNextAnswers = 0;
    const retried = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 6_000));
    expect(retried).toMatchObject({ status: "ready", reused: false });
    expect(standIn.sessionsCreated).toBe(1);
    expect(new Set(standIn.createRequests.map((request) => request.idempotencyKey))).toEqual(
      new Set([kept?.idempotency_key]),
    );
  });

  it("a new amount or an expired session is a new session with a new key", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 10_000);
    await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 10_000));
    await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 4_000));
    const dayLater = new Date(NOW.getTime() + 25 * 3_600_000);
    await startCheckout(handle.db, stripe, {
      ...invoiceCheckout(invoice.id, 10_000),
      now: dayLater,
    });
    expect(standIn.sessionsCreated).toBe(3);
    expect(new Set((await sessionRows(invoice.id)).map((row) => row.idempotency_key)).size).toBe(3);
  });

  it("closes the open session of an amount no longer due when a new amount is asked", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 10_000);
    const first = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 10_000));
    const second = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 6_000));
    if (first.status !== "ready" || second.status !== "ready") throw new Error("not ready");
    expect(standIn.sessions.get(first.sessionId)).toMatchObject({ status: "expired", url: null });
    expect(standIn.sessions.get(second.sessionId)).toMatchObject({ status: "open" });
    // The closed one is not handed out again; the open one is.
    expect(
      await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 6_000)),
    ).toMatchObject({ sessionId: second.sessionId, reused: true });
    const reopened = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 10_000));
    expect(reopened).toMatchObject({ status: "ready", reused: false });
    expect(standIn.sessions.get(second.sessionId)?.status).toBe("expired");
  });

  it("asks a quote's deposit with the quote's id in the metadata; an unknown target is not found", async () => {
    const quote = await insertQuote(handle.db, { status: "accepted", depositPence: 5_000 });
    const result = await startCheckout(handle.db, stripe, {
      quoteId: quote.id,
      amountPence: 5_000,
      description: "Deposit for quote Q-2026-000001",
      successUrl: `${SITE}/pay/done?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/quote/abc`,
      now: NOW,
    });
    expect(result.status).toBe("ready");
    expect(standIn.createRequests[0]?.form.metadata).toMatchObject({ quote_id: quote.id });
    expect(
      await startCheckout(handle.db, stripe, {
        ...invoiceCheckout("00000000-0000-4000-8000-000000000000", 5_000),
      }),
    ).toEqual({ status: "not-found" });
  });

  it("reads Stripe's error answer as a failure with its message", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 5_000);
    const wrongKey = createStripePayments({
      secretKey: "sk_test_wrong",
      webhookSecret: null,
      apiBase: standIn.url,
    });
    expect(await startCheckout(handle.db, wrongKey, invoiceCheckout(invoice.id, 5_000))).toEqual({
      status: "stripe-failed",
      message: "Invalid API Key provided",
    });
  });
});

describe("receiveStripeWebhook's signature check", () => {
  async function paidEvent() {
    const invoice = await insertIssuedInvoice(handle.db, 3_000);
    const started = await startCheckout(handle.db, stripe, invoiceCheckout(invoice.id, 3_000));
    if (started.status !== "ready") throw new Error(started.status);
    return standIn.complete(started.sessionId, "card");
  }

  it("takes an event signed as Stripe signs it", async () => {
    const event = await paidEvent();
    const { payload, headers } = standIn.signed(event);
    expect(
      await receiveStripeWebhook(handle.db, stripe, payload, headers["Stripe-Signature"], await receiptContext(handle.db)),
    ).toMatchObject({ status: "applied", eventId: event.id, change: "recorded" });
  });

  it("refuses another secret, a changed body, an old timestamp and no signature", async () => {
    const event = await paidEvent();
    const wrongSecret = standIn.signed(event, { secret: "whsec_someone_else" });
    const old = standIn.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const good = standIn.signed(event);
    const tampered = good.payload.replace('"amount_total": 3000', '"amount_total": 3');
    for (const [payload, signature] of [
      [wrongSecret.payload, wrongSecret.headers["Stripe-Signature"]],
      [old.payload, old.headers["Stripe-Signature"]],
      [tampered, good.headers["Stripe-Signature"]],
      [good.payload, null],
    ] as const) {
      expect(await receiveStripeWebhook(handle.db, stripe, payload, signature, await receiptContext(handle.db))).toMatchObject({
        status: "bad-signature",
      });
    }
    expect(
      await handle.db.selectFrom("stripe_events").select("id").where("id", "=", event.id).execute(),
    ).toEqual([]);
  });

  it("applies nothing without a webhook secret", async () => {
    const event = await paidEvent();
    const { payload, headers } = standIn.signed(event);
    const withoutSecret = { ...stripe, webhookSecret: null };
    expect(
      await receiveStripeWebhook(handle.db, withoutSecret, payload, headers["Stripe-Signature"], await receiptContext(handle.db)),
    ).toEqual({ status: "not-configured" });
  });
});
