import { sql, type Kysely, type Transaction } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import { formatCalendarDate, formatLondonDateTime } from "~/lib/formatting.server";
import { documentTotals, formatQuantity } from "~/lib/invoice-lines";
import type { QuoteState, QuoteStatus, QuoteView } from "~/lib/views/quote";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Expiry is read, never stored (decision 0068): a sent quote is open through its last day in
 * London and expired from the next.
 */
export function quoteState(
  quote: { status: QuoteStatus; valid_until: string | null },
  now: Date,
): QuoteState {
  if (quote.status !== "sent") return quote.status;
  return quote.valid_until !== null && quote.valid_until < londonDate(now) ? "expired" : "open";
}

function quoteQuery(db: Executor) {
  return (
    db
      .selectFrom("quotes")
      .leftJoin("jobs", "jobs.id", "quotes.job_id")
      .selectAll("quotes")
      .select("jobs.reference as job_reference")
      // As text: a date is a calendar day, never an instant a driver could shift by a zone.
      .select(sql<string | null>`quotes.valid_until::text`.as("valid_until_day"))
  );
}

/** A quote with its lines, or null (a link's token finds its id: quoteIdForTokenHash). */
export async function readQuote(
  db: Executor,
  where: { id: string },
  now: Date,
): Promise<QuoteView | null> {
  const row = await quoteQuery(db).where("quotes.id", "=", where.id).executeTakeFirst();
  if (!row) return null;
  const lineRows = await db
    .selectFrom("quote_lines")
    .selectAll()
    .where("quote_id", "=", row.id)
    .orderBy("position")
    .execute();
  const lines = lineRows.map((line) => ({
    id: String(line.id),
    position: line.position,
    priceKey: line.price_key,
    description: line.description,
    quantity: formatQuantity(line.quantity_hundredths),
    quantityHundredths: line.quantity_hundredths,
    unitPricePence: line.unit_price_pence,
    vatRate: line.vat_rate,
    netPence: line.net_pence,
    vatPence: line.vat_pence,
    grossPence: line.gross_pence,
  }));
  // The per-rate summary is only ever a sum of the stored lines' figures (decision 0064).
  const byRate = documentTotals([], row.vat_registered).byRate;
  for (const line of lines) {
    if (!row.vat_registered) break;
    const summary = byRate.find((entry) => entry.vatRate === line.vatRate);
    if (summary) {
      summary.netPence += line.netPence;
      summary.vatPence += line.vatPence;
      summary.grossPence += line.grossPence;
    } else {
      byRate.push({
        vatRate: line.vatRate,
        netPence: line.netPence,
        vatPence: line.vatPence,
        grossPence: line.grossPence,
      });
    }
  }
  const validUntil = row.valid_until_day;
  return {
    id: row.id,
    reference: row.reference,
    jobReference: row.job_reference,
    status: row.status,
    state: quoteState({ status: row.status, valid_until: validUntil }, now),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    address: row.address,
    postcode: row.postcode,
    consumer: row.consumer,
    vatRegistered: row.vat_registered,
    lines,
    netPence: row.net_pence,
    vatPence: row.vat_pence,
    grossPence: row.gross_pence,
    byRate,
    depositPence: row.deposit_pence,
    notes: row.notes,
    validUntil,
    validUntilLabel: validUntil ? formatCalendarDate(validUntil) : null,
    sentAtLabel: row.sent_at ? formatLondonDateTime(row.sent_at) : null,
    decidedAtLabel: row.decided_at ? formatLondonDateTime(row.decided_at) : null,
    acceptedName: row.accepted_name,
    startWithinCancellationPeriod: row.start_within_cancellation_period,
    declineReason: row.decline_reason,
  };
}
