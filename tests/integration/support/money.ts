import type { Kysely } from "kysely";
import { hashToken, newToken } from "../../../app/.server/auth/crypto.server";
import { getBusiness } from "../../../app/.server/business/business.server";
import type { Database } from "../../../app/.server/db/schema.server";
import type { ReceiptContext } from "../../../app/.server/payments/receipt-email.server";

/*
 * Invoices, credit notes and quotes written as rows, as the invoices and quotes modules would
 * leave them: the payments tests need something to pay, not those modules' rules.
 */

let counter = 0;

export async function insertIssuedInvoice(
  db: Kysely<Database>,
  grossPence: number,
  options: { dueDate?: string } = {},
): Promise<{ id: string; token: string }> {
  counter += 1;
  const token = newToken();
  const row = await db
    .insertInto("invoices")
    .values({
      kind: "invoice",
      number: `INV-T${process.pid}-${counter}`,
      status: "issued",
      seller_name: "We Fix Coventry",
      seller_address: "1 Spon Street, Coventry CV1 3BA",
      buyer_name: "Sarah Mitchell",
      buyer_address: "12 Spon Street, Coventry CV1 5DZ",
      buyer_email: "sarah@example.com",
      vat_registered: false,
      issue_date: "2026-11-20",
      tax_point: "2026-11-20",
      due_date: options.dueDate ?? "2026-12-04",
      net_pence: grossPence,
      vat_pence: 0,
      gross_pence: grossPence,
      token_hash: hashToken(token),
      issued_at: new Date("2026-11-20T10:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

export async function insertCreditNote(
  db: Kysely<Database>,
  invoiceId: string,
  grossPence: number,
): Promise<string> {
  counter += 1;
  const row = await db
    .insertInto("invoices")
    .values({
      kind: "credit_note",
      credits_invoice_id: invoiceId,
      number: `CN-T${process.pid}-${counter}`,
      status: "issued",
      seller_name: "We Fix Coventry",
      seller_address: "1 Spon Street, Coventry CV1 3BA",
      buyer_name: "Sarah Mitchell",
      buyer_address: "12 Spon Street, Coventry CV1 5DZ",
      buyer_email: "sarah@example.com",
      vat_registered: false,
      issue_date: "2026-11-21",
      tax_point: "2026-11-21",
      net_pence: grossPence,
      vat_pence: 0,
      gross_pence: grossPence,
      token_hash: hashToken(newToken()),
      issued_at: new Date("2026-11-21T10:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertQuote(
  db: Kysely<Database>,
  options: {
    status: "sent" | "accepted" | "declined" | "withdrawn";
    depositPence: number;
    sentAt?: string;
    validUntil?: string;
    grossPence?: number;
  },
): Promise<{ id: string; token: string }> {
  const token = newToken();
  const sentAt = new Date(options.sentAt ?? "2026-11-10T10:00:00Z");
  const decidedAt = new Date("2026-11-12T10:00:00Z");
  const decided = options.status === "accepted" || options.status === "declined";
  const row = await db
    .insertInto("quotes")
    .values({
      customer_name: "Sarah Mitchell",
      customer_email: "sarah@example.com",
      address: "12 Spon Street, Coventry",
      postcode: "CV1 5DZ",
      status: options.status,
      net_pence: options.grossPence ?? 50_000,
      vat_pence: 0,
      gross_pence: options.grossPence ?? 50_000,
      deposit_pence: options.depositPence,
      valid_until: options.validUntil ?? "2026-12-10",
      token_hash: hashToken(token),
      sent_at: sentAt,
      decided_at: decided ? decidedAt : null,
      accepted_name: options.status === "accepted" ? "Sarah Mitchell" : null,
      decline_reason: options.status === "declined" ? "Found someone nearer" : null,
      withdrawn_at: options.status === "withdrawn" ? decidedAt : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

export async function paymentsOf(
  db: Kysely<Database>,
  target: { invoiceId?: string; quoteId?: string },
) {
  return db
    .selectFrom("payments")
    .selectAll()
    .$call((query) =>
      target.invoiceId
        ? query.where("invoice_id", "=", target.invoiceId)
        : query.where("quote_id", "=", target.quoteId ?? ""),
    )
    .orderBy("created_at")
    .orderBy("amount_pence", "desc")
    .execute();
}

/** What a receipt e-mail needs beside the payment: the business and the site's address. */
export async function receiptContext(db: Kysely<Database>): Promise<ReceiptContext> {
  return { business: await getBusiness(db), siteOrigin: "http://127.0.0.1:4173" };
}
