import type { Kysely } from "kysely";
import type { AuthAdapter } from "./auth/port.server";
import type { Database } from "./db/schema.server";
import type { StripePayments } from "./payments/stripe.server";

/**
 * What the server opens once per process and hands every loader and action through Remix's
 * load context (docs/decisions/0058). Domain code takes the part it needs as a parameter.
 */
export interface AppServices {
  db: Kysely<Database>;
  auth: AuthAdapter;
  /** Stripe's Checkout and webhooks, or null without STRIPE_SECRET_KEY (bank transfer only). */
  stripe?: StripePayments | null;
}
