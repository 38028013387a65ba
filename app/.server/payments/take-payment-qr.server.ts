import type { Kysely } from "kysely";
import QRCode from "qrcode";
import type { Database } from "../db/schema.server";
import { invoiceAmountStillDue } from "./amount-due.server";
import { startCheckout } from "./checkout.server";
import type { StripePayments } from "./stripe.server";

/** Only Stripe's hosted pages (or the stand-in's, in tests) are drawn: never an arbitrary link. */
export function isCheckoutUrl(url: string, allowedOrigins: readonly string[] = []): boolean {
  try {
    const parsed = new URL(url);
    if (allowedOrigins.includes(parsed.origin)) return true;
    return parsed.protocol === "https:" && parsed.hostname === "checkout.stripe.com";
  } catch {
    return false;
  }
}

/**
 * "Take payment" on the engineer's phone: the invoice's Checkout link as an SVG QR code, drawn
 * on the server so the page needs no script; the customer scans it with their own phone.
 * Error correction M survives a scratched or dim screen; the quiet zone is the 4 modules the
 * standard asks for. Null for a link that is not a Checkout page.
 */
export async function checkoutQrSvg(
  checkoutUrl: string,
  options: { allowedOrigins?: readonly string[]; label?: string } = {},
): Promise<string | null> {
  if (!isCheckoutUrl(checkoutUrl, options.allowedOrigins)) return null;
  const svg = await QRCode.toString(checkoutUrl, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
  const label = options.label ?? "Scan to pay by card or Direct Debit";
  // A name for screen readers: the picture is the only way the link is shown.
  return svg.replace("<svg ", `<svg role="img" aria-label="${label.replace(/[<>&"]/g, "")}" `);
}

export type TakePaymentResult =
  | { status: "qr"; svg: string; url: string; amountPence: number }
  | { status: "nothing-due" }
  | { status: "not-configured" }
  | { status: "unavailable"; message: string };

/**
 * The engineer's "Take payment" at finish: the invoice's balance as a Checkout page and its QR
 * code. The same stored session as the customer's own pay button when one is open.
 */
export async function takePaymentQr(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  invoiceId: string,
  context: { siteOrigin: string; now?: Date; allowedOrigins?: readonly string[] },
): Promise<TakePaymentResult> {
  const due = await invoiceAmountStillDue(db, invoiceId);
  if (due === null || due <= 0) return { status: "nothing-due" };
  const invoice = await db
    .selectFrom("invoices")
    .select(["number", "buyer_email"])
    .where("id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  const started = await startCheckout(db, stripe, {
    invoiceId,
    amountPence: due,
    description: `Invoice ${invoice.number ?? ""}`.trim(),
    customerEmail: invoice.buyer_email,
    successUrl: `${context.siteOrigin}/pay/done?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${context.siteOrigin}/`,
    now: context.now,
  });
  if (started.status === "not-configured") return { status: "not-configured" };
  if (started.status !== "ready") {
    const message = started.status === "stripe-failed" ? started.message : started.status;
    return { status: "unavailable", message };
  }
  const svg = await checkoutQrSvg(started.url, {
    allowedOrigins: context.allowedOrigins ?? stripe?.checkoutOrigins,
  });
  if (!svg) return { status: "unavailable", message: "Stripe gave an unexpected address" };
  return { status: "qr", svg, url: started.url, amountPence: due };
}
