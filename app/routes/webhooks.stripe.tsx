import type { ActionFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { getBusiness } from "~/.server/business/business.server";
import { readRawBody } from "~/.server/http/raw-body.server";
import { receiveStripeWebhook } from "~/.server/payments/stripe-webhook.server";

// Stripe's events are a few kilobytes; this leaves room and keeps a hostile body small.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** Nothing to read here: Stripe POSTs its events. */
export async function loader() {
  return new Response("This address takes Stripe's webhook events, by POST only.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Stripe's events (decision 0071). No session and no Origin: Stripe is not a browser, and the
 * signature over the raw body is the proof. Any 2xx tells Stripe to stop sending the event;
 * anything else makes it try again for three days.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  const body = await readRawBody(request, WEBHOOK_BODY_LIMIT);
  if (!body.ok) return answer(body.status, { error: "The body could not be read." });
  const result = await receiveStripeWebhook(
    context.services.db,
    context.services.stripe ?? null,
    body.bytes,
    request.headers.get("Stripe-Signature"),
    { business: await getBusiness(context.services.db), siteOrigin: siteOrigin(request) },
  );
  switch (result.status) {
    case "not-configured":
      return answer(404, { error: "Stripe webhooks are not configured on this site." });
    case "bad-signature":
      return answer(400, { error: "The Stripe-Signature does not match this body." });
    case "duplicate":
      return answer(200, { received: true, duplicate: true });
    case "ignored":
      return answer(200, { received: true, ignored: result.type });
    case "applied":
      return answer(200, { received: true });
  }
}
