/** Labels and limits of review moderation, shared by the office's pages and their forms. */

export const MODERATION_STATES = ["waiting", "approved", "hidden"] as const;
export type ModerationStateName = (typeof MODERATION_STATES)[number];

export const MODERATION_STATE_LABELS: Record<ModerationStateName, string> = {
  waiting: "Waiting",
  approved: "Approved",
  hidden: "Hidden",
};

/** Sources the office can type a review in from; "website" is only ever a review link's. */
export const EXTERNAL_REVIEW_SOURCES = [
  "google",
  "facebook",
  "checkatrade",
  "trustpilot",
  "yell",
  "other",
] as const;
export type ExternalReviewSource = (typeof EXTERNAL_REVIEW_SOURCES)[number];

export const REVIEW_SOURCES = ["website", ...EXTERNAL_REVIEW_SOURCES] as const;
export type ReviewSourceName = (typeof REVIEW_SOURCES)[number];

export const REVIEW_SOURCE_LABELS: Record<ReviewSourceName, string> = {
  website: "This website",
  google: "Google",
  facebook: "Facebook",
  checkatrade: "Checkatrade",
  trustpilot: "Trustpilot",
  yell: "Yell",
  other: "Word of mouth or other",
};

/** Places for reviews on the home page: enough for one row of cards on a desktop. */
export const FEATURED_LIMIT = 3;

/** Testimonial ids are bigint: anything else from a URL or a form is a miss, never a query. */
export function isTestimonialId(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value);
}

/** "★★★★☆" for a rating of 4. */
export function starsOf(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return `${"★".repeat(whole)}${"☆".repeat(5 - whole)}`;
}
