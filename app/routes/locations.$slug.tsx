import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { contentPageMeta } from "~/lib/content-page-meta";
import { rootMetaData } from "~/lib/root-data";
import { useBusiness } from "~/lib/use-business";
import { loadLocationPage } from "~/.server/pages/location-pages.server";
import { notFound } from "~/.server/http/not-found.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ params, context }: LoaderFunctionArgs) {
  return (await loadLocationPage(context.services.db, params.slug ?? "")) ?? notFound();
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? contentPageMeta(rootMetaData(matches), {
        title: data.title,
        description: data.metaDescription,
        path: data.path,
        breadcrumbs: data.breadcrumbs,
      })
    : [{ title: "Page not found | We Fix Coventry" }];

export default function LocationPage() {
  const page = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage
      page={page}
      breadcrumbs={page.breadcrumbs}
      phone={business.phone}
      phoneDisplay={business.phoneDisplay}
      aside={
        <div className="card">
          <h2 className="text-xl font-bold text-slate-900">Where we work in {page.place}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {page.areas.map((area) => (
              <li key={area} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {area}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
