import { data } from "@remix-run/node";
import { orgShellData } from "~/components/org/org-shell";
import { organisationPath } from "~/lib/organisations";
import { formatStatementMonth, recentMonths } from "~/lib/statement-month";
import type { OrgJobsPageData, OrgOverviewPageData } from "~/lib/views/organisations";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { orgJobListPage } from "~/.server/orgs/org-job-list.server";
import { orgOverview } from "~/.server/orgs/overview.server";
import type { AppServices } from "~/.server/services.server";

/**
 * The loaders of /org/{slug} and /org/{slug}/jobs, shared with the fixed addresses
 * (/moathouse, /moathouse/jobs…) that answer for one slug: the same guard and content,
 * with the /org/ address named as canonical.
 */
export async function loadOverviewPage(
  services: AppServices,
  request: Request,
  slug: string | undefined,
) {
  const { scope, headers } = await requireOrganisation(services, request, slug);
  const { db } = services;
  const overview = await orgOverview(db, scope);
  return data(
    {
      org: orgShellData(scope),
      overview,
      canonicalPath: organisationPath(scope.slug),
    } satisfies OrgOverviewPageData,
    { headers },
  );
}

export async function loadJobsPage(
  services: AppServices,
  request: Request,
  slug: string | undefined,
) {
  const { scope, headers } = await requireOrganisation(services, request, slug);
  const { db } = services;
  const url = new URL(request.url);
  const page = await orgJobListPage(db, scope, url.searchParams);
  return data(
    {
      org: orgShellData(scope),
      page,
      // The list's own address (the fixed one or /org/…), so its filters and pages stay on it.
      listPath: url.pathname.replace(/\/+$/, ""),
      canonicalPath: organisationPath(scope.slug, "/jobs"),
      // Named here: the page's script then needs none of the month arithmetic (or its zone rules).
      months: recentMonths(new Date(), 12).map((month) => ({
        value: month,
        label: formatStatementMonth(month),
      })),
    } satisfies OrgJobsPageData,
    { headers },
  );
}
