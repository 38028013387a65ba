import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { listLocations, listServiceAreas } from "~/.server/pages/location-pages.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  return {
    page: await loadInfoPage(context.services, "/areas-we-cover"),
    areas: await listServiceAreas(db),
    locations: await listLocations(db),
  };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/areas-we-cover");

export default function AreasPage() {
  const { page, areas, locations } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="postcodes-heading" className="mt-10">
        <h2 id="postcodes-heading" className="text-2xl font-bold text-slate-900">
          Postcodes we serve
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area.name} className="card">
              <h3 className="text-lg font-semibold">
                {area.slug ? <Link to={`/locations/${area.slug}`}>{area.name}</Link> : area.name}
              </h3>
              <p className="mt-1 text-slate-700">{area.postcodes.join(", ")}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="local-heading" className="mt-10">
        <h2 id="local-heading" className="text-2xl font-bold text-slate-900">
          Local pages
        </h2>
        <ul className="mt-3 space-y-2">
          {locations.map((location) => (
            <li key={location.slug}>
              <Link to={`/locations/${location.slug}`}>{location.h1}</Link>
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}
