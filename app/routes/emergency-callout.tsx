import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { PriceTable } from "~/components/price-parts";
import { emergencyCalloutPriceKey } from "~/content/info-pages";
import { infoPageMeta } from "~/lib/content-page-meta";
import { useBusiness } from "~/lib/use-business";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { loadPagePrices } from "~/.server/pages/prices.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";
import { PhoneLink } from "~/components/ui/phone-link";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [page, prices] = await Promise.all([
    loadInfoPage(context.services, "/emergency-callout"),
    loadPagePrices(db, [emergencyCalloutPriceKey, "labour.hour"], "/emergency-callout"),
  ]);
  return { page, prices: prices.rows };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/emergency-callout", {
  faqStructuredData: true,
});

export default function EmergencyCalloutPage() {
  const { page, prices } = useLoaderData<typeof loader>();
  const business = useBusiness();
  return (
    <InfoPage
      page={page}
      phone={business.phone}
      phoneDisplay={business.phoneDisplay}
      aside={
        <div className="card border-2 border-accent-500">
          <h2 className="text-xl font-bold text-slate-900">Call now for an emergency</h2>
          <p className="mt-2 text-slate-800">Open {business.openingHoursSummary}, the same day.</p>
          <PhoneLink phone={business.phone} className="btn-accent mt-4 w-full">
            Call {business.phoneDisplay}
          </PhoneLink>
          <PriceTable
            items={prices}
            vatIncluded={business.vatRegistered}
            caption="Emergency prices"
          />
        </div>
      }
    />
  );
}
