import { sql, type Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import { formatInvoiceDate } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import { CONSTRUCTION_SERVICES_ROLE_LABELS } from "~/lib/organisations";
import { formatStatementMonth, nextMonth, recentMonths } from "~/lib/statement-month";
import { INVOICE_STATUS_LABELS } from "~/lib/views/invoices";
import type { OrgInvoiceRow, OrgInvoicesPage } from "~/lib/views/org-money";
import type { Database } from "../db/schema.server";
import { sellerOf } from "../invoices/draft.server";
import { mintInvoiceLink } from "../invoices/links.server";
import { invoiceStandingQuery, invoiceStandings } from "../invoices/status.server";
import { statementPdf } from "./org-statement-pdf.server";
import { monthlyStatement } from "./org-statement.server";
import type { OrgScope } from "./scope.server";
import { moneyStatementCsv } from "./statement-export.server";

/** More than a page lists at once; the statement has every line of the month. */
const MOST_LISTED = 200;

type Scope = Pick<OrgScope, "organisationId">;

function rowOf(
  row: {
    number: string | null;
    kind: "invoice" | "credit_note";
    credits_number: string | null;
    job_reference: string | null;
    issue_date: string | null;
    due_date: string | null;
    gross_pence: number;
  },
  standing: { status: OrgInvoiceRow["status"]; balancePence: number } | undefined,
): OrgInvoiceRow {
  return {
    number: row.number ?? "",
    kind: row.kind,
    creditsNumber: row.credits_number,
    jobReference: row.job_reference,
    issueDateLabel: row.issue_date ? formatInvoiceDate(row.issue_date) : "",
    dueDateLabel: row.kind === "invoice" && row.due_date ? formatInvoiceDate(row.due_date) : null,
    total: formatPence(row.gross_pence),
    status: standing?.status ?? null,
    statusLabel: standing?.status ? INVOICE_STATUS_LABELS[standing.status] : null,
    balance: standing ? formatPence(Math.max(0, standing.balancePence)) : null,
  };
}

const DAY = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * What the organisation's invoices page shows: where its invoices are addressed, the invoices
 * still to pay (whatever month), the invoices and credit notes issued in the month chosen,
 * and that month's statement in figures. Every status comes from the one status query
 * (invoiceStandingQuery, decision 0070), scoped to the organisation.
 */
export async function orgInvoicesPage(
  db: Kysely<Database>,
  scope: Scope,
  month: string,
  now: Date,
): Promise<OrgInvoicesPage> {
  const today = londonDate(now);
  const [organisation, outstandingRows, issuedRows, statement] = await Promise.all([
    db
      .selectFrom("organisations")
      .select(["name", "billing_address", "construction_services_role"])
      .where("id", "=", scope.organisationId)
      .executeTakeFirstOrThrow(),
    invoiceStandingQuery(db, today, { organisationId: scope.organisationId })
      .leftJoin("jobs", "jobs.id", "invoices.job_id")
      .select([
        "invoices.number",
        "invoices.kind",
        "jobs.reference as job_reference",
        DAY("invoices.issue_date").as("issue_date"),
        DAY("invoices.due_date").as("due_date"),
        "invoices.gross_pence",
      ])
      .where("b.settled", "=", false)
      .orderBy("invoices.due_date")
      .orderBy("invoices.number")
      .limit(MOST_LISTED)
      .execute(),
    db
      .selectFrom("invoices as document")
      .leftJoin("invoices as credited", "credited.id", "document.credits_invoice_id")
      .leftJoin("jobs", "jobs.id", "document.job_id")
      .select([
        "document.id",
        "document.number",
        "document.kind",
        "credited.number as credits_number",
        "jobs.reference as job_reference",
        DAY("document.issue_date").as("issue_date"),
        DAY("document.due_date").as("due_date"),
        "document.gross_pence",
      ])
      .where("document.status", "=", "issued")
      .where(
        sql<boolean>`coalesce(credited.organisation_id, document.organisation_id) = ${scope.organisationId}`,
      )
      .where(sql<boolean>`document.issue_date >= ${`${month}-01`}::date`)
      .where(sql<boolean>`document.issue_date < ${`${nextMonth(month)}-01`}::date`)
      .orderBy("document.issue_date", "desc")
      .orderBy("document.number", "desc")
      .limit(MOST_LISTED)
      .execute(),
    monthlyStatement(db, scope, month),
  ]);
  const standings = await invoiceStandings(db, today, {
    organisationId: scope.organisationId,
    invoiceIds: issuedRows.filter((row) => row.kind === "invoice").map((row) => row.id),
  });
  const outstanding = outstandingRows.map((row) =>
    rowOf({ ...row, credits_number: null }, { status: row.status, balancePence: row.balancePence }),
  );
  return {
    billing: {
      name: organisation.name,
      address: organisation.billing_address,
      constructionRoleLabel:
        CONSTRUCTION_SERVICES_ROLE_LABELS[organisation.construction_services_role],
    },
    month,
    monthLabel: formatStatementMonth(month),
    months: recentMonths(now, 12).map((value) => ({
      value,
      label: formatStatementMonth(value),
    })),
    outstanding,
    outstandingTotal: formatPence(
      outstandingRows.reduce((total, row) => total + Math.max(0, row.balancePence), 0),
    ),
    issued: issuedRows.map((row) => rowOf(row, standings.get(row.id))),
    statement: {
      opening: formatPence(statement.openingPence),
      invoiced: formatPence(statement.invoicedPence),
      credited: formatPence(statement.creditedPence),
      paid: formatPence(statement.paidPence),
      closing: formatPence(statement.closingPence),
    },
  };
}

/**
 * A new /invoice/{token} link (or its PDF's) to one of the organisation's issued invoices or
 * credit notes, by number; null for a number of any other organisation's, a draft or none.
 * Tokens are kept only as hashes (decision 0070), so each opening mints its own.
 */
export async function orgInvoiceLink(
  db: Kysely<Database>,
  scope: Scope,
  number: string,
  options: { siteOrigin: string; pdf: boolean },
): Promise<string | null> {
  if (number.length > 40) return null;
  const document = await db
    .selectFrom("invoices as document")
    .leftJoin("invoices as credited", "credited.id", "document.credits_invoice_id")
    .select("document.id")
    .where("document.number", "=", number)
    .where("document.status", "=", "issued")
    .where(
      sql<boolean>`coalesce(credited.organisation_id, document.organisation_id) = ${scope.organisationId}`,
    )
    .executeTakeFirst();
  if (!document) return null;
  const link = await mintInvoiceLink(db, document.id, options.siteOrigin);
  return options.pdf ? `${link}.pdf` : link;
}

export type StatementFile = { body: Buffer | string; filename: string; contentType: string };

/** The month's statement of the organisation as a PDF or a CSV file. */
export async function orgStatementFile(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId" | "slug">,
  month: string,
  format: "pdf" | "csv",
): Promise<StatementFile> {
  const statement = await monthlyStatement(db, scope, month);
  const filename = `${scope.slug}-statement-${month}.${format}`;
  if (format === "csv") {
    return { body: moneyStatementCsv(statement), filename, contentType: "text/csv; charset=utf-8" };
  }
  return {
    body: await statementPdf(statement, await sellerOf(db)),
    filename,
    contentType: "application/pdf",
  };
}
