import type { SubmissionResult } from "~/lib/submission-result";
import type { TestimonialIntent } from "~/lib/schemas/testimonials";
import type { ModerationState } from "~/lib/views/column-values";

/** One review as the office's pages show it. */
export interface ReviewItem {
  id: string;
  rating: number;
  stars: string;
  ratingLabel: string;
  body: string;
  /** "Sarah, Earlsdon": first name and area only. */
  byline: string;
  serviceName: string;
  received: string;
  receivedOn: string;
  state: ModerationState;
  stateLabel: string;
  sourceLabel: string;
  jobReference: string | null;
  reply: { body: string; at: string } | null;
  featuredPosition: number | null;
}

export interface ReviewFormReply {
  form: TestimonialIntent;
  /** The review a moderation button was for, so the message shows beside that review. */
  testimonialId: string | null;
  result: SubmissionResult<string[]>;
}
