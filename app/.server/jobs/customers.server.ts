import { sql, type Transaction } from "kysely";
import { hashToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema";

export interface CustomerDetails {
  email: string;
  name: string;
  phone: string;
}

/**
 * Finds or creates the customer for this e-mail address, keeps their latest name and phone,
 * and gives them a new portal token. Only the token's hash is stored, so the link can be
 * shown once, in the e-mail about to be sent; any earlier portal link stops working.
 */
export async function upsertCustomerWithNewPortalToken(
  trx: Transaction<Database>,
  details: CustomerDetails,
  at: Date,
): Promise<{ customerId: string; portalToken: string }> {
  const portalToken = newToken();
  const row = await trx
    .insertInto("customers")
    .values({
      email: details.email.toLowerCase(),
      name: details.name,
      phone: details.phone,
      portal_token_hash: hashToken(portalToken),
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({
        name: (eb) => eb.ref("excluded.name"),
        phone: (eb) => eb.ref("excluded.phone"),
        portal_token_hash: (eb) => eb.ref("excluded.portal_token_hash"),
        updated_at: at,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return { customerId: row.id, portalToken };
}
