import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Role } from "~/lib/roles";
import type { Account } from "~/.server/accounts/accounts.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { toastHeaders, type ToastInput } from "~/.server/http/toast.server";
import { getCurrentAccount } from "~/.server/auth/session.server";
import type { AppServices } from "~/.server/services.server";

function signInUrl(request: Request) {
  const url = new URL(request.url);
  return `/auth?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

/**
 * The signed-in account, or a redirect to /auth that comes back here afterwards. A form whose
 * session ended while it was open passes `signedOut`, the toast that says so at /auth.
 */
export async function requireUser(
  services: AppServices,
  request: Request,
  options: { signedOut?: ToastInput } = {},
): Promise<{ account: Account; headers: Headers }> {
  const { account, headers } = await getCurrentAccount(services, request);
  if (!account) {
    const toast = options.signedOut ? await toastHeaders(options.signedOut) : null;
    throw redirect(signInUrl(request), { headers: combineHeaders(headers, toast) });
  }
  return { account, headers };
}

/** A signed-in account holding one of the roles; anyone else signed in gets a 403 page. */
export async function requireRole(services: AppServices, request: Request, roles: readonly Role[]) {
  const current = await requireUser(services, request);
  if (!current.account.roles.some((role) => roles.includes(role))) {
    throw data(
      { message: "Your account does not have access to this page." },
      { status: 403, headers: current.headers },
    );
  }
  return current;
}

/** Pages for signed-out visitors (sign in, sign up) send a signed-in user on, to this site only. */
export async function requireAnonymous(services: AppServices, request: Request) {
  const { account, headers } = await getCurrentAccount(services, request);
  if (account) {
    const to = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirect(to, "/dashboard"), { headers });
  }
  return { headers };
}
