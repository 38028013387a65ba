import type { AuthAdapter, AuthResult } from "./port.server";
import {
  describeError,
  failure,
  SUPABASE_AUTH_MESSAGES,
  supabaseAuth,
  toAuthUser,
  type SupabaseAuthOptions,
} from "./supabase-client.server";
import { requestCookieJar } from "./supabase-cookies.server";
import { supabaseCookieSession } from "./supabase-session.server";

export { SUPABASE_AUTH_MESSAGES, type SupabaseAuthOptions };

const done: AuthResult<null> = { ok: true, value: null };

/**
 * The Supabase-hosted implementation of the auth port, against the project's Auth (GoTrue) API,
 * through @supabase/ssr's server client (decision 0004). The session lives in the `wfc_token`
 * cookie in Supabase's own format (supabase-session.server.ts).
 *
 * The calls behind e-mailed links run on a client with no cookies whose writes go nowhere. The
 * server client always uses PKCE, so sign-up, resend and recovery send a code challenge and store
 * a code verifier; that verifier only serves a `?code=` exchange in the browser that started the
 * flow, which this site never does: its e-mail templates link to `token_hash`, verified here with
 * verifyOtp, which needs no verifier and works on any device.
 */
export function createSupabaseAuthAdapter(options: SupabaseAuthOptions): AuthAdapter {
  const client = () => supabaseAuth(options, requestCookieJar(null));
  type Auth = ReturnType<typeof client>;

  /** Ends a session obtained only as a by-product (e-mail verification, password recovery). */
  async function endSideSession(
    auth: Auth,
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

    sessionOf: (request) => supabaseCookieSession(options, request),

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
