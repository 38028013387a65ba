import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { HeroIllustration } from "~/components/brand/hero-illustration";
import { ServiceIcon } from "~/components/brand/service-icon";
import { TrustPoints } from "~/components/brand/trust-points";
import { ContentHtml } from "~/components/content-html";
import { TRUST_POINTS } from "~/content/trust-points";
import { CallToAction, FaqList } from "~/components/page-parts";
import { RatingSummary } from "~/components/rating-summary";
import { ReviewCard } from "~/components/review-card";
import { infoPageMeta } from "~/lib/content-page-meta";
import { CALLOUT_PRICE_KEY } from "~/lib/prices";
import { fillVatChoices } from "~/lib/settings-placeholders";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { loadPriceText } from "~/.server/pages/prices.server";
import { listServices } from "~/.server/pages/service-pages.server";
import { homeReviews } from "~/.server/public-content/testimonials.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";
import { PhoneLink } from "~/components/ui/phone-link";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, reviews, calloutPrice, services] = await Promise.all([
    loadInfoPage(context.services, "/"),
    homeReviews(db),
    loadPriceText(db, CALLOUT_PRICE_KEY, "/"),
    listServices(db),
  ]);
  return {
    page,
    calloutPrice,
    services: services.map(({ slug, name, summary }) => ({ slug, name, summary })),
    reviews,
  };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/", { faqStructuredData: true });

export default function HomePage() {
  const { page, services, reviews, calloutPrice } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container-page grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div>
            <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">
              {page.h1}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{page.intro}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/book" className="btn-accent">
                Book online
              </Link>
              <PhoneLink
                phone={business.phone}
                className="btn border border-white text-white hover:bg-brand-800"
              >
                Call {business.phoneDisplay}
              </PhoneLink>
              <Link
                to="/emergency-callout"
                className="btn border border-white text-white hover:bg-brand-800"
              >
                Emergency call-out
              </Link>
            </div>
            <p className="mt-6 text-brand-100">
              <RatingSummary
                siteRating={business.siteRating}
                outsideRating={business.outsideRating}
                linkClassName="text-white underline"
              />
            </p>
            <p className="mt-2 text-brand-100">
              {calloutPrice ? `Call-out from ${calloutPrice} · ` : null}Open{" "}
              {business.openingHoursSummary}
            </p>
          </div>
          <HeroIllustration
            label={`A ${business.name} engineer's van outside a terraced house, a ladder at the gutter and the job ticked off`}
            className="mx-auto h-auto w-full max-w-xs sm:max-w-sm lg:max-w-none"
          />
        </div>
      </section>
      <section aria-label="Why customers trust us" className="border-b border-slate-200 bg-white">
        <div className="container-page py-6">
          <TrustPoints
            points={TRUST_POINTS.map((point) => ({
              ...point,
              text: fillVatChoices(point.text, business.vatRegistered),
            }))}
          />
        </div>
      </section>
      <div className="container-page py-12">
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
            What we do across Coventry, Warwick, Kenilworth and Leamington
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.slug} className="card flex gap-4">
                <ServiceIcon slug={service.slug} />
                <div>
                  <Link to={`/services/${service.slug}`} className="text-lg font-semibold">
                    {service.name}
                  </Link>
                  <p className="mt-2 text-slate-700">{service.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ContentHtml html={page.html} className="mt-12 max-w-3xl" />
        {reviews.length > 0 ? (
          <section aria-labelledby="reviews-heading" className="mt-12">
            <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
              What customers say
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link to="/reviews">Read all reviews</Link>
            </p>
          </section>
        ) : null}
        <FaqList faqs={page.faqs} />
        <CallToAction phone={business.phone} phoneDisplay={business.phoneDisplay} />
      </div>
    </>
  );
}
