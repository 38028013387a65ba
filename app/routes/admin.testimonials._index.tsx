import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddReviewForm, ModerationButtons } from "~/components/admin-testimonials/review-forms";
import { ReviewSummary } from "~/components/admin-testimonials/review-summary";
import { londonDate } from "~/lib/calendar-date";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { answerReviewForm } from "~/routes/admin.testimonials.form-answers.server";
import { reviewsPage } from "~/.server/reviews/review-pages.server";
import { StatusTabs } from "~/components/ui/status-tabs";
import { TESTIMONIAL_FORM_SCHEMAS } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Reviews | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const facts = await reviewsPage(db, new URL(request.url).searchParams);
  return data({ ...facts, today: londonDate(new Date()) }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: TESTIMONIAL_FORM_SCHEMAS,
    fields: ["back"],
  });
  const { db } = context.services;
  return answerReviewForm(db, formData, {
    kind: "list",
    actor: { id: account.user.id, role: "admin" },
    headers,
    back: "/admin/testimonials",
  });
}

export default function ReviewsModerationPage() {
  const facts = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { figures } = facts;
  const current = facts.tabs.find((tab) => tab.current);
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Reviews</h1>
      <p className="mt-2 text-slate-700">
        Reviews from the review links of finished jobs wait here until you approve or hide them.
        Only approved ones show on the reviews page, count in the site&apos;s rating and go into
        search results&apos; review sample.
      </p>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="card">
          <dt className="font-semibold text-slate-700">
            Your site&apos;s own rating (shown on the site and in search results)
          </dt>
          <dd className="mt-1 text-slate-900">
            {figures.ownAverage === null
              ? "No approved reviews yet"
              : `Average ${figures.ownAverage} from ${figures.ownCount.toLocaleString("en-GB")} approved review${figures.ownCount === 1 ? "" : "s"}`}
          </dd>
        </div>
        <div className="card">
          <dt className="font-semibold text-slate-700">Rating elsewhere (shown with its source)</dt>
          <dd className="mt-1 text-slate-900">
            {figures.outside
              ? `${figures.outside.rating} from ${figures.outside.count.toLocaleString("en-GB")} reviews on ${figures.outside.sourceName}`
              : "None shown"}{" "}
            (<Link to="/admin/settings#rating-heading">change in Settings</Link>)
          </dd>
        </div>
      </dl>

      <StatusTabs label="Reviews by state" tabs={facts.tabs} className="mt-8" />

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="state" value={facts.filters.state} />
        <div>
          <label htmlFor="review-source" className="field-label">
            Source
          </label>
          <select
            id="review-source"
            name="source"
            defaultValue={facts.filters.source}
            className="field-input min-h-11"
          >
            {facts.sources.map((source) => (
              <option key={source.value} value={source.value}>
                {source.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>

      <section aria-labelledby="reviews-heading" className="mt-6">
        <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
          {current?.label === "All" ? "Every review" : `${current?.label ?? "Waiting"} reviews`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Featured on the home page: {facts.featuredCount} of {facts.featuredLimit}.
        </p>
        {facts.reviews.length === 0 ? (
          <p className="card mt-4">No reviews here.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {facts.reviews.map((review) => (
              <li key={review.id} className="card space-y-3">
                <ReviewSummary review={review} />
                <ModerationButtons
                  review={review}
                  reply={reply}
                  back={facts.here}
                  featuredFull={facts.featuredCount >= facts.featuredLimit}
                />
                <p className="text-sm">
                  <Link to={`/admin/testimonials/${review.id}`}>
                    {review.reply ? "Change the public reply" : "Reply publicly"} and see the
                    history<span className="sr-only"> of {review.byline}&apos;s review</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
        {facts.nextHref || facts.firstHref ? (
          <nav aria-label="Pages of reviews" className="mt-4 flex flex-wrap justify-between gap-3">
            {facts.firstHref ? (
              <Link to={facts.firstHref} className="btn-secondary" rel="first">
                ← First page
              </Link>
            ) : (
              <span />
            )}
            {facts.nextHref ? (
              <Link to={facts.nextHref} className="btn-secondary" rel="next">
                Next page →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="add-heading" className="card mt-10">
        <h2 id="add-heading" className="text-xl font-bold text-slate-900">
          Add a review from elsewhere
        </h2>
        <p className="mb-4 mt-1 text-slate-700">
          A review left on Google, Facebook, Checkatrade, Trustpilot, Yell or by word of mouth. It
          is approved as you save it and shows on /reviews at once.
        </p>
        <AddReviewForm reply={reply} serviceOptions={facts.serviceOptions} today={facts.today} />
      </section>
    </div>
  );
}
