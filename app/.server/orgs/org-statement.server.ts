import { sql, type Kysely } from "kysely";
import { formatStatementMonth, nextMonth } from "~/lib/statement-month";
import { PAYMENT_METHOD_LABELS } from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import type { OrgScope } from "./scope.server";

export type StatementLineKind = "invoice" | "credit_note" | "payment" | "refund";

/** One entry of a month's statement; amounts are integer pence (decision 0064). */
export interface StatementLine {
  /** The London calendar day: an invoice's issue date, a payment's day received. */
  date: string;
  kind: StatementLineKind;
  /** The invoice or credit note number; for a payment, the invoice it paid. */
  reference: string;
  details: string;
  /** What it adds to the balance owed: invoices raise it, credit notes and payments lower it. */
  amountPence: number;
  /** The balance after this line. */
  balancePence: number;
}

/**
 * An organisation's account for one London month: what it owed at the start, every invoice
 * and credit note issued and every payment received in the month, and what it owed at the
 * end. closing = opening + invoiced − credited − paid, to the penny.
 */
export interface MonthlyStatement {
  organisationName: string;
  billingAddress: string | null;
  month: string;
  monthLabel: string;
  openingPence: number;
  invoicedPence: number;
  creditedPence: number;
  /** Payments less refunds. */
  paidPence: number;
  closingPence: number;
  lines: StatementLine[];
}

interface Entry {
  date: string;
  kind: StatementLineKind;
  reference: string;
  details: string;
  amountPence: number;
}

/** Issued invoices and credit notes of the organisation (a credit note by its invoice's). */
function documentsOf(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom("invoices as document")
    .leftJoin("invoices as credited", "credited.id", "document.credits_invoice_id")
    .leftJoin("jobs", "jobs.id", "document.job_id")
    .where("document.status", "=", "issued")
    .where(
      sql<boolean>`coalesce(credited.organisation_id, document.organisation_id) = ${organisationId}`,
    );
}

/** Succeeded payments and refunds against the organisation's issued invoices. */
function paymentsOf(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .where("invoices.organisation_id", "=", organisationId)
    .where("invoices.kind", "=", "invoice")
    .where("invoices.status", "=", "issued")
    .where("payments.state", "=", "succeeded");
}

/** What the organisation owed at the start of a London day: all its account before it. */
async function balanceBefore(
  db: Kysely<Database>,
  organisationId: string,
  day: string,
): Promise<number> {
  const [documents, payments] = await Promise.all([
    documentsOf(db, organisationId)
      .select(
        sql<number>`coalesce(sum(case when document.kind = 'invoice' then document.gross_pence else -document.gross_pence end), 0)::integer`.as(
          "pence",
        ),
      )
      .where(sql<boolean>`document.issue_date < ${day}::date`)
      .executeTakeFirstOrThrow(),
    paymentsOf(db, organisationId)
      .select(sql<number>`coalesce(sum(payments.amount_pence), 0)::integer`.as("pence"))
      .where(sql<boolean>`payments.received_on < ${day}::date`)
      .executeTakeFirstOrThrow(),
  ]);
  return documents.pence - payments.pence;
}

const KIND_ORDER: Record<StatementLineKind, number> = {
  invoice: 0,
  credit_note: 1,
  payment: 2,
  refund: 2,
};

/**
 * The organisation's statement for a month ("2026-11"), from the same ledger every invoice's
 * status is read from (issued documents, succeeded payments). Scoped to the organisation of
 * the scope, always.
 */
export async function monthlyStatement(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  month: string,
): Promise<MonthlyStatement> {
  const first = `${month}-01`;
  const next = `${nextMonth(month)}-01`;
  const inMonth = (column: string) =>
    sql<boolean>`${sql.ref(column)} >= ${first}::date and ${sql.ref(column)} < ${next}::date`;
  const [organisation, openingPence, documents, payments] = await Promise.all([
    db
      .selectFrom("organisations")
      .select(["name", "billing_address"])
      .where("id", "=", scope.organisationId)
      .executeTakeFirstOrThrow(),
    balanceBefore(db, scope.organisationId, first),
    documentsOf(db, scope.organisationId)
      .select([
        "document.kind",
        "document.number",
        "document.gross_pence",
        "credited.number as credits_number",
        "jobs.reference as job_reference",
        sql<string>`to_char(document.issue_date, 'YYYY-MM-DD')`.as("date"),
      ])
      .where(inMonth("document.issue_date"))
      .execute(),
    paymentsOf(db, scope.organisationId)
      .select([
        "payments.amount_pence",
        "payments.method",
        "invoices.number",
        sql<string>`to_char(payments.received_on, 'YYYY-MM-DD')`.as("date"),
      ])
      .where(inMonth("payments.received_on"))
      .execute(),
  ]);
  const entries: Entry[] = [
    ...documents.map((row): Entry =>
      row.kind === "invoice"
        ? {
            date: row.date,
            kind: "invoice",
            reference: row.number ?? "",
            details: row.job_reference ? `Invoice for job ${row.job_reference}` : "Invoice",
            amountPence: row.gross_pence,
          }
        : {
            date: row.date,
            kind: "credit_note",
            reference: row.number ?? "",
            details: `Credit note for ${row.credits_number ?? "an invoice"}`,
            amountPence: -row.gross_pence,
          },
    ),
    ...payments.map((row): Entry => ({
      date: row.date,
      kind: row.amount_pence < 0 ? "refund" : "payment",
      reference: row.number ?? "",
      details: `${row.amount_pence < 0 ? "Refund" : "Payment"} (${PAYMENT_METHOD_LABELS[row.method]})`,
      amountPence: -row.amount_pence,
    })),
  ].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference) ||
      a.amountPence - b.amountPence,
  );
  let balancePence = openingPence;
  const lines = entries.map((entry): StatementLine => {
    balancePence += entry.amountPence;
    return { ...entry, balancePence };
  });
  const sum = (kinds: StatementLineKind[]) =>
    entries
      .filter((entry) => kinds.includes(entry.kind))
      .reduce((total, entry) => total + entry.amountPence, 0);
  const invoicedPence = sum(["invoice"]);
  // Subtracted from zero, so an empty month is 0, never -0.
  const creditedPence = 0 - sum(["credit_note"]);
  const paidPence = 0 - sum(["payment", "refund"]);
  return {
    organisationName: organisation.name,
    billingAddress: organisation.billing_address,
    month,
    monthLabel: formatStatementMonth(month),
    openingPence,
    invoicedPence,
    creditedPence,
    paidPence,
    closingPence: openingPence + invoicedPence - creditedPence - paidPence,
    lines,
  };
}
