import { z } from "zod";
import { multilineText, text } from "./text";

export const REVIEW_MESSAGES = {
  rating: "Choose a rating from 1 to 5 stars",
  bodyRequired: "Tell us in a few words how it went",
  bodyLong: "Keep it to 1,000 characters or fewer",
  name: "Enter the name to show with your review",
  nameLong: "Use at most 60 characters",
  areaLong: "Use at most 60 characters",
} as const;

export const REVIEW_BODY_MAX = 1000;

/** The review form of a job's review link (/review/{token}). */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ required_error: REVIEW_MESSAGES.rating, invalid_type_error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  body: multilineText({ required_error: REVIEW_MESSAGES.bodyRequired })
    .trim()
    .min(2, REVIEW_MESSAGES.bodyRequired)
    .max(REVIEW_BODY_MAX, REVIEW_MESSAGES.bodyLong),
  name: text({ required_error: REVIEW_MESSAGES.name })
    .min(1, REVIEW_MESSAGES.name)
    .max(60, REVIEW_MESSAGES.nameLong),
  area: text().max(60, REVIEW_MESSAGES.areaLong).optional(),
});

export type ReviewInput = z.output<typeof reviewSchema>;
