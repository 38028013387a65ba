import { sql, type Expression, type Kysely, type Transaction } from "kysely";
import { hashToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";

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
 * The id of the job a tracking token's hash opens: the booking's own link (jobs.tracking_token_hash)
 * or one minted later. Two primary-key or unique-index lookups, as one scalar expression.
 */
export function trackedJobIdOf(tokenHash: string): Expression<string | null> {
  return sql<string | null>`coalesce(
    (select jobs.id from public.jobs as jobs where jobs.tracking_token_hash = ${tokenHash}),
    (select links.job_id from public.job_tracking_links as links where links.token_hash = ${tokenHash})
  )`;
}
