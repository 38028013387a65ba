import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { enqueueSms } from "../../app/.server/email/outbox.server";
import { retryDelayMs } from "../../app/.server/messages/outbox-claim.server";
import {
  deliverPendingSms,
  twilioConfigFrom,
  twilioTransport,
  type TwilioConfig,
} from "../../app/.server/messages/sms.server";
import { createTestDatabase } from "./support/database";

/*
 * The text sender against Twilio's documented Messages API: POST
 * https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth with the
 * account SID and auth token, a form body (To, From or MessagingServiceSid, Body); 201 with the
 * Message resource, or an error body { code, message, more_info, status }.
 */

const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "test-auth-token-0123456789";
const FROM = "+447700900000";
const MESSAGES_URL = `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
const TO = "+447400123456";
const CONFIG: TwilioConfig = { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM };

interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}
const seen: SeenRequest[] = [];

async function record(request: Request) {
  seen.push({
    url: request.url,
    method: request.method,
    headers: request.headers,
    form: new URLSearchParams(await request.clone().text()),
  });
}

/** The Message resource Twilio answers a create with (abridged to the documented fields we read). */
function messageResource(form: URLSearchParams, sid: string) {
  return {
    account_sid: ACCOUNT_SID,
    api_version: "2010-04-01",
    body: form.get("Body"),
    date_created: "Thu, 24 Aug 2023 05:01:45 +0000",
    date_sent: null,
    date_updated: "Thu, 24 Aug 2023 05:01:45 +0000",
    direction: "outbound-api",
    error_code: null,
    error_message: null,
    from: form.get("From"),
    messaging_service_sid: form.get("MessagingServiceSid"),
    num_media: "0",
    num_segments: "1",
    price: null,
    price_unit: null,
    sid,
    status: "queued",
    to: form.get("To"),
    uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}.json`,
  };
}

function twilioError(status: number, code: number, message: string) {
  return HttpResponse.json(
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    { status },
  );
}

const server = setupServer();
let handle: DatabaseHandle;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  handle = await createTestDatabase();
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(async () => {
  server.close();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});

async function smsRows() {
  return handle.db
    .selectFrom("email_outbox")
    .selectAll()
    .where("channel", "=", "sms")
    .orderBy("id")
    .execute();
}

async function makeDue() {
  await handle.db
    .updateTable("email_outbox")
    .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .execute();
}

describe("twilioConfigFrom", () => {
  it("needs the account, the token and a sender", () => {
    expect(twilioConfigFrom({})).toBeNull();
    expect(
      twilioConfigFrom({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: "t" }),
    ).toBeNull();
    expect(
      twilioConfigFrom({
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: FROM,
      }),
    ).toEqual({ accountSid: ACCOUNT_SID, authToken: "t", from: FROM });
    expect(
      twilioConfigFrom({
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_MESSAGING_SERVICE_SID: "MG123",
      }),
    ).toEqual({ accountSid: ACCOUNT_SID, authToken: "t", messagingServiceSid: "MG123" });
  });

  it("takes another API address, without its trailing slash", () => {
    expect(
      twilioConfigFrom({
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: FROM,
        TWILIO_API_URL: "http://127.0.0.1:4999/",
      }),
    ).toEqual({
      accountSid: ACCOUNT_SID,
      authToken: "t",
      from: FROM,
      baseUrl: "http://127.0.0.1:4999",
    });
  });
});

describe("twilioTransport", () => {
  it("posts the documented request: URL, Basic auth and form fields", async () => {
    server.use(
      http.post(MESSAGES_URL, async ({ request }) => {
        await record(request);
        const form = new URLSearchParams(await request.text());
        return HttpResponse.json(messageResource(form, "SM11111111111111111111111111111111"), {
          status: 201,
        });
      }),
    );
    const result = await twilioTransport(CONFIG).send({ to: TO, body: "Dan is on the way" });
    expect(result).toEqual({ ok: true, providerId: "SM11111111111111111111111111111111" });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe(MESSAGES_URL);
    expect(request?.headers.get("authorization")).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`,
    );
    expect(request?.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: TO,
      From: FROM,
      Body: "Dan is on the way",
    });
  });

  it("sends through a Messaging Service instead of a number when one is set", async () => {
    server.use(
      http.post(MESSAGES_URL, async ({ request }) => {
        await record(request);
        const form = new URLSearchParams(await request.text());
        return HttpResponse.json(messageResource(form, "SM2"), { status: 201 });
      }),
    );
    const transport = twilioTransport({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      messagingServiceSid: "MG0123456789abcdef0123456789abcdef",
    });
    await transport.send({ to: TO, body: "Hello" });
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({
      To: TO,
      MessagingServiceSid: "MG0123456789abcdef0123456789abcdef",
      Body: "Hello",
    });
  });

  it("reads a 400 error body as a permanent refusal with Twilio's message", async () => {
    server.use(
      http.post(MESSAGES_URL, () =>
        twilioError(400, 21211, "The 'To' number +447400123456 is not a valid phone number."),
      ),
    );
    expect(await twilioTransport(CONFIG).send({ to: TO, body: "Hi" })).toEqual({
      ok: false,
      permanent: true,
      error: "Twilio 400 (error 21211): The 'To' number +447400123456 is not a valid phone number.",
    });
  });

  it("takes 401 as permanent, and 429, 500 and a network failure as worth another try", async () => {
    server.use(http.post(MESSAGES_URL, () => twilioError(401, 20003, "Authenticate")));
    expect(await twilioTransport(CONFIG).send({ to: TO, body: "Hi" })).toMatchObject({
      ok: false,
      permanent: true,
    });

    server.use(
      http.post(MESSAGES_URL, () =>
        HttpResponse.json(
          { code: 20429, message: "Too Many Requests", more_info: "", status: 429 },
          { status: 429, headers: { "Retry-After": "120" } },
        ),
      ),
    );
    expect(await twilioTransport(CONFIG).send({ to: TO, body: "Hi" })).toEqual({
      ok: false,
      permanent: false,
      error: "Twilio 429 (error 20429): Too Many Requests",
      retryAfterMs: 120_000,
    });

    server.use(
      http.post(MESSAGES_URL, () => new HttpResponse("Service Unavailable", { status: 500 })),
    );
    expect(await twilioTransport(CONFIG).send({ to: TO, body: "Hi" })).toEqual({
      ok: false,
      permanent: false,
      error: "Twilio answered 500",
    });

    server.use(http.post(MESSAGES_URL, () => HttpResponse.error()));
    expect(await twilioTransport(CONFIG).send({ to: TO, body: "Hi" })).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/^Twilio unreachable/),
    });
  });
});

describe("deliverPendingSms through Twilio", () => {
  it("marks a text sent with Twilio's sid, and never sends it again", async () => {
    server.use(
      http.post(MESSAGES_URL, async ({ request }) => {
        await record(request);
        const form = new URLSearchParams(await request.text());
        return HttpResponse.json(messageResource(form, "SM33333333333333333333333333333333"), {
          status: 201,
        });
      }),
    );
    await enqueueSms(handle.db, { to: TO, body: "On the way", kind: "test" });
    const transport = twilioTransport(CONFIG);
    expect(await deliverPendingSms(handle.db, transport)).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    expect(await deliverPendingSms(handle.db, transport)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    expect(seen).toHaveLength(1);
    const [row] = await smsRows();
    expect(row).toMatchObject({
      attempts: 1,
      last_error: null,
      provider_message_id: "SM33333333333333333333333333333333",
      failed_at: null,
    });
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it("gives up at once on a 400 and keeps Twilio's reason for the admins", async () => {
    server.use(
      http.post(MESSAGES_URL, async ({ request }) => {
        await record(request);
        return twilioError(400, 21610, "Attempt to send to unsubscribed recipient");
      }),
    );
    await enqueueSms(handle.db, { to: TO, body: "On the way", kind: "test" });
    const transport = twilioTransport(CONFIG);
    expect(await deliverPendingSms(handle.db, transport)).toEqual({
      sent: 0,
      failed: 1,
      skipped: 0,
    });
    await makeDue();
    expect(await deliverPendingSms(handle.db, transport)).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    expect(seen).toHaveLength(1);
    const [row] = await smsRows();
    expect(row).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: "Twilio 400 (error 21610): Attempt to send to unsubscribed recipient",
    });
    expect(row?.failed_at).toBeInstanceOf(Date);
  });

  it("tries again after a 500 and a 429 with the e-mail backoff, then sends", async () => {
    const answers = [
      () => new HttpResponse(null, { status: 500 }),
      () => twilioError(429, 20429, "Too Many Requests"),
      () =>
        HttpResponse.json(messageResource(new URLSearchParams({ To: TO }), "SM4"), { status: 201 }),
    ];
    server.use(
      http.post(MESSAGES_URL, async ({ request }) => {
        await record(request);
        const answer = answers[seen.length - 1];
        if (!answer) throw new Error("too many requests");
        return answer();
      }),
    );
    await enqueueSms(handle.db, { to: TO, body: "On the way", kind: "test" });
    const transport = twilioTransport(CONFIG);

    const started = Date.now();
    expect(await deliverPendingSms(handle.db, transport)).toMatchObject({ failed: 1 });
    let [row] = await smsRows();
    expect(row).toMatchObject({ attempts: 1, failed_at: null, last_error: "Twilio answered 500" });
    const wait = (row?.next_attempt_at.getTime() ?? 0) - started;
    expect(wait).toBeGreaterThanOrEqual(retryDelayMs(1) - 1000);
    expect(wait).toBeLessThanOrEqual(retryDelayMs(1) + 5000);
    // Not due yet: nothing is posted.
    expect(await deliverPendingSms(handle.db, transport)).toMatchObject({ sent: 0, failed: 0 });
    expect(seen).toHaveLength(1);

    await makeDue();
    expect(await deliverPendingSms(handle.db, transport)).toMatchObject({ failed: 1 });
    [row] = await smsRows();
    expect(row).toMatchObject({ attempts: 2, failed_at: null });
    expect((row?.next_attempt_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(
      retryDelayMs(2) - 5000,
    );

    await makeDue();
    expect(await deliverPendingSms(handle.db, transport)).toMatchObject({ sent: 1 });
    [row] = await smsRows();
    expect(row).toMatchObject({ attempts: 3, last_error: null, provider_message_id: "SM4" });
    expect(seen).toHaveLength(3);
  });

  it("leaves e-mails to the e-mail sender", async () => {
    server.use(
      http.post(MESSAGES_URL, async ({ request }) => {
        await record(request);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await handle.db
      .insertInto("email_outbox")
      .values({
        to_address: "someone@example.com",
        subject: "Hello",
        text_body: "Body",
        kind: "test",
        attachments: "[]",
      })
      .execute();
    expect(await deliverPendingSms(handle.db, twilioTransport(CONFIG))).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    expect(seen).toEqual([]);
  });
});
