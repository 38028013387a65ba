import { Link, useLoaderData } from "@remix-run/react";
import type { OrgOverviewPageData } from "~/lib/views/organisations";
import { formatPence } from "~/lib/money";
import { organisationPath } from "~/lib/organisations";
import { OrgJobTable } from "./org-job-table";
import { OrgShell } from "./org-shell";

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MoreLink({ to, shown, count }: { to: string; shown: number; count: number }) {
  if (count <= shown) return null;
  return (
    <p className="mt-3">
      <Link to={to}>
        See all {count} on the jobs page <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}

/** /org/{slug} and the fixed addresses (/moathouse…): what needs the organisation's attention. */
export function OrgOverviewPage() {
  const { org, overview } = useLoaderData<OrgOverviewPageData>();
  const jobsPath = organisationPath(org.slug, "/jobs");
  return (
    <OrgShell org={org} title="Overview">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-brand-50 p-4 sm:p-6">
        <p className="max-w-prose text-slate-900">
          Something broken at one of your properties? Tell us what and where, and how soon it needs
          us.
        </p>
        <Link to={organisationPath(org.slug, "/report")} className="btn-accent text-lg">
          Report a repair
        </Link>
      </div>

      <Section id="open-heading" title={`Open jobs (${overview.openTotal})`}>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {overview.open.map((row) => (
            <li key={row.status}>
              <Link
                to={`${jobsPath}?status=${row.status}`}
                className="card block h-full no-underline hover:bg-slate-50"
              >
                <span className="block text-3xl font-extrabold text-slate-900">{row.count}</span>
                <span className="block font-semibold text-brand-800 underline">{row.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="approval-heading"
        title={`Awaiting approval (${overview.awaitingApproval.count})`}
      >
        {overview.awaitingApproval.count === 0 ? (
          <p className="mt-2 text-slate-700">
            No job is waiting for a spend decision. Estimates above{" "}
            {formatPence(overview.spendLimitPence)} wait here for a manager or owner.
          </p>
        ) : (
          <>
            <OrgJobTable
              slug={org.slug}
              jobs={overview.awaitingApproval.jobs}
              caption="Jobs whose estimate waits for approval, oldest first"
            />
            <MoreLink
              to={`${jobsPath}?attention=approval`}
              shown={overview.awaitingApproval.jobs.length}
              count={overview.awaitingApproval.count}
            />
          </>
        )}
      </Section>

      <Section id="overdue-heading" title={`Overdue (${overview.overdue.count})`}>
        {overview.overdue.count === 0 ? (
          <p className="mt-2 text-slate-700">Every open job is within its response target.</p>
        ) : (
          <>
            <OrgJobTable
              slug={org.slug}
              jobs={overview.overdue.jobs}
              caption="Open jobs past their response target, longest overdue first"
            />
            <MoreLink
              to={`${jobsPath}?attention=overdue`}
              shown={overview.overdue.jobs.length}
              count={overview.overdue.count}
            />
          </>
        )}
        <p className="mt-3 text-sm text-slate-700">
          Response targets:{" "}
          {overview.targets.map((row) => `${row.priority.toLowerCase()} ${row.target}`).join("; ")}.
        </p>
      </Section>

      <Section id="planned-heading" title="Planned maintenance due in the next 30 days">
        {overview.planned.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing planned falls due in the next 30 days.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {overview.planned.map((item) => (
              <li key={item.id} className="card">
                <p className="font-semibold text-slate-900">
                  {item.serviceName} at{" "}
                  <Link to={organisationPath(org.slug, `/properties/${item.propertyId}`)}>
                    {item.propertyLabel}
                  </Link>
                </p>
                <p className="mt-1 text-slate-800">{item.description}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {item.late ? "Was due" : "Due"}{" "}
                  <time dateTime={item.due.date}>{item.due.label}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </OrgShell>
  );
}
