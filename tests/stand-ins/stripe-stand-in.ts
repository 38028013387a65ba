import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  decodeStripeForm,
  stripeSignatureHeader,
  type FormObject,
  type FormValue,
} from "./stripe-wire";

export { decodeStripeForm, stripeSignatureHeader } from "./stripe-wire";

/*
 * A stand-in for the part of Stripe's API the payments adapter uses, written from Stripe's
 * documented contract (https://docs.stripe.com/api): POST /v1/checkout/sessions with a
 * form-encoded body (nested keys as `line_items[0][price_data][currency]`) and a Bearer secret
 * key, answered with the Checkout Session object; GET /v1/checkout/sessions/{id}; errors as
 * { error: { type, code?, message } }. Idempotency as Stripe does it: the first answer to a key
 * is kept and replayed (header Idempotent-Replayed: true) for a request with the same
 * parameters, and a reuse with other parameters is a 400 idempotency_error. Webhooks are signed
 * as Stripe signs them: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * It also serves a tiny hosted page (/pay/{session id}) so a browser can "pay" through it.
 * POST /v1/refunds (payment_intent, amount) answers the Refund object and, like Stripe, then
 * sends charge.refunded to the webhook URL when one is set.
 */

export const STAND_IN_API_VERSION = "2026-10-28.endive";

export interface StandInSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_intent: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StandInEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> | StandInSession };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the "pay" button of the hosted page delivers its events. */
  webhookUrl?: string;
  /** Seconds since the epoch, for session and event times; the wall clock by default. */
  now?: () => number;
}

interface KeptAnswer {
  body: string;
  status: number;
  payload: string;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function text(value: FormValue | undefined): string | null {
  return typeof value === "string" ? value : null;
}

function record(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

function idempotencyKeyOf(request: http.IncomingMessage): string | null {
  const header = request.headers["idempotency-key"];
  return typeof header === "string" ? header : null;
}

function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  /** Every POST /v1/checkout/sessions that reached the stand-in, replays included. */
  readonly createRequests: Array<{ idempotencyKey: string | null; form: FormObject }> = [];
  /** Every POST /v1/refunds that reached the stand-in, replays included. */
  readonly refundRequests: Array<{ idempotencyKey: string | null; form: FormObject }> = [];
  /** Refunds actually made, by payment intent (a replayed key makes none). */
  readonly refunds = new Map<string, Array<{ id: string; amount: number }>>();
  /** The amount of payment intents this stand-in did not make a session for (seeded payments). */
  readonly knownCharges = new Map<string, number>();
  /** Answer the next creates with the session made but the connection dropped (a lost answer). */
  dropNextAnswers = 0;
  private readonly kept = new Map<string, KeptAnswer>();
  private server: http.Server | null = null;
  private base = "";

  constructor(private readonly options: StripeStandInOptions) {}

  get url(): string {
    return this.base;
  }

  /** Sessions actually made (a replayed key makes none). */
  get sessionsCreated(): number {
    return this.sessions.size;
  }

  private now(): number {
    return this.options.now?.() ?? Math.floor(Date.now() / 1000);
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        this.answer(request, Buffer.concat(chunks).toString("utf8"), response).catch(
          (error: unknown) => {
            response.writeHead(500, { "Content-Type": "application/json" });
            response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    const address: AddressInfo | string | null = this.server.address();
    if (!address || typeof address === "string") throw new Error("the stand-in has no port");
    this.base = `http://127.0.0.1:${address.port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private json(response: http.ServerResponse, status: number, body: string, replayed = false) {
    response.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": newId("req"),
      ...(replayed ? { "Idempotent-Replayed": "true" } : {}),
    });
    response.end(body);
  }

  private error(response: http.ServerResponse, status: number, type: string, message: string) {
    this.json(response, status, JSON.stringify({ error: { type, message } }));
  }

  private async answer(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", this.base);
    if (url.pathname.startsWith("/pay/")) return this.hostedPage(request, url, response);
    if (request.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      return this.error(response, 401, "invalid_request_error", "Invalid API Key provided");
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (request.method === "GET" && sessionPath) {
      const session = this.sessions.get(sessionPath[1] ?? "");
      if (!session) {
        return this.error(response, 404, "invalid_request_error", "No such checkout.session");
      }
      return this.json(response, 200, JSON.stringify(session));
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return this.createSession(request, body, response);
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      return this.createRefund(request, body, response);
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(url.pathname);
    if (request.method === "POST" && expirePath) {
      const session = this.sessions.get(expirePath[1] ?? "");
      if (!session) {
        return this.error(response, 404, "invalid_request_error", "No such checkout.session");
      }
      if (session.status !== "open") {
        return this.error(
          response,
          400,
          "invalid_request_error",
          'Only Checkout Sessions with a status in ["open"] can be expired.',
        );
      }
      session.status = "expired";
      session.url = null;
      return this.json(response, 200, JSON.stringify(session));
    }
    return this.error(response, 404, "invalid_request_error", `Unrecognized request URL`);
  }

  private createSession(
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ) {
    const idempotencyKey = idempotencyKeyOf(request);
    const form = decodeStripeForm(body);
    this.createRequests.push({ idempotencyKey, form });
    if (this.replayed(request, idempotencyKey, body, response)) return;
    const lineItem = list(form.line_items)[0];
    const priceData =
      lineItem && typeof lineItem === "object" && !Array.isArray(lineItem)
        ? lineItem.price_data
        : undefined;
    const unitAmount =
      priceData && typeof priceData === "object" && !Array.isArray(priceData)
        ? Number(text(priceData.unit_amount))
        : Number.NaN;
    if (text(form.mode) !== "payment" || !Number.isInteger(unitAmount) || unitAmount <= 0) {
      return this.error(
        response,
        400,
        "invalid_request_error",
        "Missing required param: line_items",
      );
    }
    const created = this.now();
    const id = `cs_test_${randomBytes(24).toString("hex")}`;
    const session: StandInSession = {
      id,
      object: "checkout.session",
      amount_total: unitAmount,
      currency: text(form.currency) ?? "gbp",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      payment_method_types: list(form.allowed_payment_method_types).flatMap((value) =>
        typeof value === "string" ? [value] : [],
      ),
      metadata: record(form.metadata),
      client_reference_id: text(form.client_reference_id),
      customer_email: text(form.customer_email),
      success_url: text(form.success_url) ?? "",
      cancel_url: text(form.cancel_url) ?? "",
      url: `${this.base}/pay/${id}`,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(id, session);
    const answer = JSON.stringify(session);
    if (idempotencyKey) this.kept.set(idempotencyKey, { body: answer, status: 200, payload: body });
    if (this.dropped(request)) return;
    return this.json(response, 200, answer);
  }

  /**
   * A request with a key seen before: the kept answer again (same parameters) or Stripe's
   * idempotency_error (others). True when it has been answered so.
   */
  private replayed(
    request: http.IncomingMessage,
    idempotencyKey: string | null,
    body: string,
    response: http.ServerResponse,
  ): boolean {
    const kept = idempotencyKey ? this.kept.get(idempotencyKey) : undefined;
    if (!kept) return false;
    if (kept.payload !== body) {
      this.error(
        response,
        400,
        "idempotency_error",
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
      return true;
    }
    if (!this.dropped(request)) this.json(response, kept.status, kept.body, true);
    return true;
  }

  /** The payment intent's amount: from its session, or as seeded. */
  private chargeAmount(paymentIntent: string): number | null {
    for (const session of this.sessions.values()) {
      if (session.payment_intent === paymentIntent && session.payment_status === "paid") {
        return session.amount_total;
      }
    }
    return this.knownCharges.get(paymentIntent) ?? null;
  }

  private createRefund(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const idempotencyKey = idempotencyKeyOf(request);
    const form = decodeStripeForm(body);
    this.refundRequests.push({ idempotencyKey, form });
    if (this.replayed(request, idempotencyKey, body, response)) return;
    const paymentIntent = text(form.payment_intent) ?? "";
    const charged = this.chargeAmount(paymentIntent);
    if (charged === null) {
      return this.error(
        response,
        404,
        "invalid_request_error",
        `No such payment_intent: '${paymentIntent}'`,
      );
    }
    const earlier = this.refunds.get(paymentIntent) ?? [];
    const refundedBefore = earlier.reduce((sum, one) => sum + one.amount, 0);
    const amount = text(form.amount) === null ? charged - refundedBefore : Number(text(form.amount));
    if (!Number.isInteger(amount) || amount <= 0 || refundedBefore + amount > charged) {
      return this.error(
        response,
        400,
        "invalid_request_error",
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${((charged - refundedBefore) / 100).toFixed(2)})`,
      );
    }
    const refund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      charge: `ch_${paymentIntent.slice(3)}`,
      currency: "gbp",
      payment_intent: paymentIntent,
      metadata: record(form.metadata),
      reason: text(form.reason),
      status: "succeeded",
      created: this.now(),
    };
    this.refunds.set(paymentIntent, [...earlier, { id: refund.id, amount }]);
    const answer = JSON.stringify(refund);
    if (idempotencyKey) this.kept.set(idempotencyKey, { body: answer, status: 200, payload: body });
    if (!this.dropped(request)) this.json(response, 200, answer);
    if (this.options.webhookUrl) {
      const event = this.chargeRefunded(paymentIntent, charged);
      void this.deliver(this.options.webhookUrl, event).catch(() => undefined);
    }
  }

  /** charge.refunded as Stripe sends it after refunds made through the API. */
  chargeRefunded(paymentIntent: string, charged: number): StandInEvent {
    const made = this.refunds.get(paymentIntent) ?? [];
    const chargeId = `ch_${paymentIntent.slice(3)}`;
    const refunded = made.reduce((sum, one) => sum + one.amount, 0);
    return this.event("charge.refunded", {
      id: chargeId,
      object: "charge",
      amount: charged,
      amount_refunded: refunded,
      currency: "gbp",
      payment_intent: paymentIntent,
      refunded: refunded >= charged,
      refunds: {
        object: "list",
        data: made.map((one) => ({
          id: one.id,
          object: "refund",
          amount: one.amount,
          charge: chargeId,
          currency: "gbp",
          payment_intent: paymentIntent,
          status: "succeeded",
        })),
        has_more: false,
        url: `/v1/charges/${chargeId}/refunds`,
      },
    });
  }

  /** The request was handled, but its answer never reaches the caller. */
  private dropped(request: http.IncomingMessage): boolean {
    if (this.dropNextAnswers <= 0) return false;
    this.dropNextAnswers -= 1;
    request.socket.destroy();
    return true;
  }

  /** An event as Stripe sends it, with `object` as it is at the time. */
  event(type: string, object: Record<string, unknown> | StandInSession): StandInEvent {
    return {
      id: newId("evt"),
      object: "event",
      api_version: STAND_IN_API_VERSION,
      created: this.now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The customer finished the hosted page: a card is paid at once, Bacs only later. */
  complete(sessionId: string, method: "card" | "bacs"): StandInEvent {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = "complete";
    session.payment_status = method === "card" ? "paid" : "unpaid";
    session.payment_intent ??= newId("pi");
    return this.event("checkout.session.completed", session);
  }

  /** Bacs Direct Debit's outcome days later. */
  settleBacs(sessionId: string, outcome: "succeeded" | "failed"): StandInEvent {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.payment_status = outcome === "succeeded" ? "paid" : "unpaid";
    return this.event(`checkout.session.async_payment_${outcome}`, session);
  }

  /** charge.refunded for a session's payment, with the charge's refunds listed as Stripe lists them. */
  refund(sessionId: string, amounts: number[], options: { listed?: boolean } = {}): StandInEvent {
    const session = this.sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`no payment for ${sessionId}`);
    const chargeId = `ch_${session.payment_intent.slice(3)}`;
    const refunds = amounts.map((amount, index) => ({
      id: `re_${session.payment_intent?.slice(3)}_${index}`,
      object: "refund",
      amount,
      charge: chargeId,
      currency: session.currency,
      payment_intent: session.payment_intent,
      status: "succeeded",
    }));
    const refunded = amounts.reduce((sum, amount) => sum + amount, 0);
    return this.event("charge.refunded", {
      id: chargeId,
      object: "charge",
      amount: session.amount_total,
      amount_refunded: refunded,
      currency: session.currency,
      payment_intent: session.payment_intent,
      refunded: refunded >= session.amount_total,
      // Newer API versions leave the list out unless it is expanded.
      ...(options.listed === false
        ? {}
        : {
            refunds: {
              object: "list",
              data: refunds,
              has_more: false,
              url: `/v1/charges/${chargeId}/refunds`,
            },
          }),
    });
  }

  /** The body and headers Stripe would POST to a webhook endpoint for this event. */
  signed(event: StandInEvent, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const timestamp = options.timestamp ?? this.now();
    return {
      payload,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "Stripe-Signature": stripeSignatureHeader(
          payload,
          options.secret ?? this.options.webhookSecret,
          timestamp,
        ),
      },
    };
  }

  /** Delivers the event to a webhook URL; Stripe counts any 2xx as delivered. */
  async deliver(webhookUrl: string, event: StandInEvent): Promise<Response> {
    const { payload, headers } = this.signed(event);
    return fetch(webhookUrl, { method: "POST", headers, body: payload });
  }

  private async hostedPage(request: http.IncomingMessage, url: URL, response: http.ServerResponse) {
    const session = this.sessions.get(url.pathname.slice("/pay/".length));
    if (!session) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("No such checkout session");
      return;
    }
    if (request.method === "POST") {
      const method = url.searchParams.get("method") === "bacs" ? "bacs" : "card";
      const event = this.complete(session.id, method);
      if (this.options.webhookUrl) await this.deliver(this.options.webhookUrl, event);
      response.writeHead(303, {
        Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id),
      });
      response.end();
      return;
    }
    const pounds = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in Checkout</title></head>
<body><h1>Pay £${pounds}</h1>
<form method="post" action="/pay/${session.id}?method=card"><button>Pay by card</button></form>
<form method="post" action="/pay/${session.id}?method=bacs"><button>Pay by Bacs Direct Debit</button></form>
<p><a href="${session.cancel_url}">Cancel</a></p></body></html>`);
  }
}
