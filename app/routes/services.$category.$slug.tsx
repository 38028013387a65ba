import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentHtml } from "~/components/content-html";
import { CallToAction, FaqList } from "~/components/page-parts";
import { ServiceHeroPicture } from "~/components/brand/service-hero-picture";
import { PageHero } from "~/components/page-hero";
import { IncludedList, PriceTable } from "~/components/price-parts";
import { servicePageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadSubServicePage } from "~/.server/pages/service-pages.server";
import { notFound } from "~/.server/http/not-found.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";
import { PhoneLink } from "~/components/ui/phone-link";

export const handle = READING_PAGE_HANDLE;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return (
    (await loadSubServicePage(context.services.db, params.category ?? "", params.slug ?? "")) ??
    notFound()
  );
}

export const meta: MetaFunction<typeof loader> = servicePageMeta;

export default function SubServicePage() {
  const page = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <>
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={page.breadcrumbs}
        picture={
          <ServiceHeroPicture
            slug={page.parent.slug}
            serviceName={page.parent.name}
            photo={page.heroPhoto}
          />
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`/book?service=${page.parent.slug}`} className="btn-accent">
            Book online
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
            <FaqList faqs={page.faqs} />
            <CallToAction
              phone={business.phone}
              phoneDisplay={business.phoneDisplay}
              service={page.parent.slug}
            />
          </div>
          <aside className="space-y-6">
            <div className="card">
              <h2 className="text-xl font-bold text-slate-900">Prices</h2>
              <PriceTable
                items={page.prices}
                vatIncluded={business.vatRegistered}
                caption={`${page.name} prices`}
              />
              <p className="mt-3 text-sm">
                <Link to="/prices">See the full price list</Link>
              </p>
            </div>
            {page.siblings.length > 0 ? (
              <nav aria-labelledby="related-heading" className="card">
                <h2 id="related-heading" className="text-xl font-bold text-slate-900">
                  More {page.parent.name.toLowerCase()}
                </h2>
                <ul className="mt-3 space-y-2">
                  {page.siblings.map((sibling) => (
                    <li key={sibling.path}>
                      <Link to={sibling.path}>{sibling.name}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </div>
      </div>
    </>
  );
}
