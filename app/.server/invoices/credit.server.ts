import type { Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import { formatPence } from "~/lib/money";
import { hashToken, newToken } from "../auth/crypto.server";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { refused, type Refusal } from "../http/refusal.server";
import { emailDocument, takeNumber } from "./issue.server";
import { invoiceLines } from "./records.server";
import { invoiceStandings } from "./status.server";

export const CREDIT_MESSAGES = {
  notIssued: "Only an issued invoice is credited; a draft is simply changed.",
  noLines: "Choose at least one line to credit.",
  unknownLine: "Choose lines of this invoice.",
  tooMuch: (left: number) =>
    `That is more than is left to credit on this invoice (${formatPence(left)}).`,
} as const;

export type CreditResult = { ok: true; creditNoteId: string; number: string } | Refusal;

/**
 * Issues a credit note for an issued invoice: the whole of it (`positions` "all") or chosen
 * lines as they were invoiced, never more than is left to credit (the invoice's total less its
 * earlier credit notes), with its own CN number and e-mail, in one transaction that holds the
 * invoice's row so two credit notes at once are counted one after the other. Money already paid
 * beyond what is now owed is flagged for a refund.
 */
export async function issueCreditNote(
  db: Kysely<Database>,
  invoiceId: string,
  positions: readonly number[] | "all",
  options: { now: Date; actor: StaffActor; siteOrigin: string },
): Promise<CreditResult | { ok: false; reason: "not-found" }> {
  const business = await getBusiness(db);
  return db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", invoiceId)
      .where("kind", "=", "invoice")
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) return { ok: false, reason: "not-found" } as const;
    if (invoice.status !== "issued") return refused(CREDIT_MESSAGES.notIssued);
    const lines = await invoiceLines(trx, invoiceId);
    const chosen =
      positions === "all" ? lines : lines.filter((line) => positions.includes(line.position));
    if (chosen.length === 0) return refused(CREDIT_MESSAGES.noLines);
    if (positions !== "all" && chosen.length !== new Set(positions).size) {
      return refused(CREDIT_MESSAGES.unknownLine);
    }
    const today = londonDate(options.now);
    const standing = (await invoiceStandings(trx, today, { invoiceIds: [invoiceId] })).get(
      invoiceId,
    );
    const left = invoice.gross_pence - (standing?.creditedPence ?? 0);
    // Sums of stored line figures: the credit note shows the lines as they were invoiced.
    const creditGross = chosen.reduce((sum, line) => sum + line.grossPence, 0);
    const creditNet = chosen.reduce((sum, line) => sum + line.netPence, 0);
    const creditVat = chosen.reduce((sum, line) => sum + line.vatPence, 0);
    if (creditGross > left || creditGross <= 0) return refused(CREDIT_MESSAGES.tooMuch(left));

    const note = await trx
      .insertInto("invoices")
      .values({
        kind: "credit_note",
        credits_invoice_id: invoiceId,
        job_id: invoice.job_id,
        organisation_id: invoice.organisation_id,
        seller_name: invoice.seller_name,
        seller_address: invoice.seller_address,
        vat_number: invoice.vat_number,
        buyer_name: invoice.buyer_name,
        buyer_address: invoice.buyer_address,
        buyer_email: invoice.buyer_email,
        vat_registered: invoice.vat_registered,
        reverse_charge: invoice.reverse_charge,
        net_pence: creditNet,
        vat_pence: creditVat,
        gross_pence: creditGross,
        token_hash: hashToken(newToken()),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("invoice_lines")
      .values(
        chosen.map((line, position) => ({
          invoice_id: note.id,
          position,
          description: line.description,
          quantity_hundredths: line.quantityHundredths,
          unit_price_pence: line.unitPricePence,
          vat_rate: line.vatRate,
          net_pence: line.netPence,
          vat_pence: line.vatPence,
          gross_pence: line.grossPence,
        })),
      )
      .execute();
    const number = await takeNumber(trx, "credit_note");
    await trx
      .updateTable("invoices")
      .set({
        status: "issued",
        number,
        issue_date: today,
        tax_point: today,
        issued_at: options.now,
        issued_by: options.actor.id,
        updated_at: options.now,
      })
      .where("id", "=", note.id)
      .execute();
    const owed = invoice.gross_pence - (standing?.creditedPence ?? 0) - creditGross;
    if ((standing?.paidPence ?? 0) > owed) {
      await trx
        .updateTable("payments")
        .set({ needs_refund: true, updated_at: options.now })
        .where("invoice_id", "=", invoiceId)
        .where("state", "=", "succeeded")
        .where("amount_pence", ">", 0)
        .execute();
    }
    await emailDocument(trx, note.id, { today, business, siteOrigin: options.siteOrigin });
    await logChange(trx, {
      actor: options.actor,
      entity: "invoice",
      entityId: invoiceId,
      action: "credit",
      after: { creditNote: number, grossPence: creditGross },
    });
    return { ok: true, creditNoteId: note.id, number };
  });
}
