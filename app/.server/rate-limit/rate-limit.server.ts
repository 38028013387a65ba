import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { rateLimited, unavailable, type Refusal } from "../http/refusal.server";

export interface RateLimitRule {
  /** Most attempts allowed within the window. */
  limit: number;
  windowSeconds: number;
}

export interface ActionRules {
  ip: RateLimitRule;
  /** Absent where an e-mail limit would let a stranger lock its owner out (sign-in). */
  email?: RateLimitRule;
}

export type RateLimitedAction =
  | "sign-in"
  | "sign-up"
  | "password-reset"
  | "new-password"
  | "contact"
  | "token-link"
  | "portal-link"
  | "booking"
  | "assistant";

/**
 * Per action: one rule per IP address, a stricter one per e-mail address. Sign-in has no
 * e-mail rule: failed sign-ins slow down per account and address instead (sign-in-throttle).
 */
export const RATE_LIMITS: Record<RateLimitedAction, ActionRules> = {
  "sign-in": { ip: { limit: 30, windowSeconds: 900 } },
  "sign-up": { ip: { limit: 10, windowSeconds: 3600 }, email: { limit: 3, windowSeconds: 3600 } },
  "password-reset": {
    ip: { limit: 10, windowSeconds: 3600 },
    email: { limit: 3, windowSeconds: 3600 },
  },
  // Choosing a new password from an e-mailed link: the link is the secret, this bounds abuse.
  "new-password": { ip: { limit: 10, windowSeconds: 3600 } },
  contact: { ip: { limit: 5, windowSeconds: 3600 }, email: { limit: 3, windowSeconds: 3600 } },
  // Token links: generous for people refreshing a page, tight for anyone guessing tokens.
  "token-link": {
    ip: { limit: 120, windowSeconds: 600 },
    email: { limit: 60, windowSeconds: 600 },
  },
  "portal-link": {
    ip: { limit: 10, windowSeconds: 3600 },
    email: { limit: 3, windowSeconds: 3600 },
  },
  // Confirmed bookings: a household or an office behind one address books a few a day; the
  // open bookings per e-mail address are capped in the booking settings too.
  booking: { ip: { limit: 10, windowSeconds: 3600 }, email: { limit: 5, windowSeconds: 3600 } },
  // The assistant's questions: a visitor asking and following up types a few a minute; each
  // answer searches the site, so a script hammering it is stopped. No e-mail is asked for.
  assistant: { ip: { limit: 30, windowSeconds: 600 } },
};

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window and says whether it is allowed. One atomic upsert,
 * so concurrent requests on any number of processes count correctly.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  bucket: string,
  rule: RateLimitRule,
): Promise<RateLimitVerdict> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, window_started_at: sql`now()`, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("bucket").doUpdateSet({
        hits: sql`case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql`case when rate_limits.window_started_at <= now() - ${window} then now() else rate_limits.window_started_at end`,
      }),
    )
    .returning([
      "hits",
      sql<number>`ceil(extract(epoch from (window_started_at + ${window} - now())))::int`.as(
        "retry_after",
      ),
    ])
    .executeTakeFirstOrThrow();
  return { allowed: row.hits <= rule.limit, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Checks the IP and the e-mail buckets of an action; both count the attempt. */
export async function checkRateLimits(
  db: Kysely<Database>,
  action: RateLimitedAction,
  keys: { ip: string; email?: string },
): Promise<RateLimitVerdict> {
  const rules = RATE_LIMITS[action];
  const verdicts = await Promise.all([
    hitRateLimit(db, `${action}:ip:${keys.ip}`, rules.ip),
    ...(keys.email && rules.email
      ? [hitRateLimit(db, `${action}:email:${keys.email.toLowerCase()}`, rules.email)]
      : []),
  ]);
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : {
        allowed: false,
        retryAfterSeconds: Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)),
      };
}

/**
 * One attempt at a limited action: null when it may go ahead, else the refusal to answer with.
 * A database failure is "unavailable" (503), never reported as a rate limit.
 */
export async function attemptAllowed(
  db: Kysely<Database>,
  action: RateLimitedAction,
  keys: { ip: string; email?: string },
): Promise<Refusal | null> {
  try {
    const verdict = await checkRateLimits(db, action, keys);
    return verdict.allowed ? null : rateLimited(verdict.retryAfterSeconds);
  } catch (error) {
    return unavailable(error);
  }
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  return rateLimited(retryAfterSeconds).message;
}
