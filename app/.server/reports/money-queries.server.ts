import { sql, type Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import type { AgedDebt } from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import { agedDebt } from "../invoices/office-list.server";
import { rangeEnd, rangeStart } from "./job-figures.server";
import type { ReportRange } from "./range.server";

/*
 * The money figures of /admin/reports (decision 0075), read from the one ledger (payments,
 * refunds negative), the one status query (through /admin/invoices' aged debt) and the quotes.
 * Every amount is integer pence, summed in SQL.
 */

export interface WeekPayments {
  /** The Monday of the London week, "2026-10-19". */
  week: string;
  /** Money in: succeeded payments above zero. */
  payments: number;
  receivedPence: number;
  /** Refunds, as the ledger holds them: zero or less. */
  refunds: number;
  refundedPence: number;
}

/**
 * Succeeded payments and refunds by the London day the money moved (`received_on`), per
 * London week. Pending and failed payments (a Bacs Direct Debit not yet collected, or
 * refused) moved no money and are left out.
 */
export async function paymentsByWeek(
  db: Kysely<Database>,
  range: ReportRange,
): Promise<WeekPayments[]> {
  const result = await sql<WeekPayments>`
    select to_char(date_trunc('week', received_on::timestamp), 'YYYY-MM-DD') as week,
      count(*) filter (where amount_pence > 0)::integer as payments,
      coalesce(sum(amount_pence) filter (where amount_pence > 0), 0)::integer as "receivedPence",
      count(*) filter (where amount_pence < 0)::integer as refunds,
      coalesce(sum(amount_pence) filter (where amount_pence < 0), 0)::integer as "refundedPence"
    from public.payments
    where state = 'succeeded'
      and received_on >= ${range.from}::date and received_on <= ${range.to}::date
    group by 1 order by 1`.execute(db);
  return result.rows;
}

/** What issued invoices still owe today, by age: /admin/invoices' own aged debt. */
export function outstandingToday(db: Kysely<Database>, now: Date): Promise<AgedDebt> {
  return agedDebt(db, londonDate(now));
}

export const QUOTE_OUTCOMES = ["accepted", "declined", "expired", "open", "withdrawn"] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

/** How many quotes stand at each outcome now, and their total with VAT. */
export type QuoteOutcomes = Record<QuoteOutcome, { quotes: number; pence: number }>;

/**
 * Quotes sent in the range (by `sent_at`) and where each stands now. Expiry is read as the
 * quotes module reads it (quoteState): a sent quote is open through `valid_until` and expired
 * from the next London day.
 */
export async function quoteOutcomes(
  db: Kysely<Database>,
  range: ReportRange,
  now: Date,
): Promise<QuoteOutcomes> {
  const today = londonDate(now);
  const result = await sql<{ outcome: QuoteOutcome; quotes: number; pence: number }>`
    select case
        when status = 'sent' and valid_until < ${today}::date then 'expired'
        when status = 'sent' then 'open'
        else status::text
      end as outcome,
      count(*)::integer as quotes, coalesce(sum(gross_pence), 0)::integer as pence
    from public.quotes
    where sent_at >= ${rangeStart(range)} and sent_at < ${rangeEnd(range)}
    group by 1`.execute(db);
  const none = () => ({ quotes: 0, pence: 0 });
  const outcomes: QuoteOutcomes = {
    accepted: none(),
    declined: none(),
    expired: none(),
    open: none(),
    withdrawn: none(),
  };
  for (const row of result.rows) outcomes[row.outcome] = { quotes: row.quotes, pence: row.pence };
  return outcomes;
}
