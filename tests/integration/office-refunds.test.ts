import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { invoiceStandings } from "../../app/.server/invoices/status.server";
import {
  recordRefundByHand,
  refundThroughStripe,
} from "../../app/.server/payments/refund-actions.server";
import { refundsDue } from "../../app/.server/payments/refund-due.server";
import { listRefundsToMake } from "../../app/.server/payments/refunds-list.server";
import {
  createStripePayments,
  type StripePayments,
} from "../../app/.server/payments/stripe.server";
import { receiveStripeWebhook } from "../../app/.server/payments/stripe-webhook.server";
import { StripeStandIn, type StandInEvent } from "../stand-ins/stripe-stand-in";
import { createTestDatabase } from "./support/database";
import { addOffice } from "./support/invoices";
import {
  insertCreditNote,
  insertIssuedInvoice,
  insertQuote,
  paymentsOf,
  receiptContext,
} from "./support/money";

/*
 * Money flagged needs_refund and how the office sends it back (decision 0075): by hand into
 * the ledger, or through Stripe's refund API with the key stored first and the money written
 * by the webhook. Each refund happens once, whatever repeats: double clicks, two tabs, a lost
 * answer, Stripe's event delivered twice.
 */

const SECRET_KEY = "sk_test_standin_refunds";
const WEBHOOK_SECRET = "whsec_standin_refunds";
const NOW = new Date("2026-11-27T10:00:00Z");
const TODAY = "2026-11-27";

let handle: DatabaseHandle;
let office: StaffActor;
let standIn: StripeStandIn;
let stripe: StripePayments;
let intents = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  office = await addOffice(handle.db);
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  standIn = new StripeStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    now: () => Math.floor(NOW.getTime() / 1000),
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

async function paid(
  target: { invoiceId?: string; quoteId?: string },
  amountPence: number,
  options: { flagged?: boolean; receivedOn?: string; stripe?: boolean } = {},
): Promise<string> {
  intents += 1;
  const row = await handle.db
    .insertInto("payments")
    .values({
      invoice_id: target.invoiceId ?? null,
      quote_id: target.quoteId ?? null,
      amount_pence: amountPence,
      method: options.stripe ? "card" : "bank_transfer",
      state: "succeeded",
      received_on: options.receivedOn ?? "2026-11-20",
      needs_refund: options.flagged ?? false,
      stripe_payment_intent_id: options.stripe ? `pi_refunds_${process.pid}_${intents}` : null,
    })
    .returning(["id", "stripe_payment_intent_id"])
    .executeTakeFirstOrThrow();
  if (row.stripe_payment_intent_id) standIn.knownCharges.set(row.stripe_payment_intent_id, amountPence);
  return row.id;
}

const byHand = (amountPence: number) => ({
  amountPence,
  method: "bank_transfer" as const,
  refundedOn: TODAY,
  reference: "Refund BACS 123",
});

async function flagOf(paymentId: string): Promise<boolean> {
  const row = await handle.db
    .selectFrom("payments")
    .select("needs_refund")
    .where("id", "=", paymentId)
    .executeTakeFirstOrThrow();
  return row.needs_refund;
}

async function deliver(event: StandInEvent) {
  const { payload, headers } = standIn.signed(event, {
    timestamp: Math.floor(Date.now() / 1000),
  });
  return receiveStripeWebhook(
    handle.db,
    stripe,
    payload,
    headers["Stripe-Signature"],
    await receiptContext(handle.db),
  );
}

describe("what is left to refund", () => {
  it("gives a credit note's surplus to the flagged payments newest first", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 10_000);
    const older = await paid({ invoiceId: invoice.id }, 6_000, {
      flagged: true,
      receivedOn: "2026-11-20",
    });
    const newer = await paid({ invoiceId: invoice.id }, 4_000, {
      flagged: true,
      receivedOn: "2026-11-21",
    });
    await insertCreditNote(handle.db, invoice.id, 4_000);
    expect(await refundsDue(handle.db, { invoiceId: invoice.id, quoteId: null })).toEqual([
      { paymentId: newer, unrefundedPence: 4_000, toRefundPence: 4_000 },
      { paymentId: older, unrefundedPence: 6_000, toRefundPence: 0 },
    ]);
    const listed = await listRefundsToMake(handle.db, { stripeConfigured: false });
    expect(listed.filter((row) => [older, newer].includes(row.paymentId))).toEqual([
      expect.objectContaining({
        paymentId: newer,
        toRefundPence: 4_000,
        forLabel: expect.stringMatching(/^Invoice INV-/),
        forHref: `/admin/invoices/${invoice.id}`,
        customerName: "Sarah Mitchell",
        throughStripe: false,
      }),
    ]);

    // Refunded: the invoice is paid again, and neither payment is flagged any more.
    expect(
      await recordRefundByHand(handle.db, newer, byHand(4_000), { now: NOW, actor: office }),
    ).toEqual({ ok: true, status: "recorded", leftPence: 0 });
    expect(await flagOf(newer)).toBe(false);
    expect(await flagOf(older)).toBe(false);
    const standing = (await invoiceStandings(handle.db, TODAY, { invoiceIds: [invoice.id] })).get(
      invoice.id,
    );
    expect(standing).toMatchObject({ status: "paid", balancePence: 0, paidPence: 6_000 });
  });
});

describe("a refund made by hand", () => {
  it("is recorded once when the office presses twice at the same moment", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 10_000);
    await paid({ invoiceId: invoice.id }, 10_000);
    const twice = await paid({ invoiceId: invoice.id }, 10_000, { flagged: true });
    const answers = await Promise.all([
      recordRefundByHand(handle.db, twice, byHand(10_000), { now: NOW, actor: office }),
      recordRefundByHand(handle.db, twice, byHand(10_000), { now: NOW, actor: office }),
    ]);
    expect(answers.map((answer) => ("status" in answer ? answer.status : answer.reason)).sort())
      .toEqual(["already-refunded", "recorded"]);
    const refunds = (await paymentsOf(handle.db, { invoiceId: invoice.id })).filter(
      (row) => row.amount_pence < 0,
    );
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_pence: -10_000,
        refund_of: twice,
        method: "bank_transfer",
        reference: "Refund BACS 123",
        recorded_by: office.id,
      }),
    ]);
    expect(await flagOf(twice)).toBe(false);
  });

  it("refuses more than is left, a day after today, and a payment that is not there", async () => {
    const quote = await insertQuote(handle.db, { status: "withdrawn", depositPence: 5_000 });
    const deposit = await paid({ quoteId: quote.id }, 5_000, { flagged: true });
    expect(
      await recordRefundByHand(handle.db, deposit, byHand(5_001), { now: NOW, actor: office }),
    ).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/£50\.00/) });
    expect(
      await recordRefundByHand(
        handle.db,
        deposit,
        { ...byHand(100), refundedOn: "2026-11-28" },
        { now: NOW, actor: office },
      ),
    ).toMatchObject({ ok: false, reason: "refused" });
    expect(
      await recordRefundByHand(
        handle.db,
        "00000000-0000-4000-8000-000000000000",
        byHand(100),
        { now: NOW, actor: office },
      ),
    ).toEqual({ ok: false, reason: "not-found" });
    // Part now, the rest later: still flagged until nothing is left.
    expect(
      await recordRefundByHand(handle.db, deposit, byHand(2_000), { now: NOW, actor: office }),
    ).toEqual({ ok: true, status: "recorded", leftPence: 3_000 });
    expect(await flagOf(deposit)).toBe(true);
    expect(
      await recordRefundByHand(handle.db, deposit, byHand(3_000), { now: NOW, actor: office }),
    ).toEqual({ ok: true, status: "recorded", leftPence: 0 });
    expect(await flagOf(deposit)).toBe(false);
  });
});

describe("a refund through Stripe", () => {
  it("asks Stripe once with the stored key, and the webhook records the money once", async () => {
    const quote = await insertQuote(handle.db, { status: "declined", depositPence: 5_000 });
    const deposit = await paid({ quoteId: quote.id }, 5_000, { flagged: true, stripe: true });
    const [listed] = (await listRefundsToMake(handle.db, { stripeConfigured: true })).filter(
      (row) => row.paymentId === deposit,
    );
    expect(listed).toMatchObject({ throughStripe: true, toRefundPence: 5_000 });

    // Two clicks at once: the second finds the first's key and Stripe replays its answer.
    const answers = await Promise.all([
      refundThroughStripe(handle.db, stripe, deposit, { now: NOW, actor: office }),
      refundThroughStripe(handle.db, stripe, deposit, { now: NOW, actor: office }),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: true, amountPence: 5_000 });
    }
    const keys = new Set(standIn.refundRequests.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    const intent = standIn.refundRequests[0]?.form.payment_intent;
    expect(typeof intent).toBe("string");
    const made = standIn.refunds.get(String(intent)) ?? [];
    expect(made).toHaveLength(1);
    const requests = await handle.db
      .selectFrom("stripe_refund_requests")
      .selectAll()
      .where("payment_id", "=", deposit)
      .execute();
    expect(requests).toEqual([
      expect.objectContaining({ amount_pence: 5_000, stripe_refund_id: made[0]?.id }),
    ]);

    // Asked, not yet confirmed: a third click asks nothing and says it waits for Stripe.
    expect(
      await refundThroughStripe(handle.db, stripe, deposit, { now: NOW, actor: office }),
    ).toEqual({ ok: true, status: "waiting-for-stripe", amountPence: 5_000 });
    expect(standIn.refundRequests).toHaveLength(2);
    expect(
      (await listRefundsToMake(handle.db, { stripeConfigured: true })).find(
        (row) => row.paymentId === deposit,
      ),
    ).toMatchObject({ waitingForStripePence: 5_000 });

    // Stripe's event, delivered twice: one negative payment naming the deposit; flag cleared.
    const event = standIn.chargeRefunded(String(intent), 5_000);
    expect(await deliver(event)).toMatchObject({ status: "applied" });
    expect(await deliver(event)).toMatchObject({ status: "duplicate" });
    const refunds = (await paymentsOf(handle.db, { quoteId: quote.id })).filter(
      (row) => row.amount_pence < 0,
    );
    expect(refunds).toEqual([
      expect.objectContaining({ amount_pence: -5_000, refund_of: deposit, stripe_refund_id: made[0]?.id }),
    ]);
    expect(await flagOf(deposit)).toBe(false);
    expect(
      await refundThroughStripe(handle.db, stripe, deposit, { now: NOW, actor: office }),
    ).toEqual({ ok: true, status: "already-refunded" });
    expect(standIn.refundRequests).toHaveLength(2);
  });

  it("asks again with the same key when Stripe's answer was lost", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 3_000);
    await paid({ invoiceId: invoice.id }, 3_000);
    const second = await paid({ invoiceId: invoice.id }, 3_000, { flagged: true, stripe: true });
    // The SDK's own retries are lost too: the office's second click asks once more.
    standIn.dropNextAnswers = 3;
    const first = await refundThroughStripe(handle.db, stripe, second, { now: NOW, actor: office });
    expect(first).toMatchObject({ ok: false, reason: "refused" });
    const again = await refundThroughStripe(handle.db, stripe, second, { now: NOW, actor: office });
    expect(again).toEqual({ ok: true, status: "asked-of-stripe", amountPence: 3_000 });
    expect(new Set(standIn.refundRequests.map((request) => request.idempotencyKey)).size).toBe(1);
    const intent = String(standIn.refundRequests[0]?.form.payment_intent);
    expect(standIn.refunds.get(intent)).toHaveLength(1);
  });

  it("refuses a payment that did not come through Stripe, or when Stripe is not set up", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 2_000);
    const cash = await paid({ invoiceId: invoice.id }, 2_500, { flagged: true });
    expect(
      await refundThroughStripe(handle.db, stripe, cash, { now: NOW, actor: office }),
    ).toMatchObject({ ok: false, reason: "refused" });
    expect(
      await refundThroughStripe(handle.db, null, cash, { now: NOW, actor: office }),
    ).toMatchObject({ ok: false, reason: "refused" });
    expect(standIn.refundRequests).toHaveLength(0);
  });
});
