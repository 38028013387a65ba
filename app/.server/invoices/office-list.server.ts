import { sql, type Kysely } from "kysely";
import { addCalendarDays } from "~/lib/calendar-date";
import { formatPence } from "~/lib/money";
import {
  INVOICE_STATUS_LABELS,
  LIST_FILTERS,
  type JobInvoiceRow,
  type AgedDebt,
  type InvoiceListRow,
  type InvoiceStatus,
  type ListFilter,
} from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import { invoiceStandingQuery, invoiceStandings } from "./status.server";

const LIST_LIMIT = 200;

export function parseListFilter(value: string | null): ListFilter {
  return LIST_FILTERS.find((filter) => filter === value) ?? "all";
}

/** The newest invoices (not credit notes) with the one status query's answer, filtered by it. */
export async function listInvoices(
  db: Kysely<Database>,
  today: string,
  filter: ListFilter,
): Promise<InvoiceListRow[]> {
  let query = db
    .selectFrom("invoices")
    .leftJoin("jobs", "jobs.id", "invoices.job_id")
    .select([
      "invoices.id",
      "invoices.number",
      "invoices.status",
      "invoices.buyer_name",
      "jobs.reference as job_reference",
      sql<string | null>`to_char(invoices.issue_date, 'YYYY-MM-DD')`.as("issue_date"),
      sql<string | null>`to_char(invoices.due_date, 'YYYY-MM-DD')`.as("due_date"),
      "invoices.gross_pence",
    ])
    .where("invoices.kind", "=", "invoice")
    .orderBy(sql`invoices.issued_at desc nulls first`)
    .orderBy("invoices.created_at", "desc")
    .limit(LIST_LIMIT);
  if (filter === "draft") query = query.where("invoices.status", "=", "draft");
  else if (filter !== "all") {
    const status: InvoiceStatus = filter;
    query = query.where(
      "invoices.id",
      "in",
      invoiceStandingQuery(db, today, { status }).clearSelect().select("invoices.id"),
    );
  }
  const rows = await query.execute();
  const standings = await invoiceStandings(db, today, {
    invoiceIds: rows.filter((row) => row.status === "issued").map((row) => row.id),
  });
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    draft: row.status === "draft",
    buyerName: row.buyer_name,
    jobReference: row.job_reference,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    grossPence: row.gross_pence,
    standing: standings.get(row.id) ?? null,
  }));
}

/**
 * What is owed, by how long past its due date (0–30, 31–60, 61–90, more than 90 days), and
 * what is owed but not yet due: from the one status query, summed in SQL.
 */
export async function agedDebt(db: Kysely<Database>, today: string): Promise<AgedDebt> {
  // Credited invoices owe nothing, whatever their balance says.
  const owed = invoiceStandingQuery(db, today).where(sql<boolean>`b.balance_pence > 0`);
  const day = (days: number) => addCalendarDays(today, -days);
  const row = await db
    .selectFrom(
      owed
        .clearSelect()
        .select(["invoices.due_date", sql<number>`b.balance_pence`.as("balance_pence")])
        .where(sql<boolean>`coalesce(b.credited_pence, 0) < b.gross_pence`)
        .as("owed"),
    )
    .select([
      sql<number>`coalesce(sum(owed.balance_pence) filter (where owed.due_date >= ${today}::date), 0)::integer`.as(
        "current",
      ),
      sql<number>`coalesce(sum(owed.balance_pence) filter (where owed.due_date < ${today}::date and owed.due_date >= ${day(30)}::date), 0)::integer`.as(
        "d30",
      ),
      sql<number>`coalesce(sum(owed.balance_pence) filter (where owed.due_date < ${day(30)}::date and owed.due_date >= ${day(60)}::date), 0)::integer`.as(
        "d60",
      ),
      sql<number>`coalesce(sum(owed.balance_pence) filter (where owed.due_date < ${day(60)}::date and owed.due_date >= ${day(90)}::date), 0)::integer`.as(
        "d90",
      ),
      sql<number>`coalesce(sum(owed.balance_pence) filter (where owed.due_date < ${day(90)}::date), 0)::integer`.as(
        "over",
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    current: row.current,
    days0to30: row.d30,
    days31to60: row.d60,
    days61to90: row.d90,
    over90: row.over,
    total: row.current + row.d30 + row.d60 + row.d90 + row.over,
  };
}

/** A job's invoices and credit notes for its money section, newest first. */
export async function jobInvoices(
  db: Kysely<Database>,
  jobId: string,
  today: string,
): Promise<JobInvoiceRow[]> {
  const rows = await db
    .selectFrom("invoices")
    .select([
      "id",
      "kind",
      "number",
      "status",
      "buyer_name",
      sql<string | null>`to_char(issue_date, 'YYYY-MM-DD')`.as("issue_date"),
      sql<string | null>`to_char(due_date, 'YYYY-MM-DD')`.as("due_date"),
      "gross_pence",
    ])
    .where("job_id", "=", jobId)
    .orderBy("created_at", "desc")
    .execute();
  const standings = await invoiceStandings(db, today, { jobId });
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      draft: row.status === "draft",
      buyerName: row.buyer_name,
      jobReference: null,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      grossPence: row.gross_pence,
      standing: standings.get(row.id) ?? null,
    }))
    .map((row) => ({ ...row, statusLabel: statusLabelOf(row) }));
}

/** "Paid", "Due · £50.00 paid", "Draft": the badge's words, worked out here for the job page. */
function statusLabelOf(row: InvoiceListRow & { kind: "invoice" | "credit_note" }): string {
  if (row.kind === "credit_note") return "";
  if (row.draft || !row.standing) return INVOICE_STATUS_LABELS.draft;
  const label = INVOICE_STATUS_LABELS[row.standing.status];
  return row.standing.partPaid ? `${label} · ${formatPence(row.standing.paidPence)} paid` : label;
}
