import { useLoaderData } from "@remix-run/react";
import type { InfoPageData } from "~/lib/views/pages";
import { useBusiness } from "~/lib/use-business";
import { InfoPage } from "./info-page";

/** The page component of a fixed content route whose loader returns loadInfoPage(). */
export function InfoRoute() {
  const { page } = useLoaderData<{ page: InfoPageData }>();
  const business = useBusiness();
  return <InfoPage page={page} phone={business.phone} phoneDisplay={business.phoneDisplay} />;
}
