import {
  AuthClient,
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type AuthError,
  type GoTrueClient,
  type Session,
  type User,
} from "@supabase/supabase-js";
import type { AuthAdapter, AuthResult, AuthSession, AuthUser } from "./port.server";

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

const DEFAULT_TIMEOUT_MS = 10_000;

export const SUPABASE_AUTH_MESSAGES = {
  /** Network failures and 5xx answers carry no message fit to show. */
  unavailable: "The sign-in service could not be reached. Try again in a moment.",
  /** GoTrue's own wording, used when it hides an existing account behind a fake user. */
  alreadyRegistered: "User already registered",
} as const;

function toAuthUser(user: User): AuthUser {
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

function toAuthSession(session: Session): AuthSession {
  // auth-js fills expires_at (seconds) from expires_in when GoTrue leaves it out.
  const expiresAtSeconds = session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in;
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: expiresAtSeconds * 1000,
    user: toAuthUser(session.user),
  };
}

function messageOf(error: unknown): string {
  if (isAuthRetryableFetchError(error)) return SUPABASE_AUTH_MESSAGES.unavailable;
  if (error instanceof Error && error.message) return error.message;
  return SUPABASE_AUTH_MESSAGES.unavailable;
}

/** For the server log: the raw error, which for 5xx answers says little beyond the status. */
function describeError(error: AuthError): string {
  return `${error.name}${error.status ? ` (HTTP ${error.status})` : ""}: ${error.message}`;
}

function failure(error: unknown): {
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

const done: AuthResult<null> = { ok: true, value: null };

/**
 * True when GoTrue says the tokens no longer describe a live session (revoked, expired and
 * not refreshable, or not a JWT at all): signing out has nothing left to end.
 */
function sessionIsGone(error: AuthError): boolean {
  if (isAuthSessionMissingError(error) || error.name === "AuthInvalidJwtError") return true;
  return isAuthApiError(error) && [400, 401, 403, 404].includes(error.status);
}

/**
 * The Supabase-hosted implementation of the auth port, against the project's Auth (GoTrue) API.
 *
 * Client choice. The app keeps the tokens in its own httpOnly cookie, so this adapter is
 * stateless: each call gets a fresh client with no persistence, no refresh timer and no URL
 * detection, holding a session (if any) in memory for that one call only.
 * - Not `createServerClient` (@supabase/ssr): it exists to read and write Supabase's own chunked
 *   session cookies and defaults to PKCE, whose code verifier would have to outlive the request.
 * - Not `createClient` either, but the auth client it wraps, `AuthClient` (re-exported by
 *   @supabase/supabase-js), with the same apikey/Authorization headers createClient sets. Only
 *   auth is used here, and createClient also builds realtime, which on Node 20 (no global
 *   WebSocket) throws unless given `realtime: { transport }` from `ws`; and ws's typings are not
 *   assignable to realtime-js 2.109's `WebSocketLikeConstructor` (its DOM-typed `onopen`,
 *   `addEventListener`...) without a cast. Skipping realtime avoids both, and per-call PostgREST,
 *   Storage and realtime objects besides.
 */
export function createSupabaseAuthAdapter(options: SupabaseAuthOptions): AuthAdapter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Looked up per request, so a fetch patched after start-up (tests, tracing) is honoured.
  const baseFetch = () => options.fetch ?? fetch;
  // As createClient does: https://<ref>.supabase.co -> https://<ref>.supabase.co/auth/v1
  const authUrl = new URL("auth/v1", options.url.endsWith("/") ? options.url : `${options.url}/`)
    .href;
  const headers = { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` };

  function client(): GoTrueClient {
    return new AuthClient({
      url: authUrl,
      headers,
      fetch: fetchWithDeadline(baseFetch, timeoutMs),
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // E-mail links carry a token_hash verified server-side; no PKCE verifier to keep.
      flowType: "implicit",
    });
  }

  /** Ends a session obtained only as a by-product (e-mail verification, password recovery). */
  async function endSideSession(
    auth: GoTrueClient,
    scope: "local" | "global",
    context: string,
  ): Promise<void> {
    try {
      const { error } = await auth.signOut({ scope });
      if (error) {
        console.error(
          `[wfc] Supabase ${context}: could not end the temporary session: ${describeError(error)}`,
        );
      }
    } catch (error) {
      console.error(`[wfc] Supabase ${context}: could not end the temporary session`, error);
    }
  }

  return {
    kind: "supabase",

    async signUp(request) {
      try {
        const { data, error } = await client().signUp({
          email: request.email,
          password: request.password,
          options: {
            emailRedirectTo: request.redirectTo,
            data: { full_name: request.fullName, company_name: request.companyName },
          },
        });
        if (error) return failure(error);
        if (!data.user) return { ok: false, message: SUPABASE_AUTH_MESSAGES.unavailable };
        // With e-mail confirmation on, GoTrue answers a sign-up for an existing address with an
        // obfuscated user that has no identities (and sends nothing); the local adapter says so.
        if (data.user.identities?.length === 0) {
          return { ok: false, message: SUPABASE_AUTH_MESSAGES.alreadyRegistered };
        }
        return {
          ok: true,
          value: { user: toAuthUser(data.user), needsVerification: data.session === null },
        };
      } catch (error) {
        return failure(error);
      }
    },

    async signIn(email, password) {
      try {
        const { data, error } = await client().signInWithPassword({ email, password });
        if (error) return failure(error);
        return { ok: true, value: toAuthSession(data.session) };
      } catch (error) {
        return failure(error);
      }
    },

    async getUser(accessToken) {
      if (!accessToken) return null;
      try {
        const { data, error } = await client().getUser(accessToken);
        if (error) return null;
        return toAuthUser(data.user);
      } catch {
        return null;
      }
    },

    async refresh(refreshToken) {
      if (!refreshToken) return null;
      try {
        const { data, error } = await client().refreshSession({ refresh_token: refreshToken });
        if (error || !data.session) return null;
        return toAuthSession(data.session);
      } catch {
        return null;
      }
    },

    async signOut({ accessToken, refreshToken }) {
      // POST /auth/v1/logout?scope=local needs the user's own JWT, not an admin key. setSession
      // checks the access token (GET /auth/v1/user) or, once it has expired, trades the refresh
      // token for a fresh one, so the session is revoked even when the access token is stale.
      try {
        const auth = client();
        const { error: sessionError } = await auth.setSession({
          access_token: accessToken,
          refresh_token: refreshToken,
        });
        if (sessionError) return sessionIsGone(sessionError) ? done : failure(sessionError);
        // signOut itself treats 401/403/404 from /logout as already signed out.
        const { error } = await auth.signOut({ scope: "local" });
        return error ? failure(error) : done;
      } catch (error) {
        return failure(error);
      }
    },

    async verifyEmail(token) {
      try {
        const auth = client();
        const { data, error } = await auth.verifyOtp({ token_hash: token, type: "email" });
        if (error) return failure(error);
        // GoTrue signs the user in on verification; the port does not, so that session ends here.
        if (data.session) await endSideSession(auth, "local", "e-mail verification");
        return done;
      } catch (error) {
        return failure(error);
      }
    },

    async resendVerification(email, redirectTo) {
      try {
        const { error } = await client().resend({
          type: "signup",
          email,
          options: { emailRedirectTo: redirectTo },
        });
        return error ? failure(error) : done;
      } catch (error) {
        return failure(error);
      }
    },

    async endEverySession() {
      // Ending another user's sessions needs the service-role key, which this adapter never
      // holds; the disabled profile refuses them on their next request instead.
    },

    async requestPasswordReset(email, redirectTo) {
      // GoTrue answers the same whether or not the address has an account; errors (rate limits,
      // outages) are logged, never shown, so the reply cannot reveal anything either.
      try {
        const { error } = await client().resetPasswordForEmail(email, {
          redirectTo: `${redirectTo}/auth/reset-password`,
        });
        if (error) {
          console.error(`[wfc] Supabase password reset request failed: ${describeError(error)}`);
        }
      } catch (error) {
        console.error("[wfc] Supabase password reset request failed", error);
      }
    },

    async resetPassword(token, newPassword) {
      try {
        const auth = client();
        const { data, error } = await auth.verifyOtp({ token_hash: token, type: "recovery" });
        if (error) return failure(error);
        if (!data.session) return { ok: false, message: SUPABASE_AUTH_MESSAGES.unavailable };
        // verifyOtp left the recovery session in this client's memory; updateUser acts with it.
        const { error: updateError } = await auth.updateUser({ password: newPassword });
        // As in the local adapter, a new password ends every session of the account ("global");
        // if it was refused, only the temporary recovery session ends.
        await endSideSession(auth, updateError ? "local" : "global", "password reset");
        return updateError
          ? failure(updateError)
          : { ok: true, value: { email: data.session.user.email ?? "" } };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
