// Runs the stand-in Stripe as a process of its own (playwright.config.ts's webServer):
// STRIPE_STAND_IN_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, and WEBHOOK_URL, where the
// hosted page's "pay" buttons deliver their signed events.
import { StripeStandIn } from "./stripe-stand-in";

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? "4999");
const standIn = new StripeStandIn({
  secretKey: process.env.STRIPE_SECRET_KEY ?? "",
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "",
  webhookUrl: process.env.WEBHOOK_URL,
});
console.log(`[stripe stand-in] ${await standIn.start(port)}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void standIn.stop().then(() => process.exit(0));
  });
}
