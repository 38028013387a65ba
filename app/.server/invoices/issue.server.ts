import { sql, type Kysely, type Transaction } from "kysely";
import { addCalendarDays, londonDate } from "~/lib/calendar-date";
import { documentTotals, mayUseSimplifiedInvoice } from "~/lib/invoice-lines";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import { refused, type Refusal } from "../http/refusal.server";
import { sellerOf, writeLines } from "./draft.server";
import { issuedInvoiceEmail } from "./emails.server";
import { mintInvoiceLink } from "./links.server";
import { invoicePdf } from "./pdf.server";
import { bankDetails, readInvoiceDocument, reverseChargeVatPence } from "./records.server";

export const ISSUE_MESSAGES = {
  noLines: "An invoice needs at least one line before it is issued.",
  nothingDue: "An invoice for nothing is not issued: add a line with a price.",
} as const;

export type Series = "invoice" | "credit_note";
const PREFIX: Record<Series, string> = { invoice: "INV", credit_note: "CN" };

/**
 * The next number of a series, taken in the caller's transaction: the UPDATE locks the
 * counter's row until that transaction ends, so issuers queue behind it, and a rollback gives
 * the number back — no gap, no repeat (decision 0070).
 */
export async function takeNumber(trx: Transaction<Database>, series: Series): Promise<string> {
  const row = await trx
    .updateTable("document_counters")
    .set({ last_number: sql`last_number + 1` })
    .where("series", "=", series)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return `${PREFIX[series]}-${String(row.last_number).padStart(6, "0")}`;
}

export type IssueResult =
  { ok: true; invoiceId: string; number: string; alreadyIssued: boolean } | Refusal;

/**
 * Issues a draft invoice: its number, the seller and VAT details of today, the issue date and
 * tax point (today, in London), the due date (payment terms), simplified only where the law
 * allows it and the buyer is no organisation, the reverse charge for a contractor, and its
 * e-mail with the PDF in the outbox, all in one transaction. Issuing twice issues once.
 */
export async function issueInvoice(
  db: Kysely<Database>,
  invoiceId: string,
  options: { now: Date; actor: StaffActor; siteOrigin: string },
): Promise<IssueResult | { ok: false; reason: "not-found" }> {
  const [seller, business] = await Promise.all([sellerOf(db), getBusiness(db)]);
  return db
    .transaction()
    .execute((trx) => issueInvoiceIn(trx, invoiceId, { ...options, seller, business }));
}

/** The seller and business as issuing copies them, read before the transaction. */
export interface IssuingContext {
  now: Date;
  actor: StaffActor;
  siteOrigin: string;
  seller: { name: string; address: string };
  business: Awaited<ReturnType<typeof getBusiness>>;
}

/**
 * issueInvoice inside the caller's transaction (the engineer's finish, when the money settings
 * issue the invoice at once): the same row lock, number and e-mail, committed with the caller.
 */
export async function issueInvoiceIn(
  trx: Transaction<Database>,
  invoiceId: string,
  options: IssuingContext,
): Promise<IssueResult | { ok: false; reason: "not-found" }> {
  const { seller, business } = options;
  const invoice = await trx
    .selectFrom("invoices")
    .leftJoin("organisations", "organisations.id", "invoices.organisation_id")
    .select([
      "invoices.id",
      "invoices.kind",
      "invoices.status",
      "invoices.number",
      "invoices.organisation_id",
      "organisations.construction_services_role",
    ])
    .where("invoices.id", "=", invoiceId)
    .where("invoices.kind", "=", "invoice")
    .forUpdate("invoices")
    .executeTakeFirst();
  if (!invoice) return { ok: false, reason: "not-found" } as const;
  if (invoice.status === "issued" && invoice.number) {
    return { ok: true, invoiceId, number: invoice.number, alreadyIssued: true };
  }
  const money = await trx
    .selectFrom("money_settings")
    .select(["vat_registered", "vat_number", "payment_terms_days"])
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom("invoice_lines")
    .select(["price_key", "description", "quantity_hundredths", "unit_price_pence", "vat_rate"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("position")
    .execute();
  if (lines.length === 0) return refused(ISSUE_MESSAGES.noLines);
  const inputs = lines.map((line) => ({
    priceKey: line.price_key,
    description: line.description,
    quantityHundredths: line.quantity_hundredths,
    unitPricePence: line.unit_price_pence,
    vatRate: line.vat_rate,
  }));
  const registered = money.vat_registered;
  const reverseCharge = registered && invoice.construction_services_role === "contractor";
  // The lines are figured again with the VAT registration of the day of issue.
  await writeLines(trx, invoiceId, inputs, registered, { reverseCharge });
  const totals = documentTotals(inputs, registered && !reverseCharge);
  if (totals.grossPence <= 0) return refused(ISSUE_MESSAGES.nothingDue);
  const today = londonDate(options.now);
  const number = await takeNumber(trx, "invoice");
  await trx
    .updateTable("invoices")
    .set({
      status: "issued",
      number,
      seller_name: seller.name,
      seller_address: seller.address,
      vat_number: registered ? money.vat_number : null,
      simplified:
        invoice.organisation_id === null &&
        !reverseCharge &&
        mayUseSimplifiedInvoice(totals, registered),
      reverse_charge: reverseCharge,
      issue_date: today,
      tax_point: today,
      due_date: addCalendarDays(today, money.payment_terms_days),
      issued_at: options.now,
      issued_by: options.actor.id,
      updated_at: options.now,
    })
    .where("id", "=", invoiceId)
    .execute();
  await emailDocument(trx, invoiceId, { today, business, siteOrigin: options.siteOrigin });
  await logChange(trx, {
    actor: options.actor,
    entity: "invoice",
    entityId: invoiceId,
    action: "issue",
    after: { number, grossPence: totals.grossPence },
  });
  return { ok: true, invoiceId, number, alreadyIssued: false };
}

/**
 * Puts an issued document's e-mail, its PDF attached and a link of its own, in the outbox
 * once (its dedupe key), in the transaction that issued it.
 */
export async function emailDocument(
  trx: Transaction<Database>,
  invoiceId: string,
  context: { today: string; business: Awaited<ReturnType<typeof getBusiness>>; siteOrigin: string },
): Promise<void> {
  const document = await readInvoiceDocument(trx, invoiceId, context.today);
  if (!document || document.draft) return;
  const bank = await bankDetails(trx);
  const pdf = await invoicePdf(document, bank, reverseChargeVatPence(document));
  const link = await mintInvoiceLink(trx, invoiceId, context.siteOrigin);
  await enqueueEmailOnce(
    trx,
    issuedInvoiceEmail({
      document,
      pdf,
      link,
      bank,
      business: context.business,
      siteOrigin: context.siteOrigin,
    }),
    { invoiceId, dedupeKey: `invoice:${invoiceId}:issued` },
  );
}
