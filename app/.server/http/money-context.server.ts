import { env } from "../env.server";
import type { MoneyContext } from "../invoices/customer-money.server";
import type { AppServices } from "../services.server";

/**
 * What a customer's page needs to show its money: card and Direct Debit only when Stripe is
 * configured (services.stripe, decision 0071), and the server's secret its links derive from.
 */
export function moneyContext(
  services: Pick<AppServices, "stripe">,
  now = new Date(),
): MoneyContext {
  return { now, payOnline: Boolean(services.stripe), linkSecret: env().sessionSecret };
}
