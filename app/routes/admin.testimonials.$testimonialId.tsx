import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import {
  ModerationButtons,
  RemoveReplyForm,
  ReplyForm,
} from "~/components/admin-testimonials/review-forms";
import { ReviewSummary } from "~/components/admin-testimonials/review-summary";
import { isTestimonialId } from "~/lib/review-moderation";
import {
  answerReviewForm,
  notFound,
  readForm,
  requireRole,
  reviewRecord,
  routeHeaders,
  TESTIMONIAL_FORM_SCHEMAS,
} from "~/routes/admin.testimonials.$testimonialId.server-imports.server";

export const meta: MetaFunction<typeof loader> = ({ data: facts }) => [
  {
    title: `${facts ? `Review from ${facts.review.byline}` : "Review"} | Admin | We Fix Coventry`,
  },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const id = params.testimonialId ?? "";
  if (!isTestimonialId(id)) notFound();
  const { db } = context.services;
  const facts = await reviewRecord(db, id);
  if (!facts) notFound();
  return data(facts, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: TESTIMONIAL_FORM_SCHEMAS,
    fields: ["back"],
  });
  const id = params.testimonialId ?? "";
  const { db } = context.services;
  return answerReviewForm(db, formData, {
    kind: "record",
    testimonialId: id,
    actor: { id: account.user.id, role: "admin" },
    headers,
    back: `/admin/testimonials/${id}`,
  });
}

export default function ReviewRecordPage() {
  const { review, featuredCount, featuredLimit, history } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin/testimonials">Reviews</Link>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">Review from {review.byline}</h1>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-label="The review" className="card">
            <ReviewSummary review={review} headingLevel={2} linkToRecord={false} />
          </section>
          <section aria-labelledby="reply-heading" className="card">
            <h2 id="reply-heading" className="text-xl font-bold text-slate-900">
              Reply publicly
            </h2>
            {review.state !== "approved" ? (
              <p className="mt-1 text-sm text-slate-700">
                The reply shows on /reviews once the review is approved.
              </p>
            ) : null}
            <div className="mt-3 space-y-4">
              {/* Keyed by the saved reply: after saving, the form starts from it again. */}
              <ReplyForm key={review.reply?.at ?? "none"} review={review} reply={reply} />
              {review.reply ? <RemoveReplyForm reply={reply} /> : null}
            </div>
          </section>
        </div>
        <section aria-labelledby="decision-heading" className="card min-w-0 self-start">
          <h2 id="decision-heading" className="text-xl font-bold text-slate-900">
            Decision
          </h2>
          <p className="mb-3 mt-1 text-slate-800">
            This review is <strong>{review.stateLabel.toLowerCase()}</strong>
            {review.featuredPosition !== null
              ? ` and featured on the home page (place ${review.featuredPosition} of ${featuredLimit})`
              : ""}
            .
          </p>
          <ModerationButtons
            review={review}
            reply={reply}
            back={`/admin/testimonials/${review.id}`}
            featuredFull={featuredCount >= featuredLimit}
          />
        </section>
      </div>
      <ChangeHistory entries={history} />
    </div>
  );
}
