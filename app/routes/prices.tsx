import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { PriceTable } from "~/components/price-parts";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { loadPriceGroups } from "~/.server/pages/prices.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, groups] = await Promise.all([
    loadInfoPage(context.services, "/prices"),
    loadPriceGroups(db),
  ]);
  return { page, groups };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/prices");

export default function PricesPage() {
  const { page, groups } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay}>
      <section aria-labelledby="price-list-heading" className="mt-10">
        <h2 id="price-list-heading" className="text-2xl font-bold text-slate-900">
          Price list
        </h2>
        <p className="mt-2 text-slate-700">
          {business.vatRegistered ? "All prices include VAT." : "No VAT is added to any price."}{" "}
          Materials are charged at cost.
        </p>
        {groups.map((group) => (
          <section key={group.heading} className="mt-8">
            <h3 className="text-xl font-semibold text-slate-900">{group.heading}</h3>
            <PriceTable
              items={group.rows}
              vatIncluded={business.vatRegistered}
              caption={`${group.heading} prices`}
            />
          </section>
        ))}
      </section>
    </InfoPage>
  );
}
