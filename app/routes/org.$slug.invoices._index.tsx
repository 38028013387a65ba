import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrgInvoicesView } from "~/components/org/org-invoices-page";
import { orgShellData } from "~/components/org/org-shell";
import { londonMonth, isStatementMonth } from "~/lib/statement-month";
import { orgPageMeta } from "~/lib/org-page-meta";
import { organisationPath } from "~/lib/organisations";
import {
  orgInvoicesPage,
  requireOrganisation,
  routeHeaders,
} from "~/routes/org.money.server-imports.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  orgPageMeta("Invoices and statements", matches, loaded?.canonicalPath);

export const headers = routeHeaders;

/**
 * /org/{slug}/invoices?month=2026-11: the organisation's invoices (status from the one status
 * query), where they are addressed, and the month's statement with its PDF and CSV. For its
 * managers and owners (and the office): money is theirs to see.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug, {
    needs: "manager",
  });
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  // An unreadable month shows this month: the chooser on the page offers the rest.
  const month = isStatementMonth(asked) ? asked : londonMonth(now);
  const page = await orgInvoicesPage(context.services.db, scope, month, now);
  return data(
    {
      org: orgShellData(scope),
      page,
      canonicalPath: organisationPath(scope.slug, "/invoices"),
    },
    { headers },
  );
}

export default function OrgInvoicesRoute() {
  const { org, page } = useLoaderData<typeof loader>();
  return <OrgInvoicesView org={org} page={page} />;
}
