import type { Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { refused, type Refusal } from "../http/refusal.server";
import { invoiceStandings } from "./status.server";

export const PAYMENT_MESSAGES = {
  notIssued: "A payment is recorded against an issued invoice.",
  future: "A payment cannot be received after today.",
} as const;

export interface ManualPayment {
  amountPence: number;
  method: "bank_transfer" | "cash" | "card_terminal";
  /** A London calendar date, "2026-11-30". */
  receivedOn: string;
  reference: string | null;
}

export type PaymentResult = { ok: true; paymentId: string; needsRefund: boolean } | Refusal;

/**
 * Records money the office received (a bank transfer, cash, a card terminal) in the one
 * ledger. The invoice's row is held meanwhile, so two payments at once are judged one after
 * the other: money beyond what is owed (a paid or credited invoice, an overpayment) is kept
 * but flagged for a refund, never silently.
 */
export async function recordManualPayment(
  db: Kysely<Database>,
  invoiceId: string,
  payment: ManualPayment,
  options: { now: Date; actor: StaffActor },
): Promise<PaymentResult | { ok: false; reason: "not-found" }> {
  const today = londonDate(options.now);
  if (payment.receivedOn > today) return refused(PAYMENT_MESSAGES.future);
  return db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "status"])
      .where("id", "=", invoiceId)
      .where("kind", "=", "invoice")
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) return { ok: false, reason: "not-found" } as const;
    if (invoice.status !== "issued") return refused(PAYMENT_MESSAGES.notIssued);
    const standing = (await invoiceStandings(trx, today, { invoiceIds: [invoiceId] })).get(
      invoiceId,
    );
    const owed =
      standing && standing.status !== "credited" ? Math.max(0, standing.balancePence) : 0;
    const needsRefund = payment.amountPence > owed;
    const row = await trx
      .insertInto("payments")
      .values({
        invoice_id: invoiceId,
        amount_pence: payment.amountPence,
        method: payment.method,
        state: "succeeded",
        received_on: payment.receivedOn,
        reference: payment.reference,
        needs_refund: needsRefund,
        recorded_by: options.actor.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await logChange(trx, {
      actor: options.actor,
      entity: "invoice",
      entityId: invoiceId,
      action: "payment",
      after: { ...payment, needsRefund },
    });
    return { ok: true, paymentId: row.id, needsRefund };
  });
}
