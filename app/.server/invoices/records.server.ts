import { sql, type Kysely, type Transaction } from "kysely";
import { documentTotals } from "~/lib/invoice-lines";
import type {
  BankDetails,
  InvoiceDocument,
  InvoiceLineView,
  PaymentView,
} from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import { invoiceStandings } from "./status.server";

type Executor = Kysely<Database> | Transaction<Database>;

const DATE = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The lines of an invoice or credit note, in order, as stored. */
export async function invoiceLines(db: Executor, invoiceId: string): Promise<InvoiceLineView[]> {
  const rows = await db
    .selectFrom("invoice_lines")
    .select([
      "position",
      "description",
      "quantity_hundredths",
      "unit_price_pence",
      "vat_rate",
      "net_pence",
      "vat_pence",
      "gross_pence",
      "price_key",
    ])
    .where("invoice_id", "=", invoiceId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    position: row.position,
    description: row.description,
    quantityHundredths: row.quantity_hundredths,
    unitPricePence: row.unit_price_pence,
    vatRate: row.vat_rate,
    netPence: row.net_pence,
    vatPence: row.vat_pence,
    grossPence: row.gross_pence,
  }));
}

/**
 * An invoice or credit note as every page shows it, with its status when issued; null when
 * there is none. `today` is the London date the status is judged on.
 */
export async function readInvoiceDocument(
  db: Executor,
  invoiceId: string,
  today: string,
): Promise<InvoiceDocument | null> {
  const row = await db
    .selectFrom("invoices")
    .leftJoin("jobs", "jobs.id", "invoices.job_id")
    .leftJoin("invoices as credited", "credited.id", "invoices.credits_invoice_id")
    .select([
      "invoices.id",
      "invoices.kind",
      "invoices.number",
      "invoices.status",
      "invoices.job_id",
      "jobs.reference as job_reference",
      "credited.number as credits_number",
      "invoices.seller_name",
      "invoices.seller_address",
      "invoices.vat_number",
      "invoices.vat_registered",
      "invoices.buyer_name",
      "invoices.buyer_address",
      "invoices.buyer_email",
      "invoices.simplified",
      "invoices.reverse_charge",
      DATE("invoices.issue_date").as("issue_date"),
      DATE("invoices.tax_point").as("tax_point"),
      DATE("invoices.due_date").as("due_date"),
      "invoices.net_pence",
      "invoices.vat_pence",
      "invoices.gross_pence",
    ])
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirst();
  if (!row) return null;
  const lines = await invoiceLines(db, invoiceId);
  const issued = row.status === "issued";
  const standing =
    issued && row.kind === "invoice"
      ? ((await invoiceStandings(db, today, { invoiceIds: [row.id] })).get(row.id) ?? null)
      : null;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    draft: !issued,
    jobId: row.job_id,
    jobReference: row.job_reference,
    creditsNumber: row.credits_number,
    sellerName: row.seller_name,
    sellerAddress: row.seller_address,
    vatNumber: row.vat_number,
    vatRegistered: row.vat_registered,
    buyerName: row.buyer_name,
    buyerAddress: row.buyer_address,
    buyerEmail: row.buyer_email,
    simplified: row.simplified,
    reverseCharge: row.reverse_charge,
    issueDate: row.issue_date,
    taxPoint: row.tax_point,
    dueDate: row.due_date,
    lines,
    netPence: row.net_pence,
    vatPence: row.vat_pence,
    grossPence: row.gross_pence,
    byRate: documentTotals(lines, row.vat_registered && !row.reverse_charge).byRate,
    standing: standing
      ? {
          status: standing.status,
          grossPence: standing.grossPence,
          paidPence: standing.paidPence,
          creditedPence: standing.creditedPence,
          balancePence: standing.balancePence,
          partPaid: standing.partPaid,
        }
      : null,
  };
}

/** The VAT a reverse-charge invoice's customer accounts for to HMRC: shown, not charged. */
export function reverseChargeVatPence(document: InvoiceDocument): number {
  return document.reverseCharge ? documentTotals(document.lines, true).vatPence : 0;
}

/** The payments and refunds of an invoice, newest first. */
export async function invoicePayments(db: Executor, invoiceId: string): Promise<PaymentView[]> {
  const rows = await db
    .selectFrom("payments")
    .select([
      "id",
      "amount_pence",
      "method",
      DATE("received_on").as("received_on"),
      "reference",
      "needs_refund",
    ])
    .where("invoice_id", "=", invoiceId)
    .where("state", "=", "succeeded")
    .orderBy("received_on", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountPence: row.amount_pence,
    method: row.method,
    receivedOn: row.received_on ?? "",
    reference: row.reference,
    needsRefund: row.needs_refund,
  }));
}

/** The credit notes issued against an invoice, oldest first. */
export async function creditNotesOf(
  db: Executor,
  invoiceId: string,
): Promise<{ id: string; number: string; issueDate: string; grossPence: number }[]> {
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "number", DATE("issue_date").as("issue_date"), "gross_pence"])
    .where("credits_invoice_id", "=", invoiceId)
    .where("status", "=", "issued")
    .orderBy("issued_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number ?? "",
    issueDate: row.issue_date ?? "",
    grossPence: row.gross_pence,
  }));
}

/** The bank details invoices show for a transfer, or null when none are set. */
export async function bankDetails(db: Executor): Promise<BankDetails | null> {
  const money = await db
    .selectFrom("money_settings")
    .select(["bank_account_name", "bank_sort_code", "bank_account_number"])
    .executeTakeFirst();
  if (!money?.bank_account_name || !money.bank_sort_code || !money.bank_account_number) {
    return null;
  }
  return {
    accountName: money.bank_account_name,
    sortCode: money.bank_sort_code,
    accountNumber: money.bank_account_number,
  };
}
