import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { invoiceAmountStillDue, quoteDepositStillDue } from "./amount-due.server";

/** What /pay/done shows after Stripe sends the customer back: read only, never written. */
export type PaymentStatusView =
  | { found: false }
  | {
      found: true;
      /** "Invoice INV-000123" or "Deposit for quote Q-2026-000001". */
      paidFor: string;
      amountPence: number;
      /** The webhook's word on this session; "waiting" until it has arrived. */
      state: "waiting" | "pending" | "succeeded" | "failed";
      stillDuePence: number | null;
    };

const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * The state of the payment made through one Checkout session, as recorded by the webhook (the
 * only source of truth, decision 0071): the redirect back from Stripe proves nothing by itself.
 */
export async function paymentStatusOfSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<PaymentStatusView> {
  if (!CHECKOUT_SESSION_ID.test(sessionId)) return { found: false };
  const session = await db
    .selectFrom("checkout_sessions as s")
    .leftJoin("invoices as i", "i.id", "s.invoice_id")
    .leftJoin("quotes as q", "q.id", "s.quote_id")
    .select(["s.invoice_id", "s.quote_id", "s.amount_pence", "i.number", "q.reference"])
    .where("s.stripe_session_id", "=", sessionId)
    .executeTakeFirst();
  if (!session) return { found: false };
  const payment = await db
    .selectFrom("payments")
    .select("state")
    .where("reference", "=", sessionId)
    .where("amount_pence", ">", 0)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const stillDuePence = session.invoice_id
    ? await invoiceAmountStillDue(db, session.invoice_id)
    : session.quote_id
      ? await quoteDepositStillDue(db, session.quote_id)
      : null;
  return {
    found: true,
    paidFor: session.invoice_id
      ? `Invoice ${session.number ?? ""}`.trim()
      : `Deposit for quote ${session.reference ?? ""}`.trim(),
    amountPence: session.amount_pence,
    state: payment?.state ?? "waiting",
    stillDuePence,
  };
}
