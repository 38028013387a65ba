import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentHtml } from "~/components/content-html";
import { CallToAction } from "~/components/page-parts";
import { ServiceIcon } from "~/components/brand/service-icon";
import { PageHero } from "~/components/page-hero";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { listServices } from "~/.server/pages/service-pages.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, services] = await Promise.all([
    loadInfoPage(context.services, "/services"),
    listServices(db),
  ]);
  return { page, services };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/services");

export default function ServicesPage() {
  const { page, services } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <>
      <PageHero h1={page.h1} intro={page.intro} />
      <div className="container-page py-10">
        <ContentHtml html={page.html} className="max-w-3xl" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug} className="card">
              <div className="flex items-center gap-3">
                <ServiceIcon slug={service.slug} />
                <h2 className="text-xl font-bold">
                  <Link to={`/services/${service.slug}`}>{service.name}</Link>
                </h2>
              </div>
              <p className="mt-2 text-slate-700">{service.summary}</p>
              {service.subPages.length > 0 ? (
                <ul className="mt-3 space-y-1 text-sm">
                  {service.subPages.map((sub) => (
                    <li key={sub.path}>
                      <Link to={sub.path}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <CallToAction phone={business.phone} phoneDisplay={business.phoneDisplay} />
      </div>
    </>
  );
}
