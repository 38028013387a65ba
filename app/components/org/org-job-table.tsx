import type { OrgJobListItem } from "~/lib/views/organisations";
import { StatusBadge } from "~/components/admin-jobs/status-badge";
import { JobCell, JobTable, JobTableRow, ReferenceCell } from "~/components/jobs/job-table";
import { organisationPath } from "~/lib/organisations";
import { ApprovalBadge, OverdueBadge, PriorityBadge } from "./org-job-badges";

const HEADINGS = ["Reference", "Property", "Service", "Priority", "Status", "Window", "Due"].map(
  (label) => ({ label }),
);

/** An organisation's jobs of one page. */
export function OrgJobTable({
  slug,
  jobs,
  caption,
}: {
  slug: string;
  jobs: OrgJobListItem[];
  caption: string;
}) {
  return (
    <JobTable caption={caption} headings={HEADINGS}>
      {jobs.map((job) => (
        <JobTableRow key={job.reference}>
          <ReferenceCell
            to={organisationPath(slug, `/jobs/${job.reference}`)}
            reference={job.reference}
            badge={job.approval ? <ApprovalBadge approval={job.approval} /> : null}
          />
          <JobCell label="Property">{job.propertyLabel}</JobCell>
          <JobCell label="Service">{job.serviceName}</JobCell>
          <JobCell label="Priority">
            {job.priority && job.priorityLabel ? (
              <PriorityBadge priority={job.priority} label={job.priorityLabel} />
            ) : (
              "—"
            )}
          </JobCell>
          <JobCell label="Status">
            <StatusBadge status={job.status} label={job.statusLabel} />
          </JobCell>
          <JobCell label="Window">{job.windowLabel}</JobCell>
          <JobCell label="Due">
            {job.due ? <time dateTime={job.due.at}>{job.due.label}</time> : "—"}
            {job.overdue ? (
              <span className="ml-2 md:ml-0 md:mt-1 md:block">
                <OverdueBadge />
              </span>
            ) : null}
          </JobCell>
        </JobTableRow>
      ))}
    </JobTable>
  );
}
