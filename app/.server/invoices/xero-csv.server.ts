import { sql, type Kysely } from "kysely";
import { formatQuantity, type VatRate } from "~/lib/invoice-lines";
import type { Database } from "../db/schema.server";
import { csvLine } from "../admin-jobs/job-export.server";

/** The columns of Xero's invoice import (Business → Invoices → Import), in its order. */
export const XERO_COLUMNS = [
  "ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "InvoiceNumber",
  "Reference",
  "InvoiceDate",
  "DueDate",
  "Total",
  "InventoryItemCode",
  "Description",
  "Quantity",
  "UnitAmount",
  "Discount",
  "AccountCode",
  "TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

/** Xero's standard UK sales account. */
const SALES_ACCOUNT = "200";

/** Xero's UK tax rate names for sales. */
export function xeroTaxType(rate: VatRate, registered: boolean, reverseCharge: boolean): string {
  if (!registered) return "No VAT";
  if (reverseCharge) return "Domestic Reverse Charge @ 20% (VAT on Income)";
  const names: Record<VatRate, string> = {
    standard: "20% (VAT on Income)",
    reduced: "5% (VAT on Income)",
    zero: "Zero Rated Income",
    exempt: "Exempt Income",
  };
  return names[rate];
}

/** "2026-11-30" → "30/11/2026", as Xero's UK import reads dates. */
export function xeroDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** "12 Spon Street, Coventry, CV1 5DZ" → the address lines and the postcode at its end. */
export function splitAddress(address: string): { lines: string[]; postcode: string } {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? "";
  const postcode = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test(last) ? last : "";
  const lines = postcode ? parts.slice(0, -1) : parts;
  // Xero has four address lines: the fourth holds the third and every line after it.
  const fourth = lines.slice(3).join(", ");
  return { lines: fourth ? [...lines.slice(0, 3), fourth] : lines, postcode };
}

/** A credit note's money as Xero's import reads it: the same figures, negative. */
function signed(pence: number, kind: "invoice" | "credit_note"): string {
  return pounds(kind === "credit_note" ? -pence : pence);
}

/**
 * Every issued invoice and credit note issued from `from` to `to`, one row per line, in
 * Xero's invoice-import layout (decision 0075). Unit amounts are without VAT, so the import is
 * made with "Tax exclusive" amounts. A credit note is a document of its own number whose unit
 * amounts, tax and total are negative, which Xero's invoice import takes as a credit note; its
 * Reference is the invoice it credits, and its due date its issue date (it has none).
 */
export async function xeroInvoicesCsv(
  db: Kysely<Database>,
  range: { from: string; to: string },
): Promise<string> {
  const rows = await db
    .selectFrom("invoice_lines")
    .innerJoin("invoices", "invoices.id", "invoice_lines.invoice_id")
    .leftJoin("invoices as credited", "credited.id", "invoices.credits_invoice_id")
    .leftJoin("jobs", "jobs.id", "invoices.job_id")
    .select([
      "invoices.kind",
      "invoices.number",
      "invoices.buyer_name",
      "invoices.buyer_email",
      "invoices.buyer_address",
      "jobs.reference",
      "credited.number as credits_number",
      sql<string>`to_char(invoices.issue_date, 'YYYY-MM-DD')`.as("issue_date"),
      sql<string>`to_char(coalesce(invoices.due_date, invoices.issue_date), 'YYYY-MM-DD')`.as(
        "due_date",
      ),
      "invoices.gross_pence as total_pence",
      "invoices.vat_registered",
      "invoices.reverse_charge",
      "invoice_lines.price_key",
      "invoice_lines.description",
      "invoice_lines.quantity_hundredths",
      "invoice_lines.unit_price_pence",
      "invoice_lines.vat_rate",
      "invoice_lines.vat_pence",
    ])
    .where("invoices.status", "=", "issued")
    .where("invoices.issue_date", ">=", sql<Date>`${range.from}::date`)
    .where("invoices.issue_date", "<=", sql<Date>`${range.to}::date`)
    // Invoices first, so each credit note follows the invoice it corrects in the import.
    .orderBy(sql`invoices.kind = 'credit_note'`)
    .orderBy("invoices.number")
    .orderBy("invoice_lines.position")
    .execute();
  const lines = rows.map((row) => {
    const address = splitAddress(row.buyer_address);
    return csvLine([
      row.buyer_name,
      row.buyer_email,
      address.lines[0] ?? "",
      address.lines[1] ?? "",
      address.lines[2] ?? "",
      address.lines[3] ?? "",
      "",
      "",
      address.postcode,
      "United Kingdom",
      row.number,
      (row.kind === "credit_note" ? row.credits_number : row.reference) ?? "",
      xeroDate(row.issue_date),
      xeroDate(row.due_date),
      signed(row.total_pence, row.kind),
      row.price_key ?? "",
      row.description,
      formatQuantity(row.quantity_hundredths),
      signed(row.unit_price_pence, row.kind),
      "",
      SALES_ACCOUNT,
      xeroTaxType(row.vat_rate, row.vat_registered, row.reverse_charge),
      signed(row.vat_pence, row.kind),
      "",
      "",
      "",
      "",
      "GBP",
      "",
    ]);
  });
  return `${csvLine(XERO_COLUMNS)}${lines.join("")}`;
}
