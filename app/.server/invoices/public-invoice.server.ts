import type { Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import type { BankDetails, InvoiceDocument } from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import { invoiceIdForToken } from "./links.server";
import { invoicePdf } from "./pdf.server";
import { bankDetails, readInvoiceDocument, reverseChargeVatPence } from "./records.server";

/** What /invoice/{token} shows: the document, its status, and how to pay by transfer. */
export interface PublicInvoice {
  document: InvoiceDocument;
  bank: BankDetails | null;
  reverseChargeVatPence: number;
}

export type InvoiceVisit<Found> =
  { ok: true; found: Found } | { ok: false; reason: "not-found" } | Refusal;

/**
 * One visit to an invoice link, page or PDF: counted against the visitor's token-link limit
 * before the token is looked at, as a tracking link is, so guessing costs the same whether a
 * token exists or not. Drafts are never shown.
 */
export async function visitInvoice(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string; now: Date },
): Promise<InvoiceVisit<PublicInvoice>> {
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  try {
    const invoiceId = await invoiceIdForToken(db, token);
    if (!invoiceId) return { ok: false, reason: "not-found" };
    const document = await readInvoiceDocument(db, invoiceId, londonDate(visitor.now));
    if (!document || document.draft) return { ok: false, reason: "not-found" };
    const bank = document.kind === "invoice" ? await bankDetails(db) : null;
    return {
      ok: true,
      found: { document, bank, reverseChargeVatPence: reverseChargeVatPence(document) },
    };
  } catch (error) {
    return unavailable(error);
  }
}

/** The PDF of the invoice behind a token, with its file name. */
export async function visitInvoicePdf(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string; now: Date },
): Promise<InvoiceVisit<{ pdf: Buffer; filename: string }>> {
  const visit = await visitInvoice(db, token, visitor);
  if (!visit.ok) return visit;
  const { document, bank, reverseChargeVatPence: vat } = visit.found;
  const pdf = await invoicePdf(document, bank, vat);
  return { ok: true, found: { pdf, filename: `${document.number ?? "invoice"}.pdf` } };
}
