import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { issueNewPortalLink } from "../jobs/portal-link.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";

/** The one answer to a request for a new link, whether or not the address has bookings. */
export const NEW_LINK_ANSWER =
  "If we have bookings for that address, we have e-mailed a new link. It can take a few minutes to arrive.";

/**
 * "E-mail me a new link": within the portal-link limits, replaces the customer's portal
 * token and e-mails the new link. The result is the same whether or not the address has
 * bookings, so the form tells nobody who our customers are.
 */
export async function requestNewPortalLink(
  db: Kysely<Database>,
  email: string,
  visitor: { ip: string; siteOrigin: string },
): Promise<{ ok: true } | Refusal> {
  const refusal = await attemptAllowed(db, "portal-link", { ip: visitor.ip, email });
  if (refusal) return refusal;
  try {
    await issueNewPortalLink(db, email, { siteOrigin: visitor.siteOrigin });
    return { ok: true };
  } catch (error) {
    return unavailable(error);
  }
}
