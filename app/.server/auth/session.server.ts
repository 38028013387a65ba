import { isDisabled, loadAccount, type Account } from "../accounts/accounts.server";
import type { AppServices } from "../services.server";

export interface CurrentAccount {
  account: Account | null;
  /** Set-Cookie headers to merge into the response (refreshed or cleared token). */
  headers: Headers;
}

const cache = new WeakMap<Request, Promise<CurrentAccount>>();
const inFlight = new Map<string, Promise<CurrentAccount>>();

/**
 * Who is making this request, as the adapter's cookie session says (renewed or cleared when
 * due). Remix hands each loader its own copy of the request, so the root's and the route's
 * loaders meet through the cookie they carry: while one resolution for a cookie is under way,
 * others with it wait for the same answer (one refresh, one new cookie) instead of rotating the
 * refresh token twice.
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
  const session = auth.sessionOf(request);
  const user = await session.user();
  const account = user ? await loadAccount(db, user) : null;
  // A disabled account is signed out on its next request, whichever adapter holds its session.
  if (user && (!account || isDisabled(account))) {
    await session.forget();
    return { account: null, headers: session.setCookieHeaders() };
  }
  return { account, headers: session.setCookieHeaders() };
}

/** The Set-Cookie headers that drop this request's session cookie without asking the provider. */
export async function forgetSession({ auth }: AppServices, request: Request): Promise<Headers> {
  const session = auth.sessionOf(request);
  await session.forget();
  return session.setCookieHeaders();
}
