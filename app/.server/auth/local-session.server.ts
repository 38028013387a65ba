import { isTokenExpired } from "~/lib/session-expiry";
import {
  clearStoredToken,
  readStoredToken,
  writeStoredToken,
  type StoredToken,
} from "~/.server/http/auth-cookie.server";
import type { AuthResult, AuthSession, AuthUser, CookieSession } from "./port.server";

/** The local adapter's calls on tokens, which its cookie session is made of. */
export interface LocalTokenCalls {
  signIn(email: string, password: string): Promise<AuthResult<AuthSession>>;
  getUser(accessToken: string): Promise<AuthUser | null>;
  /** Rotates the refresh token: each one works once (two tabs within seconds aside). */
  refresh(refreshToken: string): Promise<AuthSession | null>;
  signOut(session: { accessToken: string; refreshToken: string }): Promise<AuthResult<null>>;
}

function storedToken(session: AuthSession): StoredToken {
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    expires_at: session.expiresAt,
    user_id: session.user.id,
  };
}

/** The Set-Cookie header that keeps a local session (decision 0003's signed record). */
export function storedTokenFor(session: AuthSession): Promise<string> {
  return writeStoredToken(storedToken(session));
}

/**
 * The local session of one request, in the signed `wfc_token` record. A token within 5 minutes
 * of expiry is refreshed with its (rotated) refresh token; an access token this server no longer
 * reads (an older format, a rotated secret) is renewed the same way instead of signing the
 * person out; a session that cannot be renewed is cleared.
 */
export function localCookieSession(calls: LocalTokenCalls, request: Request): CookieSession {
  const headers = new Headers();
  // What this request's cookie holds once read, then what the calls made of it.
  let stored: StoredToken | null | undefined;
  const current = async () => {
    if (stored === undefined) stored = await readStoredToken(request);
    return stored;
  };
  const keep = async (session: AuthSession) => {
    stored = storedToken(session);
    headers.set("Set-Cookie", await writeStoredToken(stored));
  };
  const forget = async () => {
    stored = null;
    headers.set("Set-Cookie", await clearStoredToken());
  };

  return {
    async signIn(email, password) {
      const result = await calls.signIn(email, password);
      if (!result.ok) return result;
      await keep(result.value);
      return { ok: true, value: result.value.user };
    },

    async user() {
      const token = await current();
      if (!token) return null;
      const refreshNow = async () => {
        const refreshed = await calls.refresh(token.refresh_token);
        if (refreshed) await keep(refreshed);
        return refreshed?.user ?? null;
      };
      const user = isTokenExpired(token.expires_at)
        ? await refreshNow()
        : ((await calls.getUser(token.access_token)) ?? (await refreshNow()));
      if (!user) await forget();
      return user;
    },

    async signOut() {
      const token = await current();
      if (token) {
        const result = await calls.signOut({
          accessToken: token.access_token,
          refreshToken: token.refresh_token,
        });
        if (!result.ok) return result;
      }
      await forget();
      return { ok: true, value: null };
    },

    forget,
    setCookieHeaders: () => new Headers(headers),
  };
}
