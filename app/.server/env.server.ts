import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

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
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
});

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
  const parsed = environmentSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === "production" && !values.SESSION_SECRET && !values.SEED_DEMO) {
    console.warn("SESSION_SECRET is not set: using a development secret. Set it in production.");
  }
  cached = {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    authMode: values.SUPABASE_URL && values.SUPABASE_ANON_KEY ? "supabase" : "local",
    sessionSecret: values.SESSION_SECRET ?? "development-only-secret-change-me",
    https: values.SITE_URL?.startsWith("https:") === true,
  };
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvironmentCache() {
  cached = undefined;
}
