import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadOverviewPage } from "~/routes/org.pages.server";
import { orgPageMeta } from "~/lib/org-page-meta";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  orgPageMeta(
    loaded ? `${loaded.org.name} overview` : "Organisation",
    matches,
    loaded?.canonicalPath,
  );

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadOverviewPage(context.services, request, params.slug);
}

export { OrgOverviewPage as default } from "~/components/org/org-overview-page";
