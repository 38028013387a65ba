import type { ColumnType, Generated } from "kysely";
import type { CalendarDate, NullableTimestamp, Timestamp } from "./schema.server";

/**
 * Tables of the reviews (issue 12): testimonials and their moderation, joined into the one `Database` interface of schema.server.ts.
 */

/** Waiting for the office, shown on the site, or kept off it. */
export type ModerationState = "waiting" | "approved" | "hidden";

/** Where a review came from: a finished job's review link ("website") or typed in from elsewhere. */
export type ReviewSource =
  "website" | "google" | "facebook" | "checkatrade" | "trustpilot" | "yell" | "other";

export interface TestimonialsTable {
  id: Generated<string>;
  author_name: string;
  location: string;
  rating: number;
  body: string;
  service_slug: string;
  received_on: CalendarDate;
  /** A row inserted without one waits: nothing reaches the site unless someone approves it. */
  moderation_state: ColumnType<ModerationState, ModerationState | undefined, ModerationState>;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  source: ColumnType<ReviewSource, ReviewSource | undefined, ReviewSource>;
  /** What "other" means (word of mouth, a leaflet…); null for every other source. */
  source_detail: string | null;
  /** The business's public answer, shown under the review. */
  reply_body: string | null;
  replied_at: NullableTimestamp;
  replied_by: string | null;
  /** 1–3: a place in the home page's reviews; only approved ones. */
  featured_position: number | null;
  /** The job whose review link it came through (reviews wait for the office). */
  job_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestimonialCountsTable {
  moderation_state: ModerationState;
  total: ColumnType<string, never, never>;
  rating_total: ColumnType<string, never, never>;
}

export interface ReviewsTables {
  testimonials: TestimonialsTable;
  testimonial_counts: TestimonialCountsTable;
}
