import { receiptContext } from "./support/money";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { newToken } from "../../app/.server/auth/crypto.server";
import {
  payInvoiceByLink,
  payQuoteDepositByLink,
} from "../../app/.server/payments/pay-links.server";
import { paymentStatusOfSession } from "../../app/.server/payments/payment-status.server";
import { takePaymentQr } from "../../app/.server/payments/take-payment-qr.server";
import {
  createStripePayments,
  type StripePayments,
} from "../../app/.server/payments/stripe.server";
import { receiveStripeWebhook } from "../../app/.server/payments/stripe-webhook.server";
import { StripeStandIn } from "../stand-ins/stripe-stand-in";
import { createTestDatabase } from "./support/database";
import { insertCreditNote, insertIssuedInvoice, insertQuote } from "./support/money";

const SECRET_KEY = "sk_test_standin_0123456789";
const WEBHOOK_SECRET = "whsec_standin_0123456789";
const CONTEXT = {
  siteOrigin: "https://wefixcoventry.co.uk",
  now: new Date("2026-11-27T10:00:00Z"),
};

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
  stripe = createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: await standIn.start(),
  });
});
afterEach(async () => {
  await standIn.stop();
});

describe("POST /pay/invoice/{token}", () => {
  it("asks Stripe for what is still due and sends the customer to its page", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 24_000);
    await insertCreditNote(handle.db, invoice.id, 4_000);
    const result = await payInvoiceByLink(handle.db, stripe, invoice.token, CONTEXT);
    const [session] = [...standIn.sessions.values()];
    expect(result).toEqual({ status: "to-stripe", url: session?.url });
    expect(session).toMatchObject({
      amount_total: 20_000,
      success_url: "https://wefixcoventry.co.uk/pay/done?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `https://wefixcoventry.co.uk/invoice/${invoice.token}`,
      customer_email: "sarah@example.com",
    });
  });

  it("without Stripe, sends the customer back to the invoice to pay by bank transfer", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 24_000);
    expect(await payInvoiceByLink(handle.db, null, invoice.token, CONTEXT)).toMatchObject({
      status: "back",
      to: `/invoice/${invoice.token}`,
      kind: "bank-transfer",
    });
  });

  it("asks nothing for a credited invoice, and knows no unknown or malformed token", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 10_000);
    await insertCreditNote(handle.db, invoice.id, 10_000);
    expect(await payInvoiceByLink(handle.db, stripe, invoice.token, CONTEXT)).toMatchObject({
      status: "back",
      kind: "nothing-due",
    });
    expect(await payInvoiceByLink(handle.db, stripe, newToken(), CONTEXT)).toEqual({
      status: "not-found",
    });
    expect(await payInvoiceByLink(handle.db, stripe, "short", CONTEXT)).toEqual({
      status: "not-found",
    });
    expect(standIn.createRequests).toEqual([]);
  });
});

describe("POST /pay/quote/{token}", () => {
  it("asks an accepted quote's deposit; nothing for a quote not accepted", async () => {
    const accepted = await insertQuote(handle.db, { status: "accepted", depositPence: 7_500 });
    expect(await payQuoteDepositByLink(handle.db, stripe, accepted.token, CONTEXT)).toMatchObject({
      status: "to-stripe",
    });
    expect([...standIn.sessions.values()][0]?.amount_total).toBe(7_500);
    const sent = await insertQuote(handle.db, { status: "sent", depositPence: 7_500 });
    expect(await payQuoteDepositByLink(handle.db, stripe, sent.token, CONTEXT)).toMatchObject({
      status: "back",
      to: `/quote/${sent.token}`,
      kind: "nothing-due",
    });
  });
});

describe("/pay/done", () => {
  it("reads the webhook's word: waiting, then received", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 6_000);
    await payInvoiceByLink(handle.db, stripe, invoice.token, CONTEXT);
    const [session] = [...standIn.sessions.values()];
    const sessionId = session?.id ?? "";
    expect(await paymentStatusOfSession(handle.db, sessionId)).toMatchObject({
      found: true,
      amountPence: 6_000,
      state: "waiting",
      stillDuePence: 6_000,
    });
    const { payload, headers } = standIn.signed(standIn.complete(sessionId, "card"));
    await receiveStripeWebhook(handle.db, stripe, payload, headers["Stripe-Signature"], await receiptContext(handle.db));
    expect(await paymentStatusOfSession(handle.db, sessionId)).toMatchObject({
      state: "succeeded",
      stillDuePence: 0,
    });
    expect(await paymentStatusOfSession(handle.db, "cs_test_unknown")).toEqual({ found: false });
    expect(await paymentStatusOfSession(handle.db, "'; drop table payments")).toEqual({
      found: false,
    });
  });
});

describe("Take payment (the engineer's QR code)", () => {
  it("draws the invoice's Checkout page for what is still due, reusing the open session", async () => {
    const invoice = await insertIssuedInvoice(handle.db, 18_000);
    const customer = await payInvoiceByLink(handle.db, stripe, invoice.token, CONTEXT);
    const qr = await takePaymentQr(handle.db, stripe, invoice.id, {
      ...CONTEXT,
      allowedOrigins: [standIn.url],
    });
    expect(qr).toMatchObject({ status: "qr", amountPence: 18_000 });
    expect(qr.status === "qr" && qr.url).toBe(customer.status === "to-stripe" && customer.url);
    expect(qr.status === "qr" && qr.svg).toMatch(/^<svg role="img"/);
    expect(standIn.sessionsCreated).toBe(1);
    expect(await takePaymentQr(handle.db, null, invoice.id, CONTEXT)).toEqual({
      status: "not-configured",
    });
    await insertCreditNote(handle.db, invoice.id, 18_000);
    expect(await takePaymentQr(handle.db, stripe, invoice.id, CONTEXT)).toEqual({
      status: "nothing-due",
    });
  });
});
