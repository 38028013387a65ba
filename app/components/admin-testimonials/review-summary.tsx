import { Link } from "@remix-run/react";
import type { ReviewItem } from "~/lib/views/reviews";

const STATE_STYLES: Record<ReviewItem["state"], string> = {
  waiting: "bg-amber-100 text-amber-950",
  approved: "bg-green-100 text-green-950",
  hidden: "bg-slate-200 text-slate-900",
};

/** One review as the office reads it: stars (also as words), text, who, what, when, where from. */
export function ReviewSummary({
  review,
  headingLevel = 3,
  linkToRecord = true,
}: {
  review: ReviewItem;
  headingLevel?: 2 | 3;
  linkToRecord?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-bold text-slate-900">
          {linkToRecord ? (
            <Link to={`/admin/testimonials/${review.id}`}>{review.byline}</Link>
          ) : (
            review.byline
          )}
        </Heading>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATE_STYLES[review.state]}`}
        >
          {review.stateLabel}
        </span>
        {review.featuredPosition !== null ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-900">
            On the home page ({review.featuredPosition})
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-slate-900">
        <span aria-hidden="true" className="text-amber-700">
          {review.stars}
        </span>{" "}
        <span>{review.ratingLabel}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.body}</p>
      <p className="mt-2 text-sm text-slate-700">
        {review.serviceName} · received <time dateTime={review.receivedOn}>{review.received}</time>{" "}
        · {review.sourceLabel}
        {review.jobReference ? (
          <>
            {" "}
            · job <Link to={`/admin/jobs/${review.jobReference}`}>{review.jobReference}</Link>
          </>
        ) : null}
      </p>
      {review.reply ? (
        <div className="mt-3 border-l-4 border-brand-700 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">Public reply · {review.reply.at}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.reply.body}</p>
        </div>
      ) : null}
    </div>
  );
}
