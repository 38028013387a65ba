import type { Kysely } from "kysely";
import { paymentWaysWords, type PaymentWays } from "~/lib/payment-ways";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { bankDetails } from "../invoices/records.server";

// A safety net only: saving the money settings drops this process's copy at once and every
// other process's within one poll of the settings version (decision 0036).
const BANK_CACHE_TTL_MS = 5 * 60_000;

/**
 * The ways the site lets a customer pay, for the public pages (cached like the price list, so
 * they render without a round trip): online when Stripe is configured (services.stripe), by
 * bank transfer when the money settings hold the bank details invoices show.
 */
export async function paymentWays(db: Kysely<Database>, payOnline: boolean): Promise<PaymentWays> {
  const bank = await memo("money:bank-details", BANK_CACHE_TTL_MS, () => bankDetails(db));
  return { online: payOnline, bankTransfer: bank !== null };
}

/** The same as the words the copy's {pay:ways} stands for. */
export async function paymentWaysInWords(
  db: Kysely<Database>,
  payOnline: boolean,
): Promise<string | null> {
  return paymentWaysWords(await paymentWays(db, payOnline));
}
