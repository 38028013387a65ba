import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentHtml } from "~/components/content-html";
import { CallToAction, FaqList } from "~/components/page-parts";
import { ServiceHeroPicture } from "~/components/brand/service-hero-picture";
import { PageHero } from "~/components/page-hero";
import { IncludedList, PriceTable } from "~/components/price-parts";
import { servicePageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadServicePage } from "~/.server/pages/service-pages.server";
import { notFound } from "~/.server/http/not-found.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";
import { PhoneLink } from "~/components/ui/phone-link";

export const handle = READING_PAGE_HANDLE;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return (await loadServicePage(context.services.db, params.slug ?? "")) ?? notFound();
}

export const meta: MetaFunction<typeof loader> = servicePageMeta;

export default function ServicePage() {
  const page = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <>
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={page.breadcrumbs}
        picture={
          <ServiceHeroPicture slug={page.slug} serviceName={page.name} photo={page.heroPhoto} />
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`/book?service=${page.slug}`} className="btn-accent">
            Book {page.name.toLowerCase()}
          </Link>
          <PhoneLink
            phone={business.phone}
            className="btn border border-white text-white hover:bg-brand-800"
          >
            Call {business.phoneDisplay}
          </PhoneLink>
        </div>
      </PageHero>
      <div className="container-page py-10">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            <ContentHtml html={page.html} />
            <IncludedList items={page.included} />
            {page.subPages.length > 0 ? (
              <section aria-labelledby="jobs-heading" className="mt-10">
                <h2 id="jobs-heading" className="text-2xl font-bold text-slate-900">
                  Common {page.name.toLowerCase()} jobs
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {page.subPages.map((sub) => (
                    <li key={sub.path} className="card">
                      <Link to={sub.path} className="text-lg font-semibold">
                        {sub.name}
                      </Link>
                      <p className="mt-1 text-slate-700">{sub.summary}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <FaqList faqs={page.faqs} />
            <CallToAction
              phone={business.phone}
              phoneDisplay={business.phoneDisplay}
              service={page.slug}
            />
          </div>
          <aside aria-labelledby="prices-heading">
            <div className="card lg:sticky lg:top-4">
              <h2 id="prices-heading" className="text-xl font-bold text-slate-900">
                Prices
              </h2>
              <PriceTable
                items={page.prices}
                vatIncluded={business.vatRegistered}
                caption={`${page.name} prices`}
              />
              <p className="mt-3 text-sm">
                <Link to="/prices">See the full price list</Link>
              </p>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
