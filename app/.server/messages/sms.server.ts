import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { deliverClaimed, errorText, type DeliveryResult } from "./outbox-claim.server";
import { startOutboxWorker } from "./outbox-worker.server";

/** What a text-message provider said about one message. */
export type SmsSendResult = DeliveryResult;

export interface SmsTransport {
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
}

/** Twilio's account and sender: a number (TWILIO_FROM) or a Messaging Service. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com unless a test says otherwise. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The Twilio settings from the environment, or null unless an account and a sender are set. */
export function twilioConfigFrom(values: {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  TWILIO_API_URL?: string;
}): TwilioConfig | null {
  const accountSid = values.TWILIO_ACCOUNT_SID?.trim();
  const authToken = values.TWILIO_AUTH_TOKEN?.trim();
  const from = values.TWILIO_FROM?.trim() || undefined;
  const messagingServiceSid = values.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined;
  if (!accountSid || !authToken || (!from && !messagingServiceSid)) return null;
  const baseUrl = values.TWILIO_API_URL?.trim().replace(/\/+$/, "") || undefined;
  return { accountSid, authToken, from, messagingServiceSid, ...(baseUrl ? { baseUrl } : {}) };
}

/** Twilio's error body: { code, message, more_info, status }. */
function describeTwilioError(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const code = "code" in body ? body.code : undefined;
    const message = "message" in body ? body.message : undefined;
    if (typeof message === "string") {
      return `Twilio ${status}${typeof code === "number" ? ` (error ${code})` : ""}: ${message}`;
    }
  }
  return `Twilio answered ${status}`;
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 3600) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - Date.now()), 3_600_000);
}

/**
 * Sends through Twilio's Messages API (decision 17: the reference contract): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (the account SID and
 * auth token) and the form fields To, From or MessagingServiceSid, and Body. 201 Created
 * answers the message with its sid. A 4xx is Twilio refusing this message (a bad number,
 * bad credentials, a blocked recipient): trying again would get the same answer, so it is
 * permanent — except 429, too many requests, which is tried again like a 5xx or a network
 * failure.
 */
export function twilioTransport(config: TwilioConfig): SmsTransport {
  const base = (config.baseUrl ?? "https://api.twilio.com").replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to });
      if (config.messagingServiceSid) form.set("MessagingServiceSid", config.messagingServiceSid);
      else if (config.from) form.set("From", config.from);
      form.set("Body", body);
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            Authorization: authorization,
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
          },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (error) {
        return { ok: false, permanent: false, error: `Twilio unreachable: ${errorText(error)}` };
      }
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const sid =
          answer && typeof answer === "object" && "sid" in answer && typeof answer.sid === "string"
            ? answer.sid
            : null;
        return { ok: true, providerId: sid };
      }
      const error = describeTwilioError(response.status, answer);
      if (response.status === 429) {
        return {
          ok: false,
          permanent: false,
          error,
          retryAfterMs: retryAfterMs(response.headers.get("Retry-After")),
        };
      }
      return { ok: false, permanent: response.status >= 400 && response.status < 500, error };
    },
  };
}

/**
 * Delivers pending text messages (channel "sms") through the transport, claimed like e-mails
 * (stale ones set aside, each row to one sender) and sent outside any transaction.
 */
export function deliverPendingSms(
  db: Kysely<Database>,
  transport: SmsTransport,
): Promise<{ sent: number; failed: number; skipped: number }> {
  return deliverClaimed(db, "sms", (message) =>
    transport.send({ to: message.to_address, body: message.text_body }),
  );
}

export interface SmsSenderOptions {
  twilio: TwilioConfig | null;
  intervalMs: number;
  log?: (message: string) => void;
}

/** Starts the background text sender when Twilio is configured; returns a stop function. */
export function startSmsSender(db: Kysely<Database>, options: SmsSenderOptions): () => void {
  if (!options.twilio) {
    options.log?.(
      "Twilio is not configured: text messages stay in the outbox, readable by admins at /admin.",
    );
    return () => {};
  }
  const transport = twilioTransport(options.twilio);
  return startOutboxWorker({
    channel: "sms",
    intervalMs: options.intervalMs,
    deliver: () => deliverPendingSms(db, transport),
    log: options.log,
  });
}
