import { clearAuthCookiesAtScopes } from "@supabase/ssr";
import { isAuthSessionMissingError } from "@supabase/supabase-js";
import { SESSION_COOKIE_NAME, sessionCookieFlags } from "~/.server/http/auth-cookie.server";
import type { AuthResult, CookieSession } from "./port.server";
import {
  failure,
  isOutage,
  sessionIsGone,
  supabaseAuth,
  toAuthUser,
  type SupabaseAuthOptions,
} from "./supabase-client.server";
import { requestCookieJar } from "./supabase-cookies.server";

const done: AuthResult<null> = { ok: true, value: null };

/**
 * The Supabase session of one request, kept by @supabase/ssr in the `wfc_token` cookie (its
 * format: `base64-` and the session as base64url JSON, chunked when long). Who the user is comes
 * from `getUser()`, which asks GoTrue, never from the cookie alone. auth-js refreshes a session
 * within 90 seconds of expiry as it loads it, and the server client writes the rotated tokens
 * back through the jar (TOKEN_REFRESHED); a session GoTrue has ended is removed the same way
 * (SIGNED_OUT), every chunk of it.
 */
export function supabaseCookieSession(
  options: SupabaseAuthOptions,
  request: Request,
): CookieSession {
  const jar = requestCookieJar(request.headers.get("Cookie"));
  const holdsSession = () => jar.holds(SESSION_COOKIE_NAME);

  async function forget(): Promise<void> {
    await clearAuthCookiesAtScopes({
      ...jar.methods,
      storageKey: SESSION_COOKIE_NAME,
      scopes: [sessionCookieFlags()],
    });
  }

  return {
    async signIn(email, password) {
      // A session the browser still holds is dropped first: its chunks must not outlive the new
      // one, and a client loading it would refresh it for nothing.
      await forget();
      try {
        const { data, error } = await supabaseAuth(options, jar).signInWithPassword({
          email,
          password,
        });
        return error ? failure(error) : { ok: true, value: toAuthUser(data.user) };
      } catch (error) {
        return failure(error);
      }
    },

    async user() {
      if (!holdsSession()) return null;
      try {
        const auth = supabaseAuth(options, jar);
        const { data, error } = await auth.getUser();
        if (!error) return toAuthUser(data.user);
        // GoTrue out of reach: the cookie is kept for the next request.
        if (isOutage(error)) return null;
        // The access token was refused (a rotated signing key, say) although the session was
        // not just renewed: the refresh token may still be good, so it is tried once.
        if (!isAuthSessionMissingError(error) && !jar.wrote(SESSION_COOKIE_NAME)) {
          const refreshed = await auth.refreshSession();
          if (refreshed.data.user) return toAuthUser(refreshed.data.user);
          if (refreshed.error && isOutage(refreshed.error)) return null;
        }
        // Ended, refused, or unreadable (the other adapter's format): what is left of it goes.
        await forget();
        return null;
      } catch (error) {
        if (!isOutage(error)) await forget();
        return null;
      }
    },

    async signOut() {
      if (!holdsSession()) return done;
      try {
        // POST /logout?scope=local with the user's own JWT; an expired one is refreshed first.
        // On success the server client clears the cookie (SIGNED_OUT).
        const { error } = await supabaseAuth(options, jar).signOut({ scope: "local" });
        if (!error) return done;
        if (!sessionIsGone(error)) return failure(error);
        await forget();
        return done;
      } catch (error) {
        return failure(error);
      }
    },

    forget,
    setCookieHeaders: () => jar.setCookieHeaders(),
  };
}
