/**
 * Why a domain function did not do what it was asked, as data: the route turns it into the
 * right status. A refusal is never thrown, and never a redirect.
 */
export type Refusal =
  /** The request was understood but the rules say no (a full window, a wrong password). */
  | { ok: false; reason: "refused"; message: string }
  /** Too many attempts: 429 with Retry-After. */
  | { ok: false; reason: "rate-limited"; message: string; retryAfterSeconds: number }
  /** The database or another service failed: 503, nothing was saved. */
  | { ok: false; reason: "unavailable"; message: string };

export const UNAVAILABLE_MESSAGE =
  "Something went wrong on our side and nothing was saved. Please try again in a minute, or call us.";

export function refused(message: string): Refusal {
  return { ok: false, reason: "refused", message };
}

export function unavailable(error: unknown): Refusal {
  console.error(error);
  return { ok: false, reason: "unavailable", message: UNAVAILABLE_MESSAGE };
}

export function rateLimited(retryAfterSeconds: number): Refusal {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    ok: false,
    reason: "rate-limited",
    retryAfterSeconds,
    message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call us.`,
  };
}

const STATUS = { refused: 400, "rate-limited": 429, unavailable: 503 } as const;

/**
 * The status and headers that answer a refusal: `data(body, refusalInit(refusal, headers))`.
 * A 429 carries Retry-After, a 503 asks clients to come back in a minute.
 */
export function refusalInit(refusal: Refusal, headers?: HeadersInit): ResponseInit {
  const merged = new Headers(headers);
  if (refusal.reason === "rate-limited") {
    merged.set("Retry-After", String(refusal.retryAfterSeconds));
  }
  if (refusal.reason === "unavailable") merged.set("Retry-After", "60");
  return { status: STATUS[refusal.reason], headers: merged };
}
