import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import type { InvoiceStanding, InvoiceStatus } from "~/lib/views/invoices";

type Executor = Kysely<Database> | Transaction<Database>;

export interface StandingFilter {
  invoiceIds?: readonly string[];
  jobId?: string;
  organisationId?: string;
  status?: InvoiceStatus;
}

export interface StandingRow extends InvoiceStanding {
  invoiceId: string;
  dueDate: string;
}

/**
 * THE status of issued invoices (decision 0070), for every page that shows one: what was paid
 * (succeeded payments, refunds negative) and credited (issued credit notes) comes from the
 * invoice_balances view, the one place it is summed, which the outbox's stale rule reads too.
 * Credited when credit notes cover the whole; paid when nothing is left to pay; overdue when
 * something is and the due date (a London date) is before `today`; due otherwise.
 */
export function invoiceStandingQuery(db: Executor, today: string, filter: StandingFilter = {}) {
  const status = sql<InvoiceStatus>`case
      when coalesce(b.credited_pence, 0) >= b.gross_pence and b.gross_pence > 0 then 'credited'
      when b.settled then 'paid'
      when invoices.due_date < ${today}::date then 'overdue'
      else 'due'
    end`;
  let query = db
    .selectFrom("invoice_balances as b")
    .innerJoin("invoices", "invoices.id", "b.invoice_id")
    .select([
      "invoices.id as invoiceId",
      sql<string>`to_char(invoices.due_date, 'YYYY-MM-DD')`.as("dueDate"),
      sql<number>`b.gross_pence`.as("grossPence"),
      sql<number>`b.paid_pence`.as("paidPence"),
      sql<number>`b.credited_pence`.as("creditedPence"),
      sql<number>`b.balance_pence`.as("balancePence"),
      status.as("status"),
    ]);
  if (filter.invoiceIds) {
    if (filter.invoiceIds.length === 0) return query.where(sql<boolean>`false`);
    query = query.where("invoices.id", "in", filter.invoiceIds);
  }
  if (filter.jobId) query = query.where("invoices.job_id", "=", filter.jobId);
  if (filter.organisationId) {
    query = query.where("invoices.organisation_id", "=", filter.organisationId);
  }
  if (filter.status) query = query.where(status, "=", filter.status);
  return query;
}

/** The standing of each of these issued invoices, by id. */
export async function invoiceStandings(
  db: Executor,
  today: string,
  filter: StandingFilter,
): Promise<Map<string, StandingRow>> {
  const rows = await invoiceStandingQuery(db, today, filter).execute();
  return new Map(rows.map((row) => [row.invoiceId, standingOf(row)]));
}

function standingOf(row: {
  invoiceId: string;
  dueDate: string;
  grossPence: number;
  paidPence: number;
  creditedPence: number;
  balancePence: number;
  status: InvoiceStatus;
}): StandingRow {
  const balancePence = Math.max(0, row.balancePence);
  return {
    ...row,
    balancePence: row.status === "credited" ? 0 : row.balancePence,
    partPaid: row.paidPence > 0 && balancePence > 0,
  };
}
