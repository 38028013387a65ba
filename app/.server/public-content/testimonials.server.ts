import { sql, type Kysely } from "kysely";
import { app } from "../app.server";
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
}

/** Published testimonials, newest first. */
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
    ])
    .where("published", "=", true)
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
  }));
}

/** The best reviews for structured data: five stars first, then the newest. */
export function pickReviewSample(testimonials: Testimonial[], limit: number): Testimonial[] {
  // Sorting is stable, so reviews with the same rating keep their newest-first order.
  return [...testimonials].sort((a, b) => b.rating - a.rating).slice(0, Math.max(0, limit));
}

/** Published testimonials, newest first; cached (the objects are shared: do not change them). */
export function listPublishedTestimonials(): Promise<Testimonial[]> {
  return memo(`${TESTIMONIALS_CACHE_PREFIX}published`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedTestimonials((await app()).db),
  );
}

export async function reviewSample(limit = 3): Promise<Testimonial[]> {
  return pickReviewSample(await listPublishedTestimonials(), limit);
}
