import { createLocalAuthAdapter } from "./auth/local-adapter.server";
import { createSupabaseAuthAdapter } from "./auth/supabase-adapter.server";
import type { DatabaseHandle } from "./db/connection.server";
import { describeDemoAccounts } from "./db/seed.server";
import { registerDomainReactions } from "./domain-reactions.server";
import { openPreparedDatabase } from "./db/setup.server";
import { startEmailSender } from "./email/sender.server";
import { env } from "./env.server";
import { startReminderSweep } from "./jobs/reminders.server";
import { startScheduledPostsSweep } from "./blog/scheduled-publishing.server";
import { startSmsSender, twilioConfigFrom } from "./messages/sms.server";
import { createStripePayments, stripeConfigFrom } from "./payments/stripe.server";
import { startPlannedMaintenanceSweep } from "./orgs/planned-sweep.server";
import { startSettingsWatch } from "./cache/settings-version.server";
import { assistantLibrary } from "./assistant/answer.server";
import { watchServices } from "./observability/watch.server";
import { startServerBackups } from "./backup/server-backups.server";
import { s3ConfigFrom } from "./storage/s3-storage.server";
import type { AppServices } from "./services.server";

const log = (message: string) => console.log(`[wfc] ${message}`);

// Before any request: a finished visit refuses to run without the organisation's reaction.
registerDomainReactions();

interface AppState {
  services?: Promise<AppServices>;
  stopServices?: (signal: string) => void;
  signalsClaimed?: boolean;
}

// Kept on globalThis so a rebuilt server bundle in development (server.mjs re-imports it)
// reuses the open database and stops it with the bundle that opened it.
const globalState = globalThis as typeof globalThis & { __wfcApp?: AppState };
const state = (globalState.__wfcApp ??= {});

/** server.mjs answers SIGTERM/SIGINT itself, so that requests under way can finish. */
export function claimStopSignals() {
  state.signalsClaimed = true;
}

/** Stops the sweeps, closes the database (flushing the embedded one) and ends the process. */
export function stopApp(signal: string) {
  const opening = state.services;
  if (!opening) process.exit(0);
  // A stop while the database is still opening waits for it, so the lock is released.
  opening.then(
    () => state.stopServices?.(signal),
    () => process.exit(1),
  );
}

async function start(): Promise<AppServices> {
  const config = env();
  // Checked at start: a half-configured bucket stops the server here, naming the variable,
  // instead of failing at the first photo.
  const bucket = s3ConfigFrom(process.env)?.bucket;
  const localAuth = config.authMode === "local";
  const handle: DatabaseHandle = await openPreparedDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.dataDir },
    { localAuth, seedDemo: config.SEED_DEMO, log },
  );
  const stopSender = startEmailSender(handle.db, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    intervalMs: config.OUTBOX_INTERVAL_MS,
    log,
  });
  const stopTexts = startSmsSender(handle.db, {
    twilio: twilioConfigFrom(config),
    intervalMs: config.OUTBOX_INTERVAL_MS,
    log,
  });
  const sweeps = { siteOrigin: config.SITE_URL, intervalMs: config.SWEEP_INTERVAL_MS, log };
  const stopReminders = startReminderSweep(handle.db, sweeps);
  const stopPlanned = startPlannedMaintenanceSweep(handle.db, sweeps);
  const stopScheduledPosts = startScheduledPostsSweep(handle.db, sweeps);
  const settingsWatch = startSettingsWatch(handle.db, { log });
  const stopBackups = await startServerBackups(handle, {
    dataDir: config.dataDir,
    production: config.NODE_ENV === "production",
    localAuth,
    filesInBucket: Boolean(bucket),
    sweepIntervalMs: config.SWEEP_INTERVAL_MS,
    log,
  });
  state.stopServices = (signal: string) => {
    log(`${signal}: closing the database`);
    stopSender();
    stopTexts();
    stopReminders();
    stopPlanned();
    stopScheduledPosts();
    settingsWatch.stop();
    stopBackups();
    handle.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // server.mjs stops taking requests first and calls stopApp when the last one has ended;
  // where nobody else does (a script or test opening the build), the signal closes it at once.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      if (!state.signalsClaimed) stopApp(signal);
    });
  }

  const auth = localAuth
    ? createLocalAuthAdapter(handle.db, {
        secret: config.sessionSecret,
        // Never in the log (docs/decisions/0083): without SMTP the links wait in the outbox,
        // which admins read on /admin.
        logLinks: false,
        log,
      })
    : createSupabaseAuthAdapter({
        url: config.SUPABASE_URL ?? "",
        anonKey: config.SUPABASE_ANON_KEY ?? "",
      });
  log(
    `Ready: ${handle.kind === "pglite" ? `embedded Postgres in ${config.dataDir}` : "Postgres server"}, ${config.authMode} auth, files ${bucket ? `in the bucket ${bucket}` : "on this disk"}`,
  );
  if (config.SEED_DEMO && localAuth) {
    // The log scrubs e-mail addresses, which would leave the person at the terminal (npm run
    // quickstart) without the accounts to sign in with: a terminal gets them as plain lines.
    // Logs kept in files stay JSON and scrubbed (decision 0083).
    if (process.stdout.isTTY) process.stdout.write(`\n${describeDemoAccounts()}\n\n`);
    else log(describeDemoAccounts());
  }
  const stripeConfig = stripeConfigFrom(config);
  if (!stripeConfig) log("Stripe is not configured: invoices and quotes ask for a bank transfer.");
  else if (!stripeConfig.webhookSecret) {
    log("STRIPE_WEBHOOK_SECRET is not set: no Stripe payment is recorded until it is.");
  }
  const stripe = stripeConfig ? createStripePayments(stripeConfig) : null;
  // The assistant's index is built now, so the first visitor's question does not wait for it.
  assistantLibrary(handle.db, stripe !== null).catch((error: unknown) => {
    console.warn(
      "The assistant's index could not be built at start; it is built at the first question",
      error,
    );
  });
  // From here /readyz answers from the services' own checks, and /metrics reads them.
  watchServices(handle);
  return { db: handle.db, auth, stripe };
}

/**
 * The app's database and auth provider, opened once per process: by the build's entry at start,
 * then by the load context (app/.server/http/load-context.server.ts) of each request; routes
 * receive the services from Remix and hand them down (docs/decisions/0058).
 */
export function openServices(): Promise<AppServices> {
  state.services ??= start();
  return state.services;
}
