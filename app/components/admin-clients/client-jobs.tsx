import type { ClientPageJob } from "~/lib/views/clients";
import { StatusBadge } from "~/components/admin-jobs/status-badge";
import { JobCell, JobTable, JobTableRow, ReferenceCell } from "~/components/jobs/job-table";

const HEADINGS = [
  { label: "Reference" },
  { label: "When" },
  { label: "Status" },
  { label: "Service" },
  { label: "Postcode" },
  { label: "Price", end: true },
] as const;

/** A client's jobs, newest first, each a link to its page in the office. */
export function ClientJobs({ jobs }: { jobs: ClientPageJob[] }) {
  if (jobs.length === 0) return <p className="mt-3 text-slate-700">No jobs yet.</p>;
  return (
    <JobTable caption="The client's jobs, newest first" headings={HEADINGS}>
      {jobs.map((job) => (
        <JobTableRow key={job.reference}>
          <ReferenceCell
            to={`/admin/jobs/${job.reference}`}
            reference={job.reference}
            badge={null}
          />
          <JobCell label="When">{job.when}</JobCell>
          <JobCell label="Status">
            <StatusBadge status={job.status} label={job.statusLabel} />
          </JobCell>
          <JobCell label="Service">{job.serviceName}</JobCell>
          <JobCell label="Postcode" className="whitespace-nowrap">
            {job.postcode}
          </JobCell>
          <JobCell label="Price" className="whitespace-nowrap md:text-right">
            {job.price ?? <span className="text-slate-700">Not set</span>}
          </JobCell>
        </JobTableRow>
      ))}
    </JobTable>
  );
}
