import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JobFiltersForm } from "~/components/admin-jobs/job-filters-form";
import { JobListTable } from "~/components/admin-jobs/job-list-table";
import { jobListPage } from "~/.server/admin-jobs/job-list-page.server";
import { requireRole } from "~/.server/http/guards.server";

export const meta: MetaFunction = () => [
  { title: "All jobs | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const facts = await jobListPage(db, new URL(request.url).searchParams);
  return data(facts, { headers });
}

export default function AdminJobsPage() {
  const facts = useLoaderData<typeof loader>();
  const csvHref = `/admin/jobs.csv${facts.filterQuery ? `?${facts.filterQuery}` : ""}`;
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold">
            <Link to="/admin">Dispatch board</Link>
          </p>
          <h1 className="text-3xl font-extrabold text-slate-900">All jobs</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/jobs/new" className="btn-accent">
            Book a job for a caller
          </Link>
          <Link to="/admin/jobs/new-organisation" className="btn-secondary">
            Raise an organisation&apos;s job
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <JobFiltersForm facts={facts} />
      </div>
      <section aria-labelledby="jobs-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="jobs-heading" className="text-xl font-bold text-slate-900">
            {facts.filtered ? "Jobs matching the filters" : "Every job"}
          </h2>
          <a href={csvHref} className="btn-secondary" download>
            Download as CSV
          </a>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          Newest arrival window first; jobs still waiting for a window come before all others.
        </p>
        {facts.jobs.length === 0 ? (
          <p className="card mt-4">No jobs match these filters.</p>
        ) : (
          <JobListTable jobs={facts.jobs} />
        )}
        <PageLinks newer={facts.newerQuery} older={facts.olderQuery} />
      </section>
    </div>
  );
}

function PageLinks({ newer, older }: { newer: string | null; older: string | null }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages of jobs" className="mt-4 flex flex-wrap justify-between gap-3">
      {newer ? (
        <Link to={`/admin/jobs?${newer}`} className="btn-secondary" rel="prev">
          ← Newer jobs
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={`/admin/jobs?${older}`} className="btn-secondary" rel="next">
          Older jobs →
        </Link>
      ) : null}
    </nav>
  );
}
