import {
  createClient,
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type AuthError,
  type Session,
  type SupabaseClient,
  type User,
} from "@supabase/supabase-js";
import WebSocket from "ws";
import type { AuthAdapter, AuthResult, AuthSession, AuthUser } from "./port";

export interface SupabaseAuthOptions {
  /** The project URL, e.g. https://<ref>.supabase.co */
  url: string;
  /** The project's anon (public) key: every call acts as the user, never as an admin. */
  anonKey: string;
  /** Replaces the global fetch (tests, instrumentation). */
  fetch?: typeof fetch;
}

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

function failure(error: unknown): { ok: false; message: string } {
  return { ok: false, message: messageOf(error) };
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
 * Why `createClient` from supabase-js rather than `createServerClient` from @supabase/ssr: the app
 * already keeps the tokens in its own httpOnly cookie, so this adapter must be stateless. The ssr
 * client exists to read and write Supabase's own (chunked) session cookies and defaults to the
 * PKCE flow, whose code verifier would have to survive between requests. A fresh plain client per
 * call, with no persistence and no timers, holds a session only in memory for that one call.
 */
export function createSupabaseAuthAdapter(options: SupabaseAuthOptions): AuthAdapter {
  function client(): SupabaseClient {
    return createClient(options.url, options.anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        // E-mail links carry a token_hash verified server-side; no PKCE verifier to keep.
        flowType: "implicit",
      },
      // Node 20 has no global WebSocket; realtime-js needs one even though auth never connects.
      realtime: { transport: WebSocket },
      global: options.fetch ? { fetch: options.fetch } : {},
    });
  }

  /** Ends a session obtained only as a by-product (e-mail verification, password recovery). */
  async function endSideSession(
    auth: SupabaseClient["auth"],
    scope: "local" | "global",
    context: string,
  ): Promise<void> {
    try {
      const { error } = await auth.signOut({ scope });
      if (error) console.error(`[wfc] Supabase ${context}: could not end the temporary session: ${error.message}`);
    } catch (error) {
      console.error(`[wfc] Supabase ${context}: could not end the temporary session`, error);
    }
  }

  return {
    kind: "supabase",

    async signUp(request) {
      try {
        const { data, error } = await client().auth.signUp({
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
        if (data.user.identities?.length === 0) return { ok: false, message: SUPABASE_AUTH_MESSAGES.alreadyRegistered };
        return { ok: true, value: { user: toAuthUser(data.user), needsVerification: data.session === null } };
      } catch (error) {
        return failure(error);
      }
    },

    async signIn(email, password) {
      try {
        const { data, error } = await client().auth.signInWithPassword({ email, password });
        if (error) return failure(error);
        return { ok: true, value: toAuthSession(data.session) };
      } catch (error) {
        return failure(error);
      }
    },

    async getUser(accessToken) {
      if (!accessToken) return null;
      try {
        const { data, error } = await client().auth.getUser(accessToken);
        if (error) return null;
        return toAuthUser(data.user);
      } catch {
        return null;
      }
    },

    async refresh(refreshToken) {
      if (!refreshToken) return null;
      try {
        const { data, error } = await client().auth.refreshSession({ refresh_token: refreshToken });
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
        const { auth } = client();
        const { error: sessionError } = await auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
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
        const { auth } = client();
        const { data, error } = await auth.verifyOtp({ token_hash: token, type: "email" });
        if (error) return failure(error);
        // GoTrue signs the user in on verification; the port does not, so that session ends here.
        if (data.session) await endSideSession(auth, "local", "e-mail verification");
        return done;
      } catch (error) {
        return failure(error);
      }
    },

    async requestPasswordReset(email, redirectTo) {
      // GoTrue answers the same whether or not the address has an account; errors (rate limits,
      // outages) are logged, never shown, so the reply cannot reveal anything either.
      try {
        const { error } = await client().auth.resetPasswordForEmail(email, {
          redirectTo: `${redirectTo}/auth/reset-password`,
        });
        if (error) console.error(`[wfc] Supabase password reset request failed: ${messageOf(error)}`);
      } catch (error) {
        console.error("[wfc] Supabase password reset request failed", error);
      }
    },

    async resetPassword(token, newPassword) {
      try {
        const { auth } = client();
        const { data, error } = await auth.verifyOtp({ token_hash: token, type: "recovery" });
        if (error) return failure(error);
        if (!data.session) return { ok: false, message: SUPABASE_AUTH_MESSAGES.unavailable };
        // verifyOtp left the recovery session in this client's memory; updateUser acts with it.
        const { error: updateError } = await auth.updateUser({ password: newPassword });
        // As in the local adapter, a new password ends every session of the account ("global");
        // if it was refused, only the temporary recovery session ends.
        await endSideSession(auth, updateError ? "local" : "global", "password reset");
        return updateError ? failure(updateError) : done;
      } catch (error) {
        return failure(error);
      }
    },
  };
}

// Exported for the tests' sake only: the predicate is part of the sign-out contract.
export { isAuthError as isSupabaseAuthError };
