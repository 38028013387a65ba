import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * What an issued invoice still asks for: its balance in `invoice_balances`, the one place that
 * sums payments and credit notes (decision 0070); null for anything that is not an issued invoice.
 */
export async function invoiceAmountStillDue(db: Reader, invoiceId: string): Promise<number | null> {
  const row = await db
    .selectFrom("invoice_balances")
    .select("balance_pence")
    .where("invoice_id", "=", invoiceId)
    .executeTakeFirst();
  return row?.balance_pence ?? null;
}

/** A quote's deposit still to pay: asked only once the quote is accepted. */
export async function quoteDepositStillDue(db: Reader, quoteId: string): Promise<number | null> {
  const row = await db
    .selectFrom("quotes as q")
    .select((eb) => [
      "q.deposit_pence",
      eb
        .selectFrom("payments as p")
        .whereRef("p.quote_id", "=", "q.id")
        .where("p.state", "=", "succeeded")
        .select(sql<string>`coalesce(sum(p.amount_pence), 0)`.as("paid"))
        .as("paid_pence"),
    ])
    .where("q.id", "=", quoteId)
    .where("q.status", "=", "accepted")
    .executeTakeFirst();
  if (!row) return null;
  return row.deposit_pence - Number(row.paid_pence ?? 0);
}
