import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DecisionControls, DecisionFacts } from "~/components/org/org-decision";
import { OrgShell, orgShellData } from "~/components/org/org-shell";
import { orgPageMeta } from "~/lib/org-page-meta";
import { memberMay, organisationPath } from "~/lib/organisations";
import {
  requireOrganisation,
  routeHeaders,
  waitingDecisions,
} from "~/routes/org.money.server-imports.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  orgPageMeta("Waiting for your decision", matches, loaded?.canonicalPath);

export const headers = routeHeaders;

/**
 * /org/{slug}/approvals: everything waiting for the organisation's decision in one list —
 * spend above its limit and quotes, an approval and its quote as one item (decision 0074).
 * Managers and owners decide here; each form posts to the job's approval route, which
 * answers back on this page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const items = await waitingDecisions(context.services.db, scope, new Date());
  return data(
    {
      org: orgShellData(scope),
      items,
      mayDecide: memberMay(scope.memberRole, "manager") && !scope.isOffice,
      canonicalPath: organisationPath(scope.slug, "/approvals"),
    },
    { headers },
  );
}

export default function OrgApprovalsPage() {
  const { org, items, mayDecide } = useLoaderData<typeof loader>();
  return (
    <OrgShell org={org} title="Waiting for your decision">
      <p className="max-w-prose text-slate-800">
        Spend above your limit and the quotes we sent, in one list, oldest first. A quote above your
        spend limit is one decision: accepting it approves the spend.
      </p>
      {items.length === 0 ? (
        <p className="card mt-6 text-slate-800">Nothing is waiting for your decision.</p>
      ) : (
        <ol className="mt-6 space-y-6" aria-label="Waiting for your decision">
          {items.map((item) => (
            <li key={item.jobReference}>
              <article
                aria-labelledby={`item-${item.jobReference}`}
                className="card border-2 border-violet-300 bg-violet-50"
              >
                <h2 id={`item-${item.jobReference}`} className="text-xl font-bold text-slate-900">
                  {item.quote ? `Quote ${item.quote.reference}` : "Spend approval"} for{" "}
                  <Link to={organisationPath(org.slug, `/jobs/${item.jobReference}`)}>
                    {item.jobReference}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-800">
                  {item.serviceName} at <span className="break-words">{item.propertyLabel}</span>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
                  {item.description}
                </p>
                <div className="mt-3">
                  <DecisionFacts item={item} />
                </div>
                <DecisionControls
                  slug={org.slug}
                  item={item}
                  mayDecide={mayDecide}
                  formId={`decision-${item.jobReference}`}
                  returnTo="approvals"
                />
              </article>
            </li>
          ))}
        </ol>
      )}
    </OrgShell>
  );
}
