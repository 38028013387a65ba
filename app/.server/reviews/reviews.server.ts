import { sql, type Kysely, type Transaction } from "kysely";
import { findService } from "~/content/services";
import { londonDate } from "~/lib/booking-rules";
import { outwardCode, servedArea } from "~/lib/postcode";
import type { ReviewInput } from "~/lib/schemas/review";
import { hashToken, isWellFormedToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import { firstName } from "../tracking/timeline.server";

/**
 * The review link of a completed job, for the "visit finished" e-mail: one per job, stored only
 * as its hash in jobs.review_token_hash. A job that already has one (or whose link was used)
 * gets none, so a job is reviewed at most once. Call it in the transaction that finishes the job.
 */
export async function mintReviewLink(
  trx: Transaction<Database>,
  jobId: string,
  siteOrigin: string,
): Promise<string | null> {
  const token = newToken();
  const minted = await trx
    .updateTable("jobs")
    .set({ review_token_hash: hashToken(token) })
    .where("id", "=", jobId)
    .where("review_token_hash", "is", null)
    .where("review_used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return minted ? `${siteOrigin.replace(/\/+$/, "")}/review/${token}` : null;
}

/** "Sarah Mitchell", "CV5 6AA" → { name: "Sarah", area: "Coventry" }: what a review shows by default. */
export function reviewDefaults(
  customerName: string,
  postcode: string,
): { name: string; area: string } {
  const outward = outwardCode(postcode);
  const area = outward ? (servedArea(postcode, [outward])?.area ?? outward) : "";
  return { name: firstName(customerName) ?? "", area };
}

export type ReviewLink =
  | {
      state: "open";
      reference: string;
      serviceName: string;
      defaults: { name: string; area: string };
    }
  | { state: "used"; reference: string };

export type ReviewVisit =
  { ok: true; link: ReviewLink } | { ok: false; reason: "not-found" } | Refusal;

async function findReviewJob(db: Kysely<Database> | Transaction<Database>, token: string) {
  return db
    .selectFrom("jobs")
    .select([
      "id",
      "reference",
      "service_slug",
      "customer_name",
      "postcode",
      "status",
      "review_used_at",
    ])
    .where("review_token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/**
 * The review page of a link: counted against the visitor's token-link limit before the token
 * is looked at, like tracking links. Unknown or malformed: "not-found"; used: "used".
 */
export async function visitReviewLink(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string },
): Promise<ReviewVisit> {
  if (!isWellFormedToken(token)) return { ok: false, reason: "not-found" };
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  try {
    const job = await findReviewJob(db, token);
    if (!job) return { ok: false, reason: "not-found" };
    if (job.review_used_at) return { ok: true, link: { state: "used", reference: job.reference } };
    return {
      ok: true,
      link: {
        state: "open",
        reference: job.reference,
        serviceName: findService(job.service_slug)?.name ?? job.service_slug,
        defaults: reviewDefaults(job.customer_name, job.postcode),
      },
    };
  } catch (error) {
    return unavailable(error);
  }
}

export type ReviewResult =
  | { ok: true; reference: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "used"; reference: string }
  | Refusal;

/**
 * Stores the review of a link and uses the link up, in one transaction under the job's row
 * lock: a second submission, at once or later, finds it used. The review waits for the
 * office's decision (moderation_state 'waiting').
 */
export async function submitReview(
  db: Kysely<Database>,
  token: string,
  input: ReviewInput,
  visitor: { ip: string },
  options: { now?: Date } = {},
): Promise<ReviewResult> {
  if (!isWellFormedToken(token)) return { ok: false, reason: "not-found" };
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  const now = options.now ?? new Date();
  try {
    return await db.transaction().execute(async (trx): Promise<ReviewResult> => {
      const job = await trx
        .selectFrom("jobs")
        .select(["id", "reference", "service_slug", "customer_name", "postcode", "review_used_at"])
        .where("review_token_hash", "=", hashToken(token))
        .forUpdate()
        .executeTakeFirst();
      if (!job) return { ok: false, reason: "not-found" };
      if (job.review_used_at) return { ok: false, reason: "used", reference: job.reference };
      const defaults = reviewDefaults(job.customer_name, job.postcode);
      await trx
        .insertInto("testimonials")
        .values({
          author_name: input.name,
          location: input.area?.trim() || defaults.area || "Coventry",
          rating: input.rating,
          body: input.body,
          service_slug: job.service_slug,
          received_on: londonDate(now),
          moderation_state: "waiting",
          source: "website",
          job_id: job.id,
        })
        .execute();
      await trx
        .updateTable("jobs")
        .set({ review_used_at: now, updated_at: sql<Date>`now()` })
        .where("id", "=", job.id)
        .execute();
      return { ok: true, reference: job.reference };
    });
  } catch (error) {
    return unavailable(error);
  }
}
