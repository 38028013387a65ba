import { formatPence } from "~/lib/money";
import type { InvoiceDocument } from "~/lib/views/invoices";

/** What a document calls itself: a VAT invoice only when the business is registered. */
export function documentTitle(
  document: Pick<InvoiceDocument, "kind" | "vatRegistered" | "simplified" | "draft">,
): string {
  const name =
    document.kind === "credit_note"
      ? "Credit note"
      : document.vatRegistered
        ? document.simplified
          ? "Simplified VAT invoice"
          : "VAT invoice"
        : "Invoice";
  return document.draft ? `Draft ${name.toLowerCase()}` : name;
}

/** HMRC's wording for the domestic reverse charge for building and construction services. */
export function reverseChargeNote(vatPence: number): string {
  return `Reverse charge: customer to pay the VAT to HMRC. VAT Act 1994 Section 55A applies. VAT the customer accounts for: ${formatPence(vatPence)}.`;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-30" → "30 November 2026" */
export function formatInvoiceDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}
