import { expect, test } from "@playwright/test";
import { z } from "zod";
import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import { E2E_STRIPE_WEBHOOK_SECRET } from "../stand-ins/e2e-stripe";
import { stripeSignatureHeader } from "../stand-ins/stripe-stand-in";
import { seeded } from "./support/seeded";

/*
 * The whole path over HTTP against the built server and the stand-in Stripe (decision 0071):
 * the pay button, Stripe's hosted page, the signed webhook through server.mjs's guard (no
 * session, no Origin), and the read-only page the customer lands on.
 */

const seededInvoice = z.object({ invoiceToken: z.string() });

function webhookPost(payload: string, signature: string) {
  return {
    data: payload,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "Stripe-Signature": signature,
    },
    maxRedirects: 0,
  };
}

test("an invoice paid by card through the stand-in: recorded by the webhook, shown read-only", async ({
  request,
  baseURL,
}) => {
  const { invoiceToken } = seeded("payments", seededInvoice);
  const pay = await request.post(`/pay/invoice/${invoiceToken}`, {
    headers: { Origin: baseURL ?? "", "Content-Type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  const checkout = pay.headers()["location"] ?? "";
  expect(checkout.startsWith(`${STRIPE_STAND_IN_URL}/pay/cs_test_`)).toBe(true);

  // A second tap finds the same session.
  const again = await request.post(`/pay/invoice/${invoiceToken}`, {
    headers: { Origin: baseURL ?? "", "Content-Type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(again.headers()["location"]).toBe(checkout);

  const hosted = await request.get(checkout);
  expect(await hosted.text()).toContain("Pay £120.00");
  const paid = await request.post(`${checkout}?method=card`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const landing = paid.headers()["location"] ?? "";
  expect(landing).toMatch(/\/pay\/done\?session_id=cs_test_/);

  const done = await request.get(landing);
  const page = await done.text();
  expect(page).toContain("we will confirm by e-mail when the payment has arrived");
  expect(page).toContain("Payment received.");

  const nothingLeft = await request.post(`/pay/invoice/${invoiceToken}`, {
    headers: { Origin: baseURL ?? "", "Content-Type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(nothingLeft.status()).toBe(303);
  expect(nothingLeft.headers()["location"]).toBe(`/invoice/${invoiceToken}`);
});

test("the webhook: a bad signature or a changed body is a 400; other types 200; a repeat, even at once, 200 and applied once", async ({
  request,
}) => {
  const now = Math.floor(Date.now() / 1000);
  const event = JSON.stringify({
    id: `evt_e2e_${test.info().project.name}_${test.info().retry}_${now}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: now,
    data: { object: { id: "cus_e2e", object: "customer" } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "customer.created",
  });
  const signature = stripeSignatureHeader(event, E2E_STRIPE_WEBHOOK_SECRET, now);

  const forged = await request.post(
    "/webhooks/stripe",
    webhookPost(event, stripeSignatureHeader(event, "whsec_someone_else", now)),
  );
  expect(forged.status()).toBe(400);
  const changed = await request.post(
    "/webhooks/stripe",
    webhookPost(event.replace("cus_e2e", "cus_e2f"), signature),
  );
  expect(changed.status()).toBe(400);

  const first = await request.post("/webhooks/stripe", webhookPost(event, signature));
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ received: true, ignored: "customer.created" });

  // A completed session that is not ours is recorded as seen: its repeat applies nothing.
  const completed = JSON.stringify({
    ...JSON.parse(event),
    id: `evt_e2e_completed_${test.info().project.name}_${test.info().retry}_${now}`,
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test_e2e_not_ours",
        object: "checkout.session",
        amount_total: 100,
        payment_status: "paid",
        payment_intent: "pi_e2e_not_ours",
        metadata: {},
      },
    },
  });
  const completedSignature = stripeSignatureHeader(completed, E2E_STRIPE_WEBHOOK_SECRET, now);
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      request.post("/webhooks/stripe", webhookPost(completed, completedSignature)),
    ),
  );
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200]);
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  expect(bodies.filter((body) => body.duplicate === true)).toHaveLength(2);
});
