import type { Kysely } from "kysely";
import type { Account } from "../accounts/accounts.server";
import { isWellFormedToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import type { CustomerScope } from "../jobs/customer-jobs.server";
import { findCustomerPhotoKey } from "../jobs/customer-photos.server";
import { findCustomerByPortalToken, type PortalCustomer } from "../jobs/portal-link.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";

export type PortalAccess =
  | { ok: true; customer: PortalCustomer; scope: CustomerScope }
  | { ok: false; reason: "not-found" }
  | Refusal;

/**
 * The customer a portal link belongs to. A malformed token is "not-found" without a query; a
 * well-formed one counts against the visitor's token-link limit (so tokens cannot be guessed
 * at speed) and an unknown one is the same "not-found".
 */
export async function openPortal(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string },
): Promise<PortalAccess> {
  if (!isWellFormedToken(token)) return { ok: false, reason: "not-found" };
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  try {
    const customer = await findCustomerByPortalToken(db, token);
    if (!customer) return { ok: false, reason: "not-found" };
    return { ok: true, customer, scope: { kind: "portal", customerId: customer.id } };
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * The storage key of one photo of one of a portal link's jobs, or null. Not rate limited like
 * the page: the answer is the same for an unknown link and for a photo that is not the link's,
 * so guessing here tells nothing unless one already holds both a link and one of its photos' ids.
 */
export async function findPortalPhotoKey(
  db: Kysely<Database>,
  token: string,
  photoId: string,
): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const customer = await findCustomerByPortalToken(db, token);
  if (!customer) return null;
  return findCustomerPhotoKey(db, { kind: "portal", customerId: customer.id }, photoId);
}

/**
 * A signed-in account's jobs: those booked while signed in, and those booked with the account's
 * e-mail once that address is verified.
 */
export function accountScope(account: Account): CustomerScope {
  return {
    kind: "account",
    userId: account.user.id,
    verifiedEmail: account.user.emailConfirmed ? account.user.email : null,
  };
}

/** How /client greets the account holder. */
export function accountDisplayName(account: Account): string {
  return account.profile?.full_name || account.user.fullName || account.user.email;
}
