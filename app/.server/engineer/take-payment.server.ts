// "Take payment" on the engineer's phone once a job is finished (decision 0072): what its
// invoice still asks, as a QR code of the Checkout page for the customer's own phone, or the
// bank transfer details when the site takes no cards.
import type { Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import { formatPence } from "~/lib/money";
import { formatSortCode } from "~/lib/money-settings";
import type { TakePayment } from "~/lib/views/engineer";
import type { Database } from "../db/schema.server";
import { bankDetails } from "../invoices/records.server";
import { invoiceStandings } from "../invoices/status.server";
import { CARD_MINIMUM_PENCE, openCheckoutUrl } from "../payments/checkout.server";
import type { StripePayments } from "../payments/stripe.server";
import { checkoutQrSvg, takePaymentQr } from "../payments/take-payment-qr.server";

export type { TakePayment };

interface JobOfEngineer {
  engineerId: string;
  jobId: string;
}

/**
 * The invoice the customer can pay now: the newest issued invoice of a finished job given to
 * this engineer that no credit note has cancelled, with what it still asks. Null otherwise.
 */
async function payableInvoice(db: Kysely<Database>, job: JobOfEngineer, now: Date) {
  const issued = await db
    .selectFrom("invoices")
    .innerJoin("jobs", "jobs.id", "invoices.job_id")
    .select(["invoices.id", "invoices.number", "jobs.reference"])
    .where("jobs.id", "=", job.jobId)
    .where("jobs.engineer_id", "=", job.engineerId)
    .where("jobs.status", "=", "completed")
    .where("invoices.kind", "=", "invoice")
    .where("invoices.status", "=", "issued")
    .orderBy("invoices.issued_at", "desc")
    .execute();
  if (issued.length === 0) return null;
  const standings = await invoiceStandings(db, londonDate(now), {
    invoiceIds: issued.map((invoice) => invoice.id),
  });
  for (const invoice of issued) {
    const standing = standings.get(invoice.id);
    if (!standing || standing.status === "credited") continue;
    return {
      invoiceId: invoice.id,
      number: invoice.number ?? "",
      reference: invoice.reference,
      paid: standing.status === "paid",
      duePence: Math.max(0, standing.balancePence),
    };
  }
  return null;
}

/**
 * What the finished job's page shows under "Take payment", reading only: the QR code is drawn
 * from a Checkout page made earlier by `showPaymentCode` and still open, never asked for here
 * (the saved day and a prefetch load this page too).
 */
export async function takePaymentView(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  job: JobOfEngineer,
  now: Date,
): Promise<TakePayment | null> {
  const invoice = await payableInvoice(db, job, now);
  if (!invoice) return null;
  if (invoice.paid || invoice.duePence <= 0) return { state: "paid", number: invoice.number };
  const amountDue = formatPence(invoice.duePence);
  if (!stripe || invoice.duePence < CARD_MINIMUM_PENCE) {
    const bank = await bankDetails(db);
    return {
      state: "bank",
      number: invoice.number,
      amountDue,
      bank: bank && { ...bank, sortCode: formatSortCode(bank.sortCode) },
    };
  }
  const url = await openCheckoutUrl(db, { invoiceId: invoice.invoiceId }, invoice.duePence, now);
  const qrSvg = url
    ? await checkoutQrSvg(url, {
        allowedOrigins: stripe.checkoutOrigins,
        label: `Scan to pay ${amountDue} by card or Direct Debit`,
      })
    : null;
  return { state: "card", number: invoice.number, amountDue, qrSvg };
}

export type ShowPaymentCodeResult =
  | { ok: true; reference: string }
  | { ok: false; reason: "not-found" }
  /** Paid meanwhile, or no card payments: the page shows why. */
  | { ok: false; reason: "unchanged"; reference: string; message: string }
  | { ok: false; reason: "unavailable"; message: string };

const STRIPE_UNAVAILABLE =
  "The card payment page could not be made just now. Try again in a minute, or give the customer the bank details.";

/**
 * The engineer's tap on "Show the code": the Checkout page for what the invoice still asks,
 * the same stored session as the customer's own pay button when one is open (decision 0071),
 * so tapping again never makes a second one. The page then draws it (`takePaymentView`).
 */
export async function showPaymentCode(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  job: JobOfEngineer,
  context: { siteOrigin: string; now?: Date },
): Promise<ShowPaymentCodeResult> {
  const now = context.now ?? new Date();
  const invoice = await payableInvoice(db, job, now);
  if (!invoice) return { ok: false, reason: "not-found" };
  const { reference } = invoice;
  const started = await takePaymentQr(db, stripe, invoice.invoiceId, { ...context, now });
  switch (started.status) {
    case "qr":
      return { ok: true, reference };
    case "nothing-due":
      return {
        ok: false,
        reason: "unchanged",
        reference,
        message: "The invoice has been paid: there is nothing to take.",
      };
    case "not-configured":
      return {
        ok: false,
        reason: "unchanged",
        reference,
        message: "Card payments are not set up: give the customer the bank details.",
      };
    case "unavailable":
      console.error(`[wfc] Take payment for ${reference}: ${started.message}`);
      return { ok: false, reason: "unavailable", message: STRIPE_UNAVAILABLE };
  }
}
