import { sql, type Expression, type Kysely, type Transaction } from "kysely";
import { hashToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { rateLimited, type Refusal } from "../http/refusal.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A new tracking link for a job, for a message that carries one. Tokens are stored only as
 * their hash, so the booking e-mail's link cannot be sent again: each message mints its own,
 * and every one of them keeps working (job_tracking_links).
 */
export async function mintTrackingLink(
  db: Executor,
  jobId: string,
  siteOrigin: string,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("job_tracking_links")
    .values({ token_hash: hashToken(token), job_id: jobId })
    .execute();
  return `${siteOrigin.replace(/\/+$/, "")}/track/${token}`;
}

/**
 * Links kept for ever are rows kept for ever: however often someone asks, one job gets at most
 * this many new links within the window (messages' links count, though they are never refused).
 */
export const TRACKING_LINK_CAP = { perJob: 20, windowSeconds: 3600 } as const;

/**
 * A new tracking link asked for by a person rather than a message, or the refusal once the job
 * has TRACKING_LINK_CAP's links within its window. The caller holds the job's row lock
 * in `trx`, so two requests cannot both pass the count.
 */
export async function mintTrackingLinkWithinCap(
  trx: Transaction<Database>,
  jobId: string,
  siteOrigin: string,
): Promise<{ ok: true; url: string } | Refusal> {
  const window = sql`make_interval(secs => ${TRACKING_LINK_CAP.windowSeconds})`;
  const recent = await trx
    .selectFrom("job_tracking_links")
    .select([
      (eb) => eb.fn.countAll<string>().as("minted"),
      sql<number | null>`ceil(extract(epoch from (min(created_at) + ${window} - now())))::int`.as(
        "retry_after",
      ),
    ])
    .where("job_id", "=", jobId)
    .where("created_at", ">", sql<Date>`now() - ${window}`)
    .executeTakeFirstOrThrow();
  if (Number(recent.minted) >= TRACKING_LINK_CAP.perJob) {
    return rateLimited(Math.max(1, recent.retry_after ?? TRACKING_LINK_CAP.windowSeconds));
  }
  return { ok: true, url: await mintTrackingLink(trx, jobId, siteOrigin) };
}

/**
 * The id of the job a tracking token's hash opens: the booking's own link (jobs.tracking_token_hash)
 * or one minted later. Two primary-key or unique-index lookups, as one scalar expression.
 */
export function trackedJobIdOf(tokenHash: string): Expression<string | null> {
  return sql<string | null>`coalesce(
    (select jobs.id from public.jobs as jobs where jobs.tracking_token_hash = ${tokenHash}),
    (select links.job_id from public.job_tracking_links as links where links.token_hash = ${tokenHash})
  )`;
}
