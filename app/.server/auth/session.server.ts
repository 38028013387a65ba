import { isTokenExpired } from "~/lib/session-expiry";
import { isDisabled, loadAccount, type Account } from "../accounts/accounts.server";
import type { AppServices } from "../services.server";
import type { AuthSession } from "./port.server";
import {
  clearStoredToken,
  readStoredToken,
  writeStoredToken,
} from "~/.server/http/auth-cookie.server";

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
const inFlight = new Map<string, Promise<CurrentAccount>>();

/**
 * Who is making this request. A token within 5 minutes of expiry is refreshed with its
 * (rotated) refresh token, or cleared when that fails. Remix hands each loader its own copy
 * of the request, so the root's and the route's loaders meet through the cookie they carry:
 * while one resolution for a cookie is under way, others with it wait for the same answer
 * (one refresh, one new cookie) instead of rotating the refresh token twice.
 */
export function getCurrentAccount(
  services: AppServices,
  request: Request,
): Promise<CurrentAccount> {
  let pending = cache.get(request);
  if (pending) return pending;
  const cookie = request.headers.get("Cookie");
  if (!cookie) {
    pending = resolveAccount(services, request);
  } else {
    let shared = inFlight.get(cookie);
    if (!shared) {
      const started = resolveAccount(services, request);
      shared = started;
      inFlight.set(cookie, started);
      const forget = () => {
        if (inFlight.get(cookie) === started) inFlight.delete(cookie);
      };
      started.then(forget, forget);
    }
    // Each caller gets its own Headers, so no answer can add to another's.
    pending = shared.then(({ account, headers }) => ({ account, headers: new Headers(headers) }));
  }
  cache.set(request, pending);
  return pending;
}

async function resolveAccount(
  { db, auth }: AppServices,
  request: Request,
): Promise<CurrentAccount> {
  const headers = new Headers();
  const stored = await readStoredToken(request);
  if (!stored) return { account: null, headers };

  const refreshNow = async () => {
    const refreshed = await auth.refresh(stored.refresh_token);
    if (refreshed) headers.set("Set-Cookie", await storedTokenFor(refreshed));
    return refreshed;
  };
  let user = null;
  if (isTokenExpired(stored.expires_at)) {
    user = (await refreshNow())?.user ?? null;
  } else {
    // An access token this server no longer reads (signed in an older format, or with a
    // rotated secret) is renewed with the refresh token instead of signing the person out.
    user = (await auth.getUser(stored.access_token)) ?? (await refreshNow())?.user ?? null;
  }
  const account = user ? await loadAccount(db, user) : null;
  // A disabled account is signed out on its next request, whichever adapter holds its session.
  if (!account || isDisabled(account)) {
    headers.set("Set-Cookie", await clearStoredToken());
    return { account: null, headers };
  }
  return { account, headers };
}
