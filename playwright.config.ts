import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./tests/setup/chromium";
import { E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET } from "./tests/stand-ins/e2e-stripe";

// Overridable so two test runs (say, two checkouts) can run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// The stand-in Stripe (tests/stand-ins): the app's STRIPE_API_BASE, and the customer's "Checkout".
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 1000);
export const STRIPE_STAND_IN_URL = `http://127.0.0.1:${STRIPE_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data";
// The specs read the caught mail from here too (support/fixtures.ts).
process.env.MAIL_DIR ??= "tests/.tmp/mail";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Whole journeys (sign-up to sign-out) on a 2-core machine running two workers.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Recording every test costs a fifth of the run; a failure is retried once in CI, with a trace.
    trace: "on-first-retry",
    locale: "en-GB",
    timezoneId: "Europe/London",
  },
  projects: [
    // Each demo account signs in once through the real form; specs reuse the saved cookie.
    { name: "setup", testMatch: /setup\/.*\.setup\.ts$/ },
    // Checks over HTTP alone (every public URL, sitemap, headers, the fuzz and the role × route
    // matrix) need no browser mode.
    { name: "http", testMatch: /\.http\.spec\.ts$/, dependencies: ["setup"] },
    // Every journey with JavaScript, as nearly every visitor's phone runs it; axe runs here.
    {
      name: "js",
      use: { javaScriptEnabled: true },
      testIgnore: /\.http\.spec\.ts$/,
      dependencies: ["setup"],
    },
    // Without JavaScript: only what behaves differently, every form and flow that posts, once
    // (tests tagged @no-js; docs/decisions/0054-browser-test-projects.md says which and why).
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      testIgnore: /\.http\.spec\.ts$/,
      grep: /@no-js/,
      dependencies: ["setup"],
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/stand-ins/run-stripe-stand-in.ts`,
      port: STRIPE_PORT,
      env: {
        STRIPE_STAND_IN_PORT: String(STRIPE_PORT),
        STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        WEBHOOK_URL: `${BASE_URL}/webhooks/stripe`,
      },
      reuseExistingServer: false,
    },
    {
      command: `node tests/e2e/support/mail-catcher.mjs`,
      port: SMTP_PORT,
      env: { SMTP_PORT: String(SMTP_PORT), MAIL_DIR: process.env.MAIL_DIR },
      reuseExistingServer: false,
    },
    {
      // The specs' preconditions are data (tests/e2e/seed), written before the server opens it.
      command: `rm -rf ${DATA_DIR} && npx tsx tests/e2e/seed/run.ts && node server.mjs`,
      url: `${BASE_URL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      env: {
        HOST: "127.0.0.1",
        PORT: String(PORT),
        DATA_DIR,
        SEED_DEMO: "1",
        SESSION_SECRET: "e2e-session-secret-0123456789",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        OUTBOX_INTERVAL_MS: "250",
        STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: STRIPE_STAND_IN_URL,
        // The tests stand in for the proxy: each test's X-Forwarded-For makes it its own
        // visitor to the per-IP limits (tests/e2e/support/fixtures.ts).
        TRUST_PROXY_HOPS: "1",
        NODE_ENV: "production",
        // No daily backup: its dump would hold the embedded database for seconds mid-run.
        BACKUP_DIR: "off",
      },
    },
  ],
});
