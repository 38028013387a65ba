import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The quote a link's token hash opens: the quote's own (the e-mail's link) or one given to a
 * customer's page since (quote_links, decision 0073); null for an unknown hash and for a
 * draft, which has no link and which no customer sees.
 */
export async function quoteIdForTokenHash(db: Executor, tokenHash: string): Promise<string | null> {
  const row = await db
    .selectFrom("quotes")
    .select("id")
    .where("status", "<>", "draft")
    .where((eb) =>
      eb.or([
        eb("token_hash", "=", tokenHash),
        eb(
          "id",
          "=",
          eb.selectFrom("quote_links").select("quote_id").where("token_hash", "=", tokenHash),
        ),
      ]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}
