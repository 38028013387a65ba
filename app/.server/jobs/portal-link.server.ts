import type { Kysely, Transaction } from "kysely";
import { hashToken, isWellFormedToken, newToken } from "../auth/crypto.server";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { portalLinkEmail } from "./customer-change-emails.server";

export interface PortalCustomer {
  id: string;
  name: string;
  email: string;
}

/** The customer a portal link belongs to; null for a malformed token (without a query) or an unknown one. */
export async function findCustomerByPortalToken(
  db: Kysely<Database>,
  token: string,
): Promise<PortalCustomer | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await db
    .selectFrom("customers")
    .select(["id", "name", "email"])
    .where("portal_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Gives the customer with this e-mail a new portal token and e-mails the link, in one
 * transaction; the old link stops working at once. An address with no bookings gets nothing,
 * and the caller answers the same either way.
 */
export async function issueNewPortalLink(
  db: Kysely<Database>,
  email: string,
  options: {
    siteOrigin: string;
    now?: Date;
    /** More of the same change, written in its transaction when a link is sent (the office's log). */
    alongside?: (trx: Transaction<Database>) => Promise<void>;
  },
): Promise<{ sent: boolean }> {
  const now = options.now ?? new Date();
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  const business = await getBusiness(db);
  return db.transaction().execute(async (trx) => {
    const token = newToken();
    const customer = await trx
      .updateTable("customers")
      .set({ portal_token_hash: hashToken(token), updated_at: now })
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
      .returning(["name", "email"])
      .executeTakeFirst();
    if (!customer) return { sent: false };
    await enqueueEmail(
      trx,
      portalLinkEmail({
        customerName: customer.name,
        customerEmail: customer.email,
        portalUrl: `${siteOrigin}/portal/${token}`,
        business,
        siteOrigin,
      }),
    );
    await options.alongside?.(trx);
    return { sent: true };
  });
}
