import { sql, type Kysely, type Transaction } from "kysely";
import { findService } from "~/content/services";
import {
  FEATURED_LIMIT,
  MODERATION_STATE_LABELS,
  REVIEW_SOURCE_LABELS,
  isTestimonialId,
} from "~/lib/review-moderation";
import type { ExternalReviewInput, ModerationChange } from "~/lib/schemas/testimonials";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database, ModerationState } from "../db/schema.server";
import { refused, unavailable, type Refusal } from "../http/refusal.server";

/** The change log's name for a review (entity "testimonial", id = the row's id). */
export const TESTIMONIAL_ENTITY = "testimonial";

// Two admins featuring at once must not both take the last place on the home page.
const FEATURE_LOCK_KEY = 7_412_044;

/** Reviews waiting for the office's decision: one row of the counts the database keeps. */
export async function countWaitingReviews(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("testimonial_counts")
    .select("total")
    .where("moderation_state", "=", "waiting")
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export interface OwnRatingSummary {
  approvedCount: number;
  /** Average of the approved ones' ratings, or null when there are none. */
  average: number | null;
}

/** The average and count of the approved reviews (what /reviews shows), from the kept counts. */
export async function ownRatingSummary(db: Kysely<Database>): Promise<OwnRatingSummary> {
  const row = await db
    .selectFrom("testimonial_counts")
    .select(["total", "rating_total"])
    .where("moderation_state", "=", "approved")
    .executeTakeFirst();
  const approvedCount = Number(row?.total ?? 0);
  return {
    approvedCount,
    average: approvedCount > 0 ? Number(row?.rating_total ?? 0) / approvedCount : null,
  };
}

export type ReviewChangeResult =
  { ok: true; id: string; summary: string } | { ok: false; reason: "not-found" } | Refusal;

const NOT_FOUND = { ok: false, reason: "not-found" } as const;

/**
 * Runs one change of a review in a transaction with the settings version raised (public pages
 * read reviews from caches), then drops this process's caches: /reviews, the home page and the
 * structured data show it at once here and within a second in every other process.
 */
async function changePublicReviews(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<ReviewChangeResult>,
): Promise<ReviewChangeResult> {
  try {
    const result = await db.transaction().execute(async (trx) => {
      const outcome = await change(trx);
      if (outcome.ok) await raiseSettingsVersion(trx);
      return outcome;
    });
    if (result.ok) dropLocalCaches();
    return result;
  } catch (error) {
    return unavailable(error);
  }
}

function lockReview(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom("testimonials")
    .select(["id", "author_name", "moderation_state", "featured_position", "reply_body"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

function stateLabel(state: ModerationState): string {
  return MODERATION_STATE_LABELS[state];
}

function featuredLabel(position: number | null): string {
  return position === null ? "No" : `Place ${position} of ${FEATURED_LIMIT}`;
}

/**
 * Approves, hides, features or unfeatures one review. Hiding takes it off the home page too;
 * only an approved review can be featured, in the lowest free of the FEATURED_LIMIT places.
 */
export async function moderateReview(
  db: Kysely<Database>,
  actor: StaffActor,
  id: string,
  change: ModerationChange,
  options: { now?: Date } = {},
): Promise<ReviewChangeResult> {
  if (!isTestimonialId(id)) return NOT_FOUND;
  const now = options.now ?? new Date();
  return changePublicReviews(db, async (trx) => {
    const review = await lockReview(trx, id);
    if (!review) return NOT_FOUND;
    const who = review.author_name;
    const log = (action: string, before: object, after: object) =>
      logChange(trx, { actor, entity: TESTIMONIAL_ENTITY, entityId: id, action, before, after });

    switch (change) {
      case "approve":
      case "hide": {
        const state: ModerationState = change === "approve" ? "approved" : "hidden";
        if (review.moderation_state === state) {
          return refused(
            state === "approved"
              ? `${who}'s review is already approved and shown on the site.`
              : `${who}'s review is already hidden.`,
          );
        }
        await trx
          .updateTable("testimonials")
          .set({
            moderation_state: state,
            decided_at: now,
            decided_by: actor.id,
            featured_position: null,
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        await log(
          state === "approved" ? "Approved the review" : "Hid the review",
          {
            state: stateLabel(review.moderation_state),
            featured: featuredLabel(review.featured_position),
          },
          { state: stateLabel(state), featured: featuredLabel(null) },
        );
        return {
          ok: true,
          id,
          summary:
            state === "approved"
              ? `${who}'s review is approved and shown on /reviews.`
              : `${who}'s review is hidden from the site.`,
        };
      }
      case "feature": {
        if (review.moderation_state !== "approved") {
          return refused(
            "Only an approved review can be featured on the home page. Approve it first.",
          );
        }
        if (review.featured_position !== null) {
          return refused(`${who}'s review is already featured on the home page.`);
        }
        await sql`select pg_advisory_xact_lock(${FEATURE_LOCK_KEY})`.execute(trx);
        const taken = await trx
          .selectFrom("testimonials")
          .select("featured_position")
          .where("featured_position", "is not", null)
          .execute();
        const used = new Set(taken.map((row) => row.featured_position));
        const free = Array.from({ length: FEATURED_LIMIT }, (_, index) => index + 1).find(
          (position) => !used.has(position),
        );
        if (free === undefined) {
          return refused(
            `The home page already features ${FEATURED_LIMIT} reviews, its most. Unfeature one of them first.`,
          );
        }
        await trx
          .updateTable("testimonials")
          .set({ featured_position: free, updated_at: now })
          .where("id", "=", id)
          .execute();
        await log(
          "Featured the review on the home page",
          { featured: featuredLabel(null) },
          { featured: featuredLabel(free) },
        );
        return { ok: true, id, summary: `${who}'s review is featured on the home page.` };
      }
      case "unfeature": {
        if (review.featured_position === null) {
          return refused(`${who}'s review is not featured on the home page.`);
        }
        await trx
          .updateTable("testimonials")
          .set({ featured_position: null, updated_at: now })
          .where("id", "=", id)
          .execute();
        await log(
          "Took the review off the home page",
          { featured: featuredLabel(review.featured_position) },
          { featured: featuredLabel(null) },
        );
        return { ok: true, id, summary: `${who}'s review is no longer featured on the home page.` };
      }
    }
  });
}

/** Writes (or rewrites) the business's public reply, shown under the review once it is approved. */
export async function replyToReview(
  db: Kysely<Database>,
  actor: StaffActor,
  id: string,
  reply: string,
  options: { now?: Date } = {},
): Promise<ReviewChangeResult> {
  if (!isTestimonialId(id)) return NOT_FOUND;
  const now = options.now ?? new Date();
  return changePublicReviews(db, async (trx) => {
    const review = await lockReview(trx, id);
    if (!review) return NOT_FOUND;
    await trx
      .updateTable("testimonials")
      .set({ reply_body: reply, replied_at: now, replied_by: actor.id, updated_at: now })
      .where("id", "=", id)
      .execute();
    await logChange(trx, {
      actor,
      entity: TESTIMONIAL_ENTITY,
      entityId: id,
      action: review.reply_body === null ? "Replied publicly" : "Changed the public reply",
      before: { reply: review.reply_body },
      after: { reply },
    });
    return {
      ok: true,
      id,
      summary:
        review.moderation_state === "approved"
          ? "Your reply shows under the review on /reviews."
          : "Your reply is saved; it shows under the review once the review is approved.",
    };
  });
}

export async function removeReviewReply(
  db: Kysely<Database>,
  actor: StaffActor,
  id: string,
  options: { now?: Date } = {},
): Promise<ReviewChangeResult> {
  if (!isTestimonialId(id)) return NOT_FOUND;
  const now = options.now ?? new Date();
  return changePublicReviews(db, async (trx) => {
    const review = await lockReview(trx, id);
    if (!review) return NOT_FOUND;
    if (review.reply_body === null) return refused("This review has no public reply to remove.");
    await trx
      .updateTable("testimonials")
      .set({ reply_body: null, replied_at: null, replied_by: null, updated_at: now })
      .where("id", "=", id)
      .execute();
    await logChange(trx, {
      actor,
      entity: TESTIMONIAL_ENTITY,
      entityId: id,
      action: "Removed the public reply",
      before: { reply: review.reply_body },
      after: { reply: null },
    });
    return { ok: true, id, summary: "The public reply is removed." };
  });
}

/** A review left elsewhere, typed in by the office: approved as it is saved, with its source. */
export async function addExternalReview(
  db: Kysely<Database>,
  actor: StaffActor,
  input: ExternalReviewInput,
  options: { now?: Date } = {},
): Promise<ReviewChangeResult> {
  if (!findService(input.service)) return refused("Choose a service from the list.");
  const now = options.now ?? new Date();
  const sourceDetail = input.source === "other" ? (input.sourceDetail ?? null) : null;
  return changePublicReviews(db, async (trx) => {
    const { id } = await trx
      .insertInto("testimonials")
      .values({
        author_name: input.name,
        location: input.area,
        rating: input.rating,
        body: input.body,
        service_slug: input.service,
        received_on: input.receivedOn,
        moderation_state: "approved",
        decided_at: now,
        decided_by: actor.id,
        source: input.source,
        source_detail: sourceDetail,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const source = sourceDetail ?? REVIEW_SOURCE_LABELS[input.source];
    await logChange(trx, {
      actor,
      entity: TESTIMONIAL_ENTITY,
      entityId: id,
      action: `Added a review from ${source}`,
      after: {
        name: input.name,
        area: input.area,
        rating: input.rating,
        body: input.body,
        service: input.service,
        receivedOn: input.receivedOn,
        source,
        state: stateLabel("approved"),
      },
    });
    return { ok: true, id, summary: `${input.name}'s review from ${source} is added and shown.` };
  });
}
