import { receiptContext } from "./support/money";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { invoiceAmountStillDue } from "../../app/.server/payments/amount-due.server";
import { startCheckout, type CheckoutTarget } from "../../app/.server/payments/checkout.server";
import {
  createStripePayments,
  type StripePayments,
} from "../../app/.server/payments/stripe.server";
import { receiveStripeWebhook } from "../../app/.server/payments/stripe-webhook.server";
import { StripeStandIn, type StandInEvent } from "../stand-ins/stripe-stand-in";
import { createTestDatabase } from "./support/database";
import { insertCreditNote, insertIssuedInvoice, insertQuote, paymentsOf } from "./support/money";

/*
 * The webhook on a real database (PGlite here, PostgreSQL in vitest.postgres.config.ts): every
 * event through the same path as POST /webhooks/stripe — signed by the stand-in, verified,
 * applied once.
 */

const SECRET_KEY = "sk_test_standin_0123456789";
const WEBHOOK_SECRET = "whsec_standin_0123456789";
const NOW = new Date("2026-11-27T10:00:00Z");
// 27 November 2026, 10:00 UTC: the events' own time, so received_on never reads the wall clock.
const EVENT_TIME = Math.floor(NOW.getTime() / 1000);

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
  standIn = new StripeStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    now: () => EVENT_TIME,
  });
  stripe = createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: await standIn.start(),
  });
});
afterEach(async () => {
  await standIn.stop();
});

/** Delivered as Stripe would, with a signature of the time it is sent. */
async function deliver(event: StandInEvent) {
  const { payload, headers } = standIn.signed(event, {
    timestamp: Math.floor(Date.now() / 1000),
  });
  return receiveStripeWebhook(handle.db, stripe, payload, headers["Stripe-Signature"], await receiptContext(handle.db));
}

async function checkoutFor(target: CheckoutTarget, amountPence: number): Promise<string> {
  const started = await startCheckout(handle.db, stripe, {
    ...target,
    amountPence,
    description: "Invoice",
    successUrl: "http://localhost:3000/pay/done?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/invoice/x",
    now: NOW,
  });
  if (started.status !== "ready") throw new Error(started.status);
  return started.sessionId;
}

function receiptsOf(invoiceId: string) {
  return handle.db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("invoice_id", "=", invoiceId)
    .where("kind", "=", "payment.receipt")
    .execute();
}

describe("checkout.session.completed", () => {
  it("the same event delivered 10 times at once records one payment", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 12_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 12_000);
    const event = standIn.complete(sessionId, "card");
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.filter((result) => result.status === "applied")).toHaveLength(1);
    expect(results.filter((result) => result.status === "duplicate")).toHaveLength(9);
    const payments = await paymentsOf(handle.db, { invoiceId: invoice.id });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount_pence: 12_000,
      method: "card",
      state: "succeeded",
      needs_refund: false,
      stripe_payment_intent_id: standIn.sessions.get(sessionId)?.payment_intent,
    });
    expect(payments[0]?.received_on).toEqual(new Date("2026-11-27T00:00:00Z"));
    expect(await invoiceAmountStillDue(handle.db, invoice.id)).toBe(0);
    const receipts = await receiptsOf(invoice.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/^Payment received: £120\.00 for invoice INV-/);
    expect(receipts[0]?.text_body).toContain("The invoice is now paid in full.");
  });

  it("a Bacs payment still on its way gets no receipt until it arrives", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 4_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 4_000);
    await deliver(standIn.complete(sessionId, "bacs"));
    expect(await receiptsOf(invoice.id)).toHaveLength(0);
    await deliver(standIn.settleBacs(sessionId, "succeeded"));
    await deliver(standIn.settleBacs(sessionId, "succeeded"));
    expect(await receiptsOf(invoice.id)).toHaveLength(1);
  });

  it("a second event for the same payment (Stripe's retry with a new id) changes nothing", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 5_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 5_000);
    await deliver(standIn.complete(sessionId, "card"));
    expect(await deliver(standIn.complete(sessionId, "card"))).toMatchObject({
      status: "applied",
      change: "unchanged",
    });
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toHaveLength(1);
  });

  it("answers other event types and sessions that are not ours without touching the ledger", async () => {
    expect(await deliver(standIn.event("customer.created", { id: "cus_1" }))).toMatchObject({
      status: "ignored",
      type: "customer.created",
    });
    const foreign = standIn.event("checkout.session.completed", {
      id: "cs_test_foreign",
      object: "checkout.session",
      amount_total: 1_000,
      payment_status: "paid",
      payment_intent: "pi_foreign",
      metadata: {},
    });
    expect(await deliver(foreign)).toMatchObject({ status: "applied", change: "not-ours" });
    expect(
      await handle.db
        .selectFrom("payments")
        .select("id")
        .where("stripe_payment_intent_id", "=", "pi_foreign")
        .execute(),
    ).toEqual([]);
  });
});

describe("Bacs Direct Debit", () => {
  it("is pending at completion, then failed; a late success does not undo the failure", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 40_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 40_000);
    await deliver(standIn.complete(sessionId, "bacs"));
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { amount_pence: 40_000, method: "bacs", state: "pending" },
    ]);
    expect(await invoiceAmountStillDue(handle.db, invoice.id)).toBe(40_000);

    await deliver(standIn.settleBacs(sessionId, "failed"));
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { method: "bacs", state: "failed", needs_refund: false },
    ]);
    expect(await deliver(standIn.settleBacs(sessionId, "succeeded"))).toMatchObject({
      change: "unchanged",
    });
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { state: "failed" },
    ]);
    expect(await invoiceAmountStillDue(handle.db, invoice.id)).toBe(40_000);
  });

  it("is pending, then succeeded; a success that arrives first is kept when completion follows", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 30_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 30_000);
    const completed = standIn.complete(sessionId, "bacs");
    const succeeded = standIn.settleBacs(sessionId, "succeeded");
    await deliver(succeeded);
    await deliver(completed);
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { amount_pence: 30_000, method: "bacs", state: "succeeded", needs_refund: false },
    ]);
    expect(await invoiceAmountStillDue(handle.db, invoice.id)).toBe(0);
  });
});

describe("charge.refunded", () => {
  it("records each refund once as a negative payment, however often it is sent", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 20_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 20_000);
    await deliver(standIn.complete(sessionId, "card"));
    const firstRefund = standIn.refund(sessionId, [5_000]);
    await Promise.all([deliver(firstRefund), deliver(firstRefund)]);
    // The second refund's event lists both: only the new one is added.
    await deliver(standIn.refund(sessionId, [5_000, 2_500]));
    await deliver(standIn.refund(sessionId, [5_000, 2_500]));
    const payments = await paymentsOf(handle.db, { invoiceId: invoice.id });
    expect(payments.map((payment) => payment.amount_pence)).toEqual([20_000, -5_000, -2_500]);
    expect(payments.slice(1).every((payment) => payment.stripe_refund_id?.startsWith("re_"))).toBe(
      true,
    );
    expect(await invoiceAmountStillDue(handle.db, invoice.id)).toBe(7_500);
  });

  it("without the charge's refund list, records what amount_refunded adds, once", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 10_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 10_000);
    await deliver(standIn.complete(sessionId, "card"));
    const withoutList = (amounts: number[]) =>
      standIn.refund(sessionId, amounts, { listed: false });
    await deliver(withoutList([4_000]));
    await deliver(withoutList([4_000]));
    await deliver(withoutList([4_000, 6_000]));
    const payments = await paymentsOf(handle.db, { invoiceId: invoice.id });
    expect(payments.map((payment) => payment.amount_pence)).toEqual([10_000, -4_000, -6_000]);
  });
});

describe("money we may not keep is flagged for a refund", () => {
  it("a payment for a credited invoice", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 15_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 15_000);
    await insertCreditNote(handle.db, invoice.id, 15_000);
    await deliver(standIn.complete(sessionId, "card"));
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { amount_pence: 15_000, state: "succeeded", needs_refund: true },
    ]);
    // Once the money has gone back, nothing is left to refund.
    await deliver(standIn.refund(sessionId, [15_000]));
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { amount_pence: 15_000, needs_refund: false },
      { amount_pence: -15_000 },
    ]);
  });

  it("a Bacs payment that succeeds after the invoice was credited", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 25_000);
    const sessionId = await checkoutFor({ invoiceId: invoice.id }, 25_000);
    await deliver(standIn.complete(sessionId, "bacs"));
    await insertCreditNote(handle.db, invoice.id, 25_000);
    await deliver(standIn.settleBacs(sessionId, "succeeded"));
    expect(await paymentsOf(handle.db, { invoiceId: invoice.id })).toMatchObject([
      { state: "succeeded", needs_refund: true },
    ]);
  });

  it("a second payment of the same invoice through another session", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 9_000);
    const first = await checkoutFor({ invoiceId: invoice.id }, 9_000);
    const second = await checkoutFor({ invoiceId: invoice.id }, 9_000);
    expect(second).toBe(first);
    await handle.db.deleteFrom("checkout_sessions").where("invoice_id", "=", invoice.id).execute();
    const other = await checkoutFor({ invoiceId: invoice.id }, 9_000);
    await Promise.all([
      deliver(standIn.complete(first, "card")),
      deliver(standIn.complete(other, "card")),
    ]);
    const flags = (await paymentsOf(handle.db, { invoiceId: invoice.id })).map(
      (payment) => payment.needs_refund,
    );
    expect(flags.sort()).toEqual([false, true]);
  });

  it("a deposit for a quote that was withdrawn or declined", async () => {
    for (const status of ["withdrawn", "declined"] as const) {
      const quote = await insertQuote(handle.db, { status: "accepted", depositPence: 5_000 });
      const sessionId = await checkoutFor({ quoteId: quote.id }, 5_000);
      await handle.db
        .updateTable("quotes")
        .set(
          status === "withdrawn"
            ? { status, withdrawn_at: NOW, decided_at: null, accepted_name: null }
            : { status, accepted_name: null, decline_reason: "Changed my mind" },
        )
        .where("id", "=", quote.id)
        .execute();
      await deliver(standIn.complete(sessionId, "card"));
      expect(await paymentsOf(handle.db, { quoteId: quote.id })).toMatchObject([
        { amount_pence: 5_000, state: "succeeded", needs_refund: true },
      ]);
    }
  });

  it("not a deposit for an accepted quote", async () => {
    const quote = await insertQuote(handle.db, { status: "accepted", depositPence: 5_000 });
    const sessionId = await checkoutFor({ quoteId: quote.id }, 5_000);
    await deliver(standIn.complete(sessionId, "card"));
    expect(await paymentsOf(handle.db, { quoteId: quote.id })).toMatchObject([
      { amount_pence: 5_000, needs_refund: false },
    ]);
  });
});
