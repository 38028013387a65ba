// The stand-in Stripe of the browser and HTTP tests: playwright.config.ts starts it beside the
// app (run-stripe-stand-in.ts) and gives the app these as STRIPE_* (decision 0071).
export const E2E_STRIPE_SECRET_KEY = "sk_test_e2e_standin_0123456789";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_standin_0123456789";
