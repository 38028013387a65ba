import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadJobsPage } from "~/routes/org.pages.server";
import { orgPageMeta } from "~/lib/org-page-meta";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  orgPageMeta(loaded ? `${loaded.org.name} jobs` : "Jobs", matches, loaded?.canonicalPath);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadJobsPage(context.services, request, params.slug);
}

export { OrgJobsPage as default } from "~/components/org/org-jobs-page";
