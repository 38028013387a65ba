import { isTokenExpired } from "~/lib/session-expiry";
import { loadAccount, type Account } from "../accounts/accounts.server";
import { app } from "../app.server";
import type { AuthSession } from "./port.server";
import { clearStoredToken, readStoredToken, writeStoredToken } from "./cookie.server";

export interface CurrentAccount {
  account: Account | null;
  /** Set-Cookie headers to merge into the response (refreshed or cleared token). */
  headers: Headers;
}

export function storedTokenFor(session: AuthSession) {
  return writeStoredToken({
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    expires_at: session.expiresAt,
    user_id: session.user.id,
  });
}

const cache = new WeakMap<Request, Promise<CurrentAccount>>();

/**
 * Who is making this request. A token within 5 minutes of expiry is refreshed with its
 * (rotated) refresh token, or cleared when that fails. Memoised per request, since the
 * root loader and the route loader both ask.
 */
export function getCurrentAccount(request: Request): Promise<CurrentAccount> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolveAccount(request);
    cache.set(request, pending);
  }
  return pending;
}

async function resolveAccount(request: Request): Promise<CurrentAccount> {
  const headers = new Headers();
  const stored = await readStoredToken(request);
  if (!stored) return { account: null, headers };
  const { db, auth } = await app();

  let accessToken = stored.access_token;
  if (isTokenExpired(stored.expires_at)) {
    const refreshed = await auth.refresh(stored.refresh_token);
    if (!refreshed) {
      headers.append("Set-Cookie", await clearStoredToken());
      return { account: null, headers };
    }
    accessToken = refreshed.accessToken;
    headers.append("Set-Cookie", await storedTokenFor(refreshed));
  }
  const user = await auth.getUser(accessToken);
  if (!user) {
    headers.set("Set-Cookie", await clearStoredToken());
    return { account: null, headers };
  }
  return { account: await loadAccount(db, user), headers };
}
