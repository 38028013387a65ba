import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

function emptyAsUnset<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SITE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("We Fix Coventry <bookings@wefixcoventry.co.uk>"),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().optional(),
  SEED_DEMO: booleanFlag,
  // Every page loads the app, reading pages too: the way back if pages without JavaScript
  // ever misbehave, and the "before" of `npm run lighthouse` (decision 0050).
  HYDRATE_EVERY_PAGE: booleanFlag,
  // Text messages through Twilio's Messages API: the account, and a number or a Messaging Service.
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  // Another address for Twilio's API: a compatible provider, or the test run's own fake.
  TWILIO_API_URL: emptyAsUnset(
    z
      .string()
      .url()
      .regex(/^https?:\/\//i, "must be an http:// or https:// URL")
      .optional(),
  ),
  // Card and Bacs payments through Stripe's hosted Checkout (decision 0071): the secret key, the
  // webhook's signing secret, and another address for the same API (a stand-in in tests).
  STRIPE_SECRET_KEY: emptyAsUnset(z.string().optional()),
  STRIPE_WEBHOOK_SECRET: emptyAsUnset(z.string().optional()),
  STRIPE_API_BASE: emptyAsUnset(
    z
      .string()
      .url()
      .regex(/^https?:\/\//i, "must be an http:// or https:// URL")
      .optional(),
  ),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
  // One interval for the background sweeps (reminders, scheduled posts, planned maintenance),
  // for tests that cannot wait a sweep's own minutes; unset, each keeps its own.
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().optional(),
  // The assistant's optional language model: an OpenAI-compatible chat API (decision 20).
  ASSISTANT_API_URL: emptyAsUnset(
    z
      .string()
      .url()
      .regex(/^https?:\/\//i, "must be an http:// or https:// URL")
      .optional(),
  ),
  ASSISTANT_API_KEY: emptyAsUnset(z.string().optional()),
  ASSISTANT_MODEL: emptyAsUnset(z.string().optional()),
  // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, there is no
  // such route (docs/decisions/0083).
  METRICS_TOKEN: emptyAsUnset(z.string().min(16, "must be at least 16 characters").optional()),
  // On SIGTERM, how long /readyz fails while requests are still taken, before the server stops
  // taking them: long enough for the load balancer's checks to see it (deploy/app.env).
  STOP_DRAIN_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(120_000).default(0),
  ),
  // How many proxies of ours stand in front (see clientAddress); an empty value means the default.
  // 0 by default: `npm start` has nothing in front, and trusting a header no proxy wrote would
  // let a visitor pick a new address per request. A deployment behind a proxy sets it.
  TRUST_PROXY_HOPS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(10).default(0),
  ),
});

const checkedEnvironmentSchema = environmentSchema.refine(
  (values) => !values.ASSISTANT_API_URL || values.ASSISTANT_MODEL,
  {
    message: "ASSISTANT_MODEL is required when ASSISTANT_API_URL is set",
    path: ["ASSISTANT_MODEL"],
  },
);

export type Environment = z.infer<typeof environmentSchema> & {
  dataDir: string;
  authMode: "local" | "supabase";
  sessionSecret: string;
  /** Cookies are Secure and HSTS is sent only where the site is served over HTTPS. */
  https: boolean;
};

let cached: Environment | undefined;

/** Reads the environment once; a bad value stops the server with the variable's name. */
export function env(): Environment {
  if (cached) return cached;
  const parsed = checkedEnvironmentSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  cached = {
    ...values,
    dataDir,
    authMode: values.SUPABASE_URL && values.SUPABASE_ANON_KEY ? "supabase" : "local",
    sessionSecret: values.SESSION_SECRET ?? generatedSecret(dataDir),
    https: values.SITE_URL?.startsWith("https:") === true,
  };
  return cached;
}

/**
 * Without SESSION_SECRET, one random secret is made and kept in the data directory, so a
 * single server needs no set-up and sessions survive restarts. Several servers behind a load
 * balancer must share SESSION_SECRET.
 */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

/** For tests that change the environment between cases. */
export function resetEnvironmentCache() {
  cached = undefined;
}
