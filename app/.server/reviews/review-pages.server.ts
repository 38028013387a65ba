import type { Kysely } from "kysely";
import { findService, services } from "~/content/services";
import { formatCalendarDate, formatLondonDateTime } from "~/lib/booking-rules";
import {
  FEATURED_LIMIT,
  MODERATION_STATE_LABELS,
  REVIEW_SOURCE_LABELS,
  REVIEW_SOURCES,
  starsOf,
} from "~/lib/review-moderation";
import { testimonialListSchema } from "~/lib/schemas/testimonials";
import { listChangeHistory, type ChangeHistoryEntry } from "../audit/change-history.server";
import { getBusiness } from "../business/business.server";
import type { Database, ModerationState, ReviewSource } from "../db/schema.server";
import { TESTIMONIAL_ENTITY, ownRatingSummary } from "./moderation.server";
import {
  countFeatured,
  countReviewsByState,
  findReview,
  listReviews,
  type ReviewFilters,
  type ReviewListRow,
} from "./review-list.server";
import type { ReviewItem } from "~/lib/views/reviews";
export type { ReviewItem } from "~/lib/views/reviews";

function toItem(row: ReviewListRow): ReviewItem {
  return {
    id: row.id,
    rating: row.rating,
    stars: starsOf(row.rating),
    ratingLabel: `${row.rating} out of 5 stars`,
    body: row.body,
    byline: `${row.authorName}, ${row.location}`,
    serviceName: findService(row.serviceSlug)?.name ?? row.serviceSlug,
    received: formatCalendarDate(row.receivedOn),
    receivedOn: row.receivedOn,
    state: row.state,
    stateLabel: MODERATION_STATE_LABELS[row.state],
    sourceLabel:
      row.source === "other" && row.sourceDetail
        ? `${REVIEW_SOURCE_LABELS.other}: ${row.sourceDetail}`
        : REVIEW_SOURCE_LABELS[row.source],
    jobReference: row.jobReference,
    reply: row.reply ? { body: row.reply.body, at: formatLondonDateTime(row.reply.at) } : null,
    featuredPosition: row.featuredPosition,
  };
}

export interface ReviewTab {
  state: ModerationState | "all";
  label: string;
  count: number;
  href: string;
  current: boolean;
}

/** The two figures at the top: the site's own reviews beside the rating kept elsewhere. */
export interface RatingFigures {
  ownAverage: string | null;
  ownCount: number;
  /** The rating from settings with its source, or null when none is shown. */
  outside: { rating: string; count: number; sourceName: string } | null;
}

export interface ReviewsPageFacts {
  filters: ReviewFilters;
  tabs: ReviewTab[];
  sources: { value: ReviewSource | "all"; label: string }[];
  reviews: ReviewItem[];
  figures: RatingFigures;
  featuredCount: number;
  featuredLimit: number;
  serviceOptions: { slug: string; name: string }[];
  /** This page's own address, for the forms to come back to. */
  here: string;
  nextHref: string | null;
  firstHref: string | null;
}

function listHref(filters: ReviewFilters, after?: string): string {
  const params = new URLSearchParams({ state: filters.state, source: filters.source });
  if (after) params.set("after", after);
  return `/admin/testimonials?${params.toString()}`;
}

async function ratingFigures(db: Kysely<Database>): Promise<RatingFigures> {
  const [own, business] = await Promise.all([ownRatingSummary(db), getBusiness(db)]);
  return {
    ownAverage: own.average === null ? null : own.average.toFixed(1),
    ownCount: own.approvedCount,
    outside: business.outsideRating
      ? {
          rating: business.outsideRating.value.toFixed(1),
          count: business.outsideRating.count,
          sourceName: business.outsideRating.sourceName,
        }
      : null,
  };
}

/**
 * Everything /admin/testimonials shows for its address: the state tabs (waiting first) with
 * their counts, the source filter, one keyset page of reviews, and the rating figures.
 */
export async function reviewsPage(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<ReviewsPageFacts> {
  const parsed = testimonialListSchema.parse({
    state: params.get("state") ?? undefined,
    source: params.get("source") ?? undefined,
    after: params.get("after") ?? undefined,
  });
  const filters: ReviewFilters = { state: parsed.state, source: parsed.source };
  const [counts, page, figures, featuredCount] = await Promise.all([
    countReviewsByState(db),
    listReviews(db, filters, parsed.after ?? null),
    ratingFigures(db),
    countFeatured(db),
  ]);
  const tab = (state: ModerationState | "all", label: string, count: number): ReviewTab => ({
    state,
    label,
    count,
    href: listHref({ state, source: filters.source }),
    current: state === filters.state,
  });
  return {
    filters,
    tabs: [
      tab("waiting", MODERATION_STATE_LABELS.waiting, counts.waiting),
      tab("approved", MODERATION_STATE_LABELS.approved, counts.approved),
      tab("hidden", MODERATION_STATE_LABELS.hidden, counts.hidden),
      tab("all", "All", counts.waiting + counts.approved + counts.hidden),
    ],
    sources: [
      { value: "all", label: "Every source" },
      ...REVIEW_SOURCES.map((value) => ({ value, label: REVIEW_SOURCE_LABELS[value] })),
    ],
    reviews: page.rows.map(toItem),
    figures,
    featuredCount,
    featuredLimit: FEATURED_LIMIT,
    serviceOptions: services.map((service) => ({ slug: service.slug, name: service.name })),
    here: listHref(filters, parsed.after),
    nextHref: page.next ? listHref(filters, page.next) : null,
    firstHref: parsed.after ? listHref(filters) : null,
  };
}

export interface ReviewRecordFacts {
  review: ReviewItem;
  featuredCount: number;
  featuredLimit: number;
  history: ChangeHistoryEntry[];
}

/** One review's page: the review, its reply, its place on the home page and its history. */
export async function reviewRecord(
  db: Kysely<Database>,
  id: string,
): Promise<ReviewRecordFacts | null> {
  const row = await findReview(db, id);
  if (!row) return null;
  const [featuredCount, history] = await Promise.all([
    countFeatured(db),
    listChangeHistory(db, { entity: TESTIMONIAL_ENTITY, entityId: row.id }),
  ]);
  return { review: toItem(row), featuredCount, featuredLimit: FEATURED_LIMIT, history };
}
