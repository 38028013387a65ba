import type { MetaFunction } from "@remix-run/node";
import { InfoRoute } from "~/components/info-route";
import { infoPageMeta } from "~/lib/page-meta";
import { loadInfoPage } from "~/.server/pages/info-page.server";

export const handle = { cache: "public" };

export async function loader() {
  return { page: await loadInfoPage("/about") };
}

export const meta: MetaFunction<typeof loader> = infoPageMeta("/about");

export default InfoRoute;
