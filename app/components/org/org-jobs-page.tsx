import { Link, useLoaderData } from "@remix-run/react";
import type { OrgJobsPageData } from "~/lib/views/organisations";
import { organisationPath } from "~/lib/organisations";
import { OrgJobFiltersForm } from "./org-job-filters";
import { OrgJobTable } from "./org-job-table";
import { OrgShell } from "./org-shell";

function PageLinks({
  listPath,
  newer,
  older,
}: {
  listPath: string;
  newer: string | null;
  older: string | null;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages of jobs" className="mt-4 flex flex-wrap justify-between gap-3">
      {newer ? (
        <Link to={`${listPath}?${newer}`} className="btn-secondary" rel="prev">
          ← Newer jobs
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={`${listPath}?${older}`} className="btn-secondary" rel="next">
          Older jobs →
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The month's completed jobs as a spreadsheet: a GET form (a download, so a document
 * request, never a client-side navigation).
 */
function StatementExport({
  slug,
  months,
}: {
  slug: string;
  months: { value: string; label: string }[];
}) {
  return (
    <section aria-labelledby="export-heading" className="card mt-8 max-w-xl">
      <h2 id="export-heading" className="text-xl font-bold text-slate-900">
        Completed jobs for landlord statements
      </h2>
      <p className="mt-1 text-slate-700">
        A CSV file of the jobs completed in one month: reference, date completed, property, address,
        service, description and price.
      </p>
      <form
        method="get"
        action={organisationPath(slug, "/jobs.csv")}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="export-month" className="field-label">
            Month
          </label>
          <select
            id="export-month"
            name="month"
            defaultValue={(months[1] ?? months[0])?.value}
            className="field-input min-h-11"
          >
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Download the CSV
        </button>
      </form>
    </section>
  );
}

/** /org/{slug}/jobs and the fixed addresses (/moathouse/jobs…): every job, filtered. */
export function OrgJobsPage() {
  const { org, page, listPath, months } = useLoaderData<OrgJobsPageData>();
  return (
    <OrgShell org={org} title="Jobs">
      <OrgJobFiltersForm page={page} listPath={listPath} />
      <section aria-labelledby="jobs-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="jobs-heading" className="text-xl font-bold text-slate-900">
            {page.filtered ? "Jobs matching the filters" : "Every job"}
          </h2>
          <Link to={organisationPath(org.slug, "/report")} className="btn-accent">
            Report a repair
          </Link>
        </div>
        <p className="mt-1 text-sm text-slate-700">Newest reported first, 50 to a page.</p>
        {page.jobs.length === 0 ? (
          <p className="card mt-4">No jobs match these filters.</p>
        ) : (
          <OrgJobTable
            slug={org.slug}
            jobs={page.jobs}
            caption="Jobs of the organisation, newest reported first"
          />
        )}
        <PageLinks listPath={listPath} newer={page.newerQuery} older={page.olderQuery} />
      </section>
      <StatementExport slug={org.slug} months={months} />
    </OrgShell>
  );
}
