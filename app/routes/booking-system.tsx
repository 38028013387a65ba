import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { InfoRoute } from "~/components/info-route";
import { infoPageMeta } from "~/lib/content-page-meta";
import { loadInfoPage } from "~/.server/pages/info-page.server";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const handle = READING_PAGE_HANDLE;

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadInfoPage(context.services, "/booking-system") };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/booking-system");

export default InfoRoute;
