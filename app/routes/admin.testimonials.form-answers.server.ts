// The HTTP side of the forms on /admin/testimonials and /admin/testimonials/{id}: parses a post
// with its intent's schema, asks the one domain function for that change, and answers with a
// toast or with the refusal next to the form it came from. No rule about reviews lives here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import { isTestimonialId } from "~/lib/review-moderation";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  externalReviewSchema,
  moderationSchema,
  removeReplySchema,
  reviewReplySchema,
  testimonialIntent,
  type TestimonialIntent,
} from "~/lib/schemas/testimonials";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  addExternalReview,
  moderateReview,
  removeReviewReply,
  replyToReview,
  type ReviewChangeResult,
} from "~/.server/reviews/moderation.server";
import type { ReviewFormReply } from "~/lib/views/reviews";
export type { ReviewFormReply } from "~/lib/views/reviews";

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

const TITLES: Record<TestimonialIntent, string> = {
  moderate: "Review updated",
  reply: "Reply saved",
  "remove-reply": "Reply removed",
  add: "Review added",
};

/** The forms each page has: the list moderates and adds; a review's page moderates and replies. */
const PAGE_INTENTS = {
  list: ["moderate", "add"],
  record: ["moderate", "reply", "remove-reply"],
} as const satisfies Record<string, readonly TestimonialIntent[]>;

/**
 * Answers one post of the reviews pages. Success goes back (to the list with its filters, or to
 * the review) with a toast; bad input or a refusal comes back to its form (4xx) with what was
 * typed. An unknown review is the site's 404; an unknown form a 400 with a message.
 */
export async function answerReviewForm(
  db: Kysely<Database>,
  formData: FormData,
  page: {
    kind: keyof typeof PAGE_INTENTS;
    /** The review of a record page; the list's buttons name theirs in the form. */
    testimonialId?: string;
    actor: StaffActor;
    headers: Headers;
    /** Where success goes back to when the form does not say (the page's own address). */
    back: string;
  },
) {
  const { actor, headers } = page;
  if (page.testimonialId !== undefined && !isTestimonialId(page.testimonialId)) notFound();
  const intent = testimonialIntent(formData);
  const allowed: readonly TestimonialIntent[] = PAGE_INTENTS[page.kind];
  if (!intent || !allowed.includes(intent)) {
    throw data({ message: UNKNOWN_FORM }, { status: 400, headers });
  }
  const asked = safeRedirect(formData.get("back"), page.back);
  // Only back to a reviews page: the field is the browser's to change.
  const back = asked.startsWith("/admin/testimonials") ? asked : page.back;
  const answer = (
    result: SubmissionResult<string[]>,
    testimonialId: string | null,
    init: ResponseInit = { status: 400, headers },
  ) => data({ form: intent, testimonialId, result } satisfies ReviewFormReply, init);

  const settle = async (
    submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
    testimonialId: string | null,
    outcome: ReviewChangeResult,
    goTo: (id: string) => string = () => back,
  ) => {
    if (!outcome.ok && outcome.reason === "not-found") {
      if (page.testimonialId !== undefined) notFound();
      return answer(
        submission.reply({ formErrors: ["This review no longer exists. Reload the page."] }),
        testimonialId,
        { status: 404, headers },
      );
    }
    if (!outcome.ok) {
      return answer(
        submission.reply({ formErrors: [outcome.message] }),
        testimonialId,
        refusalInit(outcome, headers),
      );
    }
    throw await redirectWithToast(
      goTo(outcome.id),
      { type: "success", title: TITLES[intent], description: outcome.summary },
      { headers },
    );
  };

  switch (intent) {
    case "moderate": {
      const submission = parseWithZod(formData, { schema: moderationSchema });
      if (submission.status !== "success") return answer(submission.reply(), null);
      const id = page.testimonialId ?? submission.value.testimonialId;
      if (page.testimonialId !== undefined && submission.value.testimonialId !== id) {
        return answer(submission.reply({ formErrors: [UNKNOWN_FORM] }), id);
      }
      return settle(submission, id, await moderateReview(db, actor, id, submission.value.change));
    }
    case "reply": {
      const id = page.testimonialId ?? "";
      const submission = parseWithZod(formData, { schema: reviewReplySchema });
      if (submission.status !== "success") return answer(submission.reply(), id);
      return settle(submission, id, await replyToReview(db, actor, id, submission.value.reply));
    }
    case "remove-reply": {
      const id = page.testimonialId ?? "";
      const submission = parseWithZod(formData, { schema: removeReplySchema });
      if (submission.status !== "success") return answer(submission.reply(), id);
      return settle(submission, id, await removeReviewReply(db, actor, id));
    }
    case "add": {
      const submission = parseWithZod(formData, { schema: externalReviewSchema });
      if (submission.status !== "success") return answer(submission.reply(), null);
      return settle(
        submission,
        null,
        await addExternalReview(db, actor, submission.value),
        () => "/admin/testimonials?state=approved&source=all",
      );
    }
  }
}
