import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { RatingSummary } from "~/components/rating-summary";
import { ReviewCard } from "~/components/review-card";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { listPublishedTestimonials } from "~/.server/public-content/testimonials.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, reviews] = await Promise.all([
    loadInfoPage(context.services, "/reviews"),
    listPublishedTestimonials(db),
  ]);
  return { page, reviews };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/reviews");

export default function ReviewsPage() {
  const { page, reviews } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="reviews-heading" className="mt-10">
        <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
          What our customers say
        </h2>
        <p className="mt-2 text-lg text-slate-800">
          <RatingSummary
            siteRating={business.siteRating}
            outsideRating={business.outsideRating}
            linkToReviews={false}
          />
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}
