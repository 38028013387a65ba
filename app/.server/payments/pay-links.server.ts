import type { Kysely } from "kysely";
import { formatPence } from "~/lib/money";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import { invoiceIdForToken } from "../invoices/links.server";
import { quoteIdForTokenHash } from "../quotes/quote-links.server";
import type { Database } from "../db/schema.server";
import { invoiceAmountStillDue, quoteDepositStillDue } from "./amount-due.server";
import { startCheckout, type CheckoutTarget } from "./checkout.server";
import type { StripePayments } from "./stripe.server";

/** What the pay buttons of /invoice/{token} and /quote/{token} lead to. */
export type PayLinkResult =
  | { status: "to-stripe"; url: string }
  | { status: "not-found" }
  /** Back to the document's page with a message: nothing to pay, or pay another way. */
  | {
      status: "back";
      to: string;
      kind: "nothing-due" | "bank-transfer" | "try-later";
      message: string;
    };

export interface PayLinkContext {
  siteOrigin: string;
  now?: Date;
}

const BANK_TRANSFER =
  "Card payments are not available here at the moment: please pay by bank transfer, with the details shown.";
const TRY_LATER =
  "The card payment page could not be opened just now. Please try again in a few minutes, or pay by bank transfer.";

interface Payable {
  target: CheckoutTarget;
  duePence: number | null;
  description: string;
  email: string;
  backTo: string;
}

async function payableInvoice(db: Kysely<Database>, token: string): Promise<Payable | null> {
  // Each e-mail carries its own link to the invoice (decision 0070): every one of them pays it.
  const invoiceId = await invoiceIdForToken(db, token);
  const invoice = invoiceId
    ? await db
        .selectFrom("invoices")
        .select(["id", "number", "buyer_email"])
        .where("id", "=", invoiceId)
        .where("kind", "=", "invoice")
        .executeTakeFirst()
    : undefined;
  if (!invoice) return null;
  return {
    target: { invoiceId: invoice.id },
    duePence: await invoiceAmountStillDue(db, invoice.id),
    description: `Invoice ${invoice.number ?? ""}`.trim(),
    email: invoice.buyer_email,
    backTo: `/invoice/${token}`,
  };
}

async function payableQuote(db: Kysely<Database>, token: string): Promise<Payable | null> {
  // The e-mail's link and those a customer's page gave (decision 0073) all pay the deposit.
  const quoteId = await quoteIdForTokenHash(db, hashToken(token));
  const quote = quoteId
    ? await db
        .selectFrom("quotes")
        .select(["id", "reference", "customer_email"])
        .where("id", "=", quoteId)
        .executeTakeFirst()
    : undefined;
  if (!quote) return null;
  return {
    target: { quoteId: quote.id },
    // Null unless the quote is accepted: a deposit is asked only then.
    duePence: await quoteDepositStillDue(db, quote.id),
    description: `Deposit for quote ${quote.reference}`,
    email: quote.customer_email,
    backTo: `/quote/${token}`,
  };
}

async function payThroughStripe(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  payable: Payable | null,
  context: PayLinkContext,
): Promise<PayLinkResult> {
  if (!payable) return { status: "not-found" };
  const due = payable.duePence ?? 0;
  if (due <= 0) {
    return {
      status: "back",
      to: payable.backTo,
      kind: "nothing-due",
      message: "There is nothing to pay here at the moment.",
    };
  }
  const started = await startCheckout(db, stripe, {
    ...payable.target,
    amountPence: due,
    description: payable.description,
    customerEmail: payable.email,
    successUrl: `${context.siteOrigin}/pay/done?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${context.siteOrigin}${payable.backTo}`,
    now: context.now,
  });
  switch (started.status) {
    case "ready":
      return { status: "to-stripe", url: started.url };
    case "not-found":
      return { status: "not-found" };
    case "amount-too-small":
      return {
        status: "back",
        to: payable.backTo,
        kind: "bank-transfer",
        message: `${formatPence(due)} is below the smallest card payment: please pay it by bank transfer.`,
      };
    case "not-configured":
      return { status: "back", to: payable.backTo, kind: "bank-transfer", message: BANK_TRANSFER };
    case "stripe-failed":
      return { status: "back", to: payable.backTo, kind: "try-later", message: TRY_LATER };
  }
}

/** POST /pay/invoice/{token}: the invoice's balance through Stripe's hosted Checkout. */
export async function payInvoiceByLink(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  token: string,
  context: PayLinkContext,
): Promise<PayLinkResult> {
  if (!isWellFormedToken(token)) return { status: "not-found" };
  return payThroughStripe(db, stripe, await payableInvoice(db, token), context);
}

/** POST /pay/quote/{token}: an accepted quote's deposit through Stripe's hosted Checkout. */
export async function payQuoteDepositByLink(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  token: string,
  context: PayLinkContext,
): Promise<PayLinkResult> {
  if (!isWellFormedToken(token)) return { status: "not-found" };
  return payThroughStripe(db, stripe, await payableQuote(db, token), context);
}
