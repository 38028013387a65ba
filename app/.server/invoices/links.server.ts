import type { Kysely, Transaction } from "kysely";
import { hashToken, isWellFormedToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A new /invoice/{token} link for a message that carries one. The token is kept only as its
 * hash, so each message mints its own, and every one keeps working (invoice_links).
 */
export async function mintInvoiceLink(
  db: Executor,
  invoiceId: string,
  siteOrigin: string,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("invoice_links")
    .values({ token_hash: hashToken(token), invoice_id: invoiceId })
    .execute();
  return `${siteOrigin.replace(/\/+$/, "")}/invoice/${token}`;
}

/**
 * The issued invoice or credit note a token opens, by its own token or a minted link; null for
 * a malformed or unknown token and for a draft, which no customer sees.
 */
export async function invoiceIdForToken(db: Executor, token: string): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("invoices")
    .select("id")
    .where("status", "=", "issued")
    .where((eb) =>
      eb.or([
        eb("token_hash", "=", tokenHash),
        eb(
          "id",
          "=",
          eb.selectFrom("invoice_links").select("invoice_id").where("token_hash", "=", tokenHash),
        ),
      ]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}
