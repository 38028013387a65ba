import Stripe from "stripe";

/** Stripe's account: the secret key, the webhook's signing secret, and where its API is. */
export interface StripeConfig {
  secretKey: string;
  /** Without it no webhook can be verified, so none is applied. */
  webhookSecret: string | null;
  /** https://api.stripe.com unless STRIPE_API_BASE says otherwise (a stand-in in tests). */
  apiBase?: string;
}

/** The configured Stripe client and the webhook secret: what payments need from Stripe. */
export interface StripePayments {
  client: Stripe;
  webhookSecret: string | null;
  /**
   * Where Checkout pages may be besides checkout.stripe.com: STRIPE_API_BASE's origin, whose
   * stand-in serves its own pages. The engineer's QR code draws no other address.
   */
  checkoutOrigins?: readonly string[];
}

/** The Stripe settings from the environment, or null unless a secret key is set. */
export function stripeConfigFrom(values: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}): StripeConfig | null {
  const secretKey = values.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const webhookSecret = values.STRIPE_WEBHOOK_SECRET?.trim() || null;
  const apiBase = values.STRIPE_API_BASE?.trim().replace(/\/+$/, "") || undefined;
  return { secretKey, webhookSecret, ...(apiBase ? { apiBase } : {}) };
}

/**
 * Where Stripe's hosted Checkout page is, which a pay button's answer redirects to: the
 * pages' CSP must let a form's submission end there (form-action covers redirects).
 */
export function checkoutOrigin(config: StripeConfig): string {
  return config.apiBase ? new URL(config.apiBase).origin : "https://checkout.stripe.com";
}

/** The SDK takes the API's address in parts; STRIPE_API_BASE is one URL, like TWILIO_API_URL. */
function addressOf(apiBase: string): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

export function createStripePayments(config: StripeConfig): StripePayments {
  const client = new Stripe(config.secretKey, {
    // A timeout or a 409/5xx is tried again by the SDK with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ? addressOf(config.apiBase) : {}),
  });
  return {
    client,
    webhookSecret: config.webhookSecret,
    checkoutOrigins: config.apiBase ? [new URL(config.apiBase).origin] : [],
  };
}
