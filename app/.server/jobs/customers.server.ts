import { sql, type QueryCreator } from "kysely";
import type { Database } from "../db/schema.server";

export interface CustomerDetails {
  email: string;
  name: string;
  phone: string;
}

/**
 * The insert that finds or creates the customer for this e-mail address, keeps their latest
 * name and phone, and stores the hash of their new portal token, returning the customer's id
 * (a booking runs it as part of its one statement). Only the token's hash is stored, so the
 * link can be shown once, in the e-mail about to be sent; any earlier portal link stops working.
 * With `keepExisting`, a customer already known keeps their name, phone and portal link (an
 * organisation's member reporting a repair, who is sent no link).
 */
export function upsertCustomer(
  db: QueryCreator<Database>,
  details: CustomerDetails,
  portalTokenHash: string,
  at: Date,
  options: { keepExisting?: boolean } = {},
) {
  return db
    .insertInto("customers")
    .values({
      email: details.email.toLowerCase(),
      name: details.name,
      phone: details.phone,
      portal_token_hash: portalTokenHash,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet(
        options.keepExisting
          ? { updated_at: at }
          : {
              name: (eb) => eb.ref("excluded.name"),
              phone: (eb) => eb.ref("excluded.phone"),
              portal_token_hash: (eb) => eb.ref("excluded.portal_token_hash"),
              updated_at: at,
            },
      ),
    )
    .returning("id");
}
