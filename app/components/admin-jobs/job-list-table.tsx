import type { JobListItem } from "~/lib/views/admin-jobs";
import { JobCell, JobTable, JobTableRow, ReferenceCell } from "~/components/jobs/job-table";
import { EmergencyBadge, StatusBadge } from "./status-badge";

const HEADINGS = [
  { label: "Reference" },
  { label: "Window" },
  { label: "Status" },
  { label: "Customer" },
  { label: "Service" },
  { label: "Engineer" },
  { label: "Source" },
  { label: "Price", end: true },
] as const;

/** The office's jobs of one page. */
export function JobListTable({ jobs }: { jobs: JobListItem[] }) {
  return (
    <JobTable caption="Jobs, newest arrival window first" headings={HEADINGS}>
      {jobs.map((job) => (
        <JobTableRow key={job.reference}>
          <ReferenceCell
            to={`/admin/jobs/${job.reference}`}
            reference={job.reference}
            badge={job.emergency ? <EmergencyBadge /> : null}
          />
          <JobCell label="Window">
            {job.day ? (
              <>
                <span className="whitespace-nowrap">{job.day}</span>{" "}
                <span className="whitespace-nowrap text-slate-700">{job.time}</span>
              </>
            ) : (
              <span className="font-semibold text-violet-900">Waiting for a window</span>
            )}
          </JobCell>
          <JobCell label="Status">
            <StatusBadge status={job.status} label={job.statusLabel} />
          </JobCell>
          <JobCell label="Customer">
            {job.customerName}{" "}
            <span className="whitespace-nowrap text-slate-700 md:block">{job.postcode}</span>
          </JobCell>
          <JobCell label="Service">{job.serviceName}</JobCell>
          <JobCell label="Engineer">
            {job.engineerName ?? <span className="text-slate-700">Unassigned</span>}
          </JobCell>
          <JobCell label="Source">{job.sourceLabel}</JobCell>
          <JobCell label="Price" className="whitespace-nowrap md:text-right">
            {job.price ?? <span className="text-slate-700">Not set</span>}
          </JobCell>
        </JobTableRow>
      ))}
    </JobTable>
  );
}
