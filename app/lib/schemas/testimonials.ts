import { z } from "zod";
import { isCalendarDate, londonDate } from "../calendar-date";
import { EXTERNAL_REVIEW_SOURCES } from "../review-moderation";
import { REVIEW_BODY_MAX } from "./review";
import { multilineText, text } from "./text";

export const REVIEW_REPLY_MAX = 1000;

export const TESTIMONIAL_MESSAGES = {
  review: "Choose the review to change",
  replyRequired: "Write the reply",
  replyLong: `Keep the reply to ${REVIEW_REPLY_MAX.toLocaleString("en-GB")} characters or fewer`,
  name: "Enter the reviewer's name as it should show",
  nameLong: "Use at most 60 characters",
  area: "Enter the reviewer's area, for example Earlsdon, Coventry",
  areaLong: "Use at most 60 characters",
  rating: "Choose a rating from 1 to 5 stars",
  body: "Enter what the reviewer wrote",
  bodyLong: `Keep it to ${REVIEW_BODY_MAX.toLocaleString("en-GB")} characters or fewer`,
  service: "Choose the service the review is about",
  receivedOn: "Enter the date the review was left, as on the calendar",
  receivedInFuture: "The date cannot be later than today",
  source: "Choose where the review was left",
  sourceDetail: "Say where it came from, for example a neighbour's recommendation",
  sourceDetailLong: "Use at most 100 characters",
} as const;

const testimonialId = z
  .string({ required_error: TESTIMONIAL_MESSAGES.review })
  .regex(/^[1-9]\d{0,17}$/, TESTIMONIAL_MESSAGES.review);

/** Approve, hide, feature, unfeature: one button each, on the list and on the record page. */
export const MODERATION_CHANGES = ["approve", "hide", "feature", "unfeature"] as const;
export type ModerationChange = (typeof MODERATION_CHANGES)[number];

export const moderationSchema = z.object({
  intent: z.literal("moderate"),
  testimonialId,
  change: z.enum(MODERATION_CHANGES, {
    errorMap: () => ({ message: "Choose what to do with the review" }),
  }),
});

export const reviewReplySchema = z.object({
  intent: z.literal("reply"),
  reply: multilineText({ required_error: TESTIMONIAL_MESSAGES.replyRequired })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX, TESTIMONIAL_MESSAGES.replyLong),
});

export const removeReplySchema = z.object({ intent: z.literal("remove-reply") });

export const externalReviewSchema = z
  .object({
    intent: z.literal("add"),
    name: text({ required_error: TESTIMONIAL_MESSAGES.name })
      .min(1, TESTIMONIAL_MESSAGES.name)
      .max(60, TESTIMONIAL_MESSAGES.nameLong),
    area: text({ required_error: TESTIMONIAL_MESSAGES.area })
      .min(1, TESTIMONIAL_MESSAGES.area)
      .max(60, TESTIMONIAL_MESSAGES.areaLong),
    rating: z.coerce
      .number({
        required_error: TESTIMONIAL_MESSAGES.rating,
        invalid_type_error: TESTIMONIAL_MESSAGES.rating,
      })
      .int(TESTIMONIAL_MESSAGES.rating)
      .min(1, TESTIMONIAL_MESSAGES.rating)
      .max(5, TESTIMONIAL_MESSAGES.rating),
    body: multilineText({ required_error: TESTIMONIAL_MESSAGES.body })
      .trim()
      .min(2, TESTIMONIAL_MESSAGES.body)
      .max(REVIEW_BODY_MAX, TESTIMONIAL_MESSAGES.bodyLong),
    service: z
      .string({ required_error: TESTIMONIAL_MESSAGES.service })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, TESTIMONIAL_MESSAGES.service)
      .max(80, TESTIMONIAL_MESSAGES.service),
    receivedOn: z
      .string({ required_error: TESTIMONIAL_MESSAGES.receivedOn })
      .refine(isCalendarDate, TESTIMONIAL_MESSAGES.receivedOn)
      .refine((date) => date <= londonDate(new Date()), TESTIMONIAL_MESSAGES.receivedInFuture),
    source: z.enum(EXTERNAL_REVIEW_SOURCES, {
      errorMap: () => ({ message: TESTIMONIAL_MESSAGES.source }),
    }),
    sourceDetail: text().max(100, TESTIMONIAL_MESSAGES.sourceDetailLong).optional(),
  })
  .superRefine((value, context) => {
    if (value.source === "other" && !value.sourceDetail) {
      context.addIssue({
        code: "custom",
        path: ["sourceDetail"],
        message: TESTIMONIAL_MESSAGES.sourceDetail,
      });
    }
  });

export type ExternalReviewInput = z.output<typeof externalReviewSchema>;

export const TESTIMONIAL_FORM_SCHEMAS = [
  moderationSchema,
  reviewReplySchema,
  removeReplySchema,
  externalReviewSchema,
];

export const TESTIMONIAL_INTENTS = ["moderate", "reply", "remove-reply", "add"] as const;
export type TestimonialIntent = (typeof TESTIMONIAL_INTENTS)[number];

export function testimonialIntent(formData: FormData): TestimonialIntent | null {
  const intent = formData.get("intent");
  return TESTIMONIAL_INTENTS.find((candidate) => candidate === intent) ?? null;
}

/** The list's address: a state (waiting first), a source, a page. Anything unreadable is ignored. */
export const testimonialListSchema = z.object({
  state: z.enum(["waiting", "approved", "hidden", "all"]).catch("waiting"),
  source: z
    .enum(["website", "google", "facebook", "checkatrade", "trustpilot", "yell", "other", "all"])
    .catch("all"),
  after: z.string().max(100).optional().catch(undefined),
});
