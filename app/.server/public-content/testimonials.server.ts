import { sql, type Kysely } from "kysely";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { PUBLIC_CONTENT_TTL_MS, TESTIMONIALS_CACHE_PREFIX } from "./cache-keys.server";

export interface Testimonial {
  id: string;
  authorName: string;
  location: string;
  /** 1 to 5 stars. */
  rating: number;
  body: string;
  serviceSlug: string;
  /** ISO date, e.g. "2026-03-14". */
  receivedOn: string;
  /** The business's public answer, shown under the review. */
  reply: { body: string; on: string } | null;
  /** Its place on the home page (1–3), or null when not featured. */
  featuredPosition: number | null;
}

/** Approved testimonials (the only ones the public sees), newest first. */
export async function queryPublishedTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom("testimonials")
    .select([
      "id",
      "author_name",
      "location",
      "rating",
      "body",
      "service_slug",
      sql<string>`received_on::text`.as("received_on_iso"),
      "reply_body",
      sql<string | null>`to_char(replied_at at time zone 'Europe/London', 'YYYY-MM-DD')`.as(
        "replied_on",
      ),
      "featured_position",
    ])
    .where("moderation_state", "=", "approved")
    .orderBy("testimonials.received_on", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    location: row.location,
    rating: row.rating,
    body: row.body,
    serviceSlug: row.service_slug,
    receivedOn: row.received_on_iso,
    reply:
      row.reply_body !== null && row.replied_on !== null
        ? { body: row.reply_body, on: row.replied_on }
        : null,
    featuredPosition: row.featured_position,
  }));
}

/** The best reviews for structured data: five stars first, then the newest. */
export function pickReviewSample(testimonials: Testimonial[], limit: number): Testimonial[] {
  // Sorting is stable, so reviews with the same rating keep their newest-first order.
  return [...testimonials].sort((a, b) => b.rating - a.rating).slice(0, Math.max(0, limit));
}

/** Approved testimonials, newest first; cached (the objects are shared: do not change them). */
export function listPublishedTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return memo(`${TESTIMONIALS_CACHE_PREFIX}published`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedTestimonials(db),
  );
}

export async function reviewSample(db: Kysely<Database>, limit = 3): Promise<Testimonial[]> {
  return pickReviewSample(await listPublishedTestimonials(db), limit);
}

/** How many reviews the home page shows. */
export const HOME_REVIEW_COUNT = 3;

/**
 * The home page's reviews: the ones the office featured, in their places; while none is
 * featured, the newest approved ones.
 */
export function pickHomeReviews(
  testimonials: Testimonial[],
  limit = HOME_REVIEW_COUNT,
): Testimonial[] {
  const featured = testimonials
    .filter((testimonial) => testimonial.featuredPosition !== null)
    .sort((a, b) => (a.featuredPosition ?? 0) - (b.featuredPosition ?? 0));
  return (featured.length > 0 ? featured : testimonials).slice(0, Math.max(0, limit));
}

export async function homeReviews(db: Kysely<Database>): Promise<Testimonial[]> {
  return pickHomeReviews(await listPublishedTestimonials(db));
}
