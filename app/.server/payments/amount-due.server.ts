import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * ┌─ SWAP POINT (coordinator): the invoices engineer writes THE status query of invoices
 * │  (due / paid / overdue / credited). When it is merged, this function should call it and
 * │  return its "amount still due"; nothing else in payments computes an invoice's balance.
 * └─ Until then: gross − succeeded payments (refunds are negative, so they count back) − the
 *    gross of its issued credit notes, and null for anything that is not an issued invoice.
 */
export async function invoiceAmountStillDue(db: Reader, invoiceId: string): Promise<number | null> {
  const row = await db
    .selectFrom("invoices as i")
    .select((eb) => [
      "i.gross_pence",
      eb
        .selectFrom("payments as p")
        .whereRef("p.invoice_id", "=", "i.id")
        .where("p.state", "=", "succeeded")
        .select(sql<string>`coalesce(sum(p.amount_pence), 0)`.as("paid"))
        .as("paid_pence"),
      eb
        .selectFrom("invoices as c")
        .whereRef("c.credits_invoice_id", "=", "i.id")
        .where("c.kind", "=", "credit_note")
        .where("c.status", "=", "issued")
        // A credit note's figures may be kept positive or negative: either way it lowers the due.
        .select(sql<string>`coalesce(sum(abs(c.gross_pence)), 0)`.as("credited"))
        .as("credited_pence"),
    ])
    .where("i.id", "=", invoiceId)
    .where("i.kind", "=", "invoice")
    .where("i.status", "=", "issued")
    .executeTakeFirst();
  if (!row) return null;
  return row.gross_pence - Number(row.paid_pence ?? 0) - Number(row.credited_pence ?? 0);
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
