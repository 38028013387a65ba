import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadOverviewPage } from "~/routes/org.pages.server";
import { orgPageMeta } from "~/lib/org-page-meta";

/** The fixed address of empire's overview: /org/empire, same guard, canonical there. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  orgPageMeta(
    loaded ? `${loaded.org.name} overview` : "Organisation",
    matches,
    loaded?.canonicalPath,
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOverviewPage(context.services, request, "empire");
}

export { OrgOverviewPage as default } from "~/components/org/org-overview-page";
