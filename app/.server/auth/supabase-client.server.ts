import { createServerClient } from "@supabase/ssr";
import {
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type AuthError,
  type User,
  type WebSocketLike,
} from "@supabase/supabase-js";
import { SESSION_COOKIE_NAME, sessionCookieFlags } from "~/.server/http/auth-cookie.server";
import type { AuthUser } from "./port.server";
import type { RequestCookieJar } from "./supabase-cookies.server";

export interface SupabaseAuthOptions {
  /** The project URL, e.g. https://<ref>.supabase.co */
  url: string;
  /** The project's anon (public) key: every call acts as the user, never as an admin. */
  anonKey: string;
  /** Replaces the global fetch (tests, instrumentation). */
  fetch?: typeof fetch;
  /** Upper bound for one adapter call, all its requests and retries included. Default 10 s. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export const SUPABASE_AUTH_MESSAGES = {
  /** Network failures and 5xx answers carry no message fit to show. */
  unavailable: "The sign-in service could not be reached. Try again in a moment.",
  /** GoTrue's own wording, used when it hides an existing account behind a fake user. */
  alreadyRegistered: "User already registered",
} as const;

export function toAuthUser(user: User): AuthUser {
  const metadata: Record<string, unknown> = user.user_metadata ?? {};
  const fullName = metadata.full_name;
  const companyName = metadata.company_name;
  return {
    id: user.id,
    email: user.email ?? "",
    fullName: typeof fullName === "string" ? fullName : "",
    companyName: typeof companyName === "string" && companyName !== "" ? companyName : null,
    emailConfirmed: Boolean(user.email_confirmed_at),
  };
}

function messageOf(error: unknown): string {
  if (isAuthRetryableFetchError(error)) return SUPABASE_AUTH_MESSAGES.unavailable;
  if (error instanceof Error && error.message) return error.message;
  return SUPABASE_AUTH_MESSAGES.unavailable;
}

/** For the server log: the raw error, which for 5xx answers says little beyond the status. */
export function describeError(error: AuthError): string {
  return `${error.name}${error.status ? ` (HTTP ${error.status})` : ""}: ${error.message}`;
}

export function failure(error: unknown): {
  ok: false;
  message: string;
  cause?: "wrong-credentials" | "unavailable";
} {
  const message = messageOf(error);
  // GoTrue says "invalid_credentials"; versions before error codes say only this message.
  if (
    isAuthApiError(error) &&
    (error.code === "invalid_credentials" || error.message === "Invalid login credentials")
  ) {
    return { ok: false, message, cause: "wrong-credentials" };
  }
  return message === SUPABASE_AUTH_MESSAGES.unavailable
    ? { ok: false, message, cause: "unavailable" }
    : { ok: false, message };
}

/**
 * Bounds one adapter call. auth-js retries a failed refresh (network error or 5xx) with
 * exponential backoff for up to 30 s, and a stalled connection would otherwise wait for undici's
 * own limits (minutes): too long for a loader. Once the deadline passes, the in-flight request is
 * aborted and every later attempt is answered at once with a 408, which auth-js treats as a
 * final API error, so its retry loop stops instead of running on in the background.
 */
function fetchWithDeadline(getFetch: () => typeof fetch, timeoutMs: number): typeof fetch {
  const deadline = AbortSignal.timeout(timeoutMs);
  const timedOut = () =>
    Response.json(
      { code: "request_timeout", message: SUPABASE_AUTH_MESSAGES.unavailable },
      { status: 408, headers: { "X-Supabase-Api-Version": "2024-01-01" } },
    );
  return async (input, init) => {
    if (deadline.aborted) return timedOut();
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    try {
      return await getFetch()(input, { ...init, signal });
    } catch (error) {
      if (deadline.aborted) return timedOut();
      throw error;
    }
  };
}

/**
 * True when GoTrue says the tokens no longer describe a live session (revoked, expired and
 * not refreshable, or not a JWT at all): signing out has nothing left to end.
 */
export function sessionIsGone(error: AuthError): boolean {
  if (isAuthSessionMissingError(error) || error.name === "AuthInvalidJwtError") return true;
  return isAuthApiError(error) && [400, 401, 403, 404].includes(error.status);
}

/** Network failures, 5xx answers and the call's deadline: nothing said about the session. */
export function isOutage(error: unknown): boolean {
  return failure(error).cause === "unavailable";
}

/**
 * The socket class createClient's realtime client is given. Node 20 has no global WebSocket, and
 * realtime-js 2.109 throws as the client is built unless given a `transport`; `ws` would do, but
 * its typings do not fit realtime-js's `WebSocketLikeConstructor` without a cast. The adapter
 * never opens a channel, so its transport refuses to connect instead.
 */
class NoRealtimeSocket implements WebSocketLike {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readonly readyState = 3;
  readonly protocol = "";
  readonly url: string;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;

  constructor(address: string | URL) {
    this.url = String(address);
    throw new Error("The Supabase auth adapter opens no realtime connection.");
  }

  close = () => undefined;
  send = () => undefined;
  addEventListener = () => undefined;
  removeEventListener = () => undefined;
}

/**
 * Supabase's auth client for one adapter call, through @supabase/ssr's server client, as its
 * guides build it: the session in the `wfc_token` cookie (`cookieOptions.name`, chunked as
 * `wfc_token.0`, `wfc_token.1`... past 3,180 characters) read from and written to the jar, with
 * this site's cookie flags. The server client never refreshes on a timer and always uses PKCE;
 * each call gets a client of its own, so the deadline is the call's.
 */
export function supabaseAuth(options: SupabaseAuthOptions, jar: RequestCookieJar) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Looked up per call, so a fetch patched after start-up (tests, tracing) is honoured.
  const baseFetch = () => options.fetch ?? fetch;
  return createServerClient(options.url, options.anonKey, {
    cookieOptions: { name: SESSION_COOKIE_NAME, ...sessionCookieFlags() },
    cookies: jar.methods,
    global: { fetch: fetchWithDeadline(baseFetch, timeoutMs) },
    realtime: { transport: NoRealtimeSocket },
  }).auth;
}
