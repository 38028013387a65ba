import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { rateLimited, unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "./rate-limit.server";

/**
 * Failed sign-ins slow down, they never lock out. Each address that gets an account's password
 * wrong waits longer after every failure past the first few; once the account has failed many
 * times from anywhere, every address that has failed for it waits longer still. An address that
 * has not failed for the account is never held back by the account's count, so the owner signs
 * in from home while someone guesses from elsewhere; the longest wait is 15 minutes.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures from one address for one account before it has to wait. */
  freeFailuresPerAddress: 3,
  /** Failures for one account from every address before every failing address waits more. */
  freeFailuresPerAccount: 10,
  firstWaitSeconds: 30,
  maxWaitSeconds: 900,
  /** A failure older than this (since the last one of its counter) is forgotten. */
  forgetAfterSeconds: 3600,
} as const;

/** The wait after `failures` failures, doubling from the first one past the free ones. */
export function waitAfterFailures(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 16);
  return Math.min(
    SIGN_IN_THROTTLE.maxWaitSeconds,
    SIGN_IN_THROTTLE.firstWaitSeconds * 2 ** doublings,
  );
}

// In the rate_limits table a failure counter keeps its last failure in window_started_at.
function accountBucket(email: string) {
  return `sign-in-failures:account:${email.toLowerCase()}`;
}
function addressBucket(email: string, ip: string) {
  return `sign-in-failures:address:${email.toLowerCase()}:${ip}`;
}

interface FailureCount {
  failures: number;
  secondsSinceLast: number;
}

async function readFailures(
  db: Kysely<Database>,
  buckets: readonly string[],
): Promise<Map<string, FailureCount>> {
  const rows = await db
    .selectFrom("rate_limits")
    .select([
      "bucket",
      "hits",
      sql<number>`extract(epoch from now() - window_started_at)::float8`.as("age"),
    ])
    .where("bucket", "in", buckets)
    .execute();
  const counts = new Map<string, FailureCount>();
  for (const row of rows) {
    if (row.age < SIGN_IN_THROTTLE.forgetAfterSeconds) {
      counts.set(row.bucket, { failures: row.hits, secondsSinceLast: Math.max(0, row.age) });
    }
  }
  return counts;
}

/** How long this address must still wait before trying this account again; 0 = it may now. */
export async function signInWaitSeconds(
  db: Kysely<Database>,
  keys: { ip: string; email: string },
): Promise<number> {
  const account = accountBucket(keys.email);
  const address = addressBucket(keys.email, keys.ip);
  const counts = await readFailures(db, [account, address]);
  const fromAddress = counts.get(address);
  if (!fromAddress) return 0;
  const wait = Math.max(
    waitAfterFailures(fromAddress.failures, SIGN_IN_THROTTLE.freeFailuresPerAddress),
    waitAfterFailures(counts.get(account)?.failures ?? 0, SIGN_IN_THROTTLE.freeFailuresPerAccount),
  );
  return Math.ceil(Math.max(0, wait - fromAddress.secondsSinceLast));
}

/**
 * May this sign-in attempt be checked at all: the address's overall limit (every attempt counts)
 * and the slow-down of failures. null, or the refusal: 429 with the wait, 503 when the database
 * could not say.
 */
export async function signInAttemptAllowed(
  db: Kysely<Database>,
  keys: { ip: string; email: string },
): Promise<Refusal | null> {
  const overall = await attemptAllowed(db, "sign-in", { ip: keys.ip });
  if (overall) return overall;
  try {
    const wait = await signInWaitSeconds(db, keys);
    return wait > 0 ? rateLimited(wait) : null;
  } catch (error) {
    return unavailable(error);
  }
}

async function countFailure(db: Kysely<Database>, bucket: string) {
  const forget = sql`make_interval(secs => ${SIGN_IN_THROTTLE.forgetAfterSeconds})`;
  await db
    .insertInto("rate_limits")
    .values({ bucket, window_started_at: sql`now()`, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("bucket").doUpdateSet({
        hits: sql`case when rate_limits.window_started_at <= now() - ${forget} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql`now()`,
      }),
    )
    .execute();
}

/** A wrong password (or an unknown account) from this address. */
export async function recordSignInFailure(
  db: Kysely<Database>,
  keys: { ip: string; email: string },
): Promise<void> {
  await countFailure(db, accountBucket(keys.email));
  await countFailure(db, addressBucket(keys.email, keys.ip));
}

/**
 * The address proved it knows the password, or the mailbox (a password reset): its failures
 * for the account are forgotten. The account's count is left to fade, so addresses still
 * guessing stay slowed down.
 */
export async function clearSignInFailures(
  db: Kysely<Database>,
  keys: { ip: string; email: string },
): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("bucket", "=", addressBucket(keys.email, keys.ip))
    .execute();
}
