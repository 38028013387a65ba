import type { Kysely } from "kysely";
import type { BankDetails, InvoiceDocument, PaymentView } from "~/lib/views/invoices";
import type { Database } from "../db/schema.server";
import {
  bankDetails,
  creditNotesOf,
  invoicePayments,
  readInvoiceDocument,
  reverseChargeVatPence,
} from "./records.server";

export interface OfficeInvoicePage {
  document: InvoiceDocument;
  bank: BankDetails | null;
  reverseChargeVatPence: number;
  payments: PaymentView[];
  creditNotes: { id: string; number: string; issueDate: string; grossPence: number }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/invoices/{id}: the document, its payments and credit notes; null for no such id. */
export async function officeInvoicePage(
  db: Kysely<Database>,
  invoiceId: string,
  today: string,
): Promise<OfficeInvoicePage | null> {
  if (!UUID.test(invoiceId)) return null;
  const document = await readInvoiceDocument(db, invoiceId, today);
  if (!document) return null;
  const [bank, payments, creditNotes] = await Promise.all([
    bankDetails(db),
    invoicePayments(db, invoiceId),
    creditNotesOf(db, invoiceId),
  ]);
  return {
    document,
    bank,
    reverseChargeVatPence: reverseChargeVatPence(document),
    payments,
    creditNotes,
  };
}
