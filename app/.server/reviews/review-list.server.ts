import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { isCalendarDate } from "~/lib/booking-rules";
import { isTestimonialId } from "~/lib/review-moderation";
import type { Database, ModerationState, ReviewSource } from "../db/schema.server";

/** Reviews on one page of /admin/testimonials. */
export const REVIEWS_PAGE_SIZE = 50;

export interface ReviewFilters {
  state: ModerationState | "all";
  source: ReviewSource | "all";
}

/** Where a page ends: the sort keys of its last row. */
export interface ReviewCursor {
  receivedOn: string;
  id: string;
}

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(`${cursor.receivedOn}|${cursor.id}`).toString("base64url");
}

/** The cursor in a page link, or null for anything this list did not write. */
export function decodeReviewCursor(value: string | null | undefined): ReviewCursor | null {
  if (!value || value.length > 100 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [receivedOn, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !receivedOn || !id) return null;
  if (!isCalendarDate(receivedOn) || !isTestimonialId(id)) return null;
  return { receivedOn, id };
}

/** One review as the office's list reads it. */
export interface ReviewListRow {
  id: string;
  authorName: string;
  location: string;
  rating: number;
  body: string;
  serviceSlug: string;
  /** "2026-11-30" */
  receivedOn: string;
  state: ModerationState;
  source: ReviewSource;
  sourceDetail: string | null;
  /** The job of the review link it came through, while that job exists. */
  jobReference: string | null;
  reply: { body: string; at: Date } | null;
  featuredPosition: number | null;
}

export interface ReviewListPage {
  rows: ReviewListRow[];
  /** Cursor of the next (older) page, when there is one. */
  next: string | null;
}

function selectReviews(db: Kysely<Database>) {
  return db
    .selectFrom("testimonials as t")
    .leftJoin("jobs as j", "j.id", "t.job_id")
    .select([
      "t.id",
      "t.author_name",
      "t.location",
      "t.rating",
      "t.body",
      "t.service_slug",
      sql<string>`t.received_on::text`.as("received_on_iso"),
      "t.moderation_state",
      "t.source",
      "t.source_detail",
      "j.reference as job_reference",
      "t.reply_body",
      "t.replied_at",
      "t.featured_position",
    ]);
}

type SelectedReview = Awaited<ReturnType<ReturnType<typeof selectReviews>["execute"]>>[number];

function toRow(row: SelectedReview): ReviewListRow {
  return {
    id: row.id,
    authorName: row.author_name,
    location: row.location,
    rating: row.rating,
    body: row.body,
    serviceSlug: row.service_slug,
    receivedOn: row.received_on_iso,
    state: row.moderation_state,
    source: row.source,
    sourceDetail: row.source_detail,
    jobReference: row.job_reference,
    reply:
      row.reply_body !== null && row.replied_at !== null
        ? { body: row.reply_body, at: row.replied_at }
        : null,
    featuredPosition: row.featured_position,
  };
}

/**
 * One page of reviews, newest received first, filtered by state and source. Keyset pages
 * along the (state, received_on, id) indexes: each reads its rows and one more from where the
 * last page ended, so a late page costs what the first does. A foreign cursor reads page one.
 */
export async function listReviews(
  db: Kysely<Database>,
  filters: ReviewFilters,
  cursor: string | null = null,
  size = REVIEWS_PAGE_SIZE,
): Promise<ReviewListPage> {
  const after = decodeReviewCursor(cursor);
  const rows = await selectReviews(db)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filters.state !== "all") conditions.push(eb("t.moderation_state", "=", filters.state));
      if (filters.source !== "all") conditions.push(eb("t.source", "=", filters.source));
      if (after) {
        conditions.push(
          sql<SqlBool>`(t.received_on, t.id) < (${after.receivedOn}::date, ${after.id}::bigint)`,
        );
      }
      return eb.and(conditions);
    })
    .orderBy("t.received_on", "desc")
    .orderBy("t.id", "desc")
    .limit(size + 1)
    .execute();
  const shown = rows.slice(0, size).map(toRow);
  const last = shown.at(-1);
  return {
    rows: shown,
    next:
      rows.length > size && last
        ? encodeReviewCursor({ receivedOn: last.receivedOn, id: last.id })
        : null,
  };
}

/** One review with everything its record page shows, or undefined when there is none. */
export async function findReview(
  db: Kysely<Database>,
  id: string,
): Promise<ReviewListRow | undefined> {
  if (!isTestimonialId(id)) return undefined;
  const row = await selectReviews(db).where("t.id", "=", id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** How many reviews each state holds (the tabs' counts), kept by the database. */
export async function countReviewsByState(
  db: Kysely<Database>,
): Promise<Record<ModerationState, number>> {
  const rows = await db
    .selectFrom("testimonial_counts")
    .select(["moderation_state", "total"])
    .execute();
  const counts: Record<ModerationState, number> = { waiting: 0, approved: 0, hidden: 0 };
  for (const row of rows) counts[row.moderation_state] = Number(row.total);
  return counts;
}

/** How many approved reviews are featured on the home page now. */
export async function countFeatured(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("testimonials")
    .select((eb) => eb.fn.countAll<string>().as("featured"))
    .where("featured_position", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.featured);
}
