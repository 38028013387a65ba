import { Link } from "@remix-run/react";
import type { OrgJobListItem } from "~/.server/orgs/org-job-rows.server";
import { StatusBadge } from "~/components/admin-jobs/status-badge";
import { organisationPath } from "~/lib/organisations";
import { ApprovalBadge, OverdueBadge, PriorityBadge } from "./org-job-badges";

const CELL = "block px-3 py-1 md:table-cell md:py-3 md:align-top";
const HEAD = "px-3 py-2 text-left text-sm font-semibold text-slate-800";

/** A label a phone shows before a cell's value, where the table's heading row is hidden. */
function Label({ children }: { children: string }) {
  return <span className="font-semibold text-slate-700 md:hidden">{children}: </span>;
}

/**
 * An organisation's jobs: a table on a wide screen; on a phone each row stands as a block
 * with its labels, so nothing scrolls sideways.
 */
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
    <table className="mt-4 block w-full md:table md:rounded-xl md:border md:border-slate-200 md:bg-white">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden bg-slate-50 md:table-header-group">
        <tr>
          {["Reference", "Property", "Service", "Priority", "Status", "Window", "Due"].map(
            (heading) => (
              <th key={heading} scope="col" className={HEAD}>
                {heading}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {jobs.map((job) => (
          <tr
            key={job.reference}
            className="block rounded-xl border border-slate-200 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-t"
          >
            <th scope="row" className={`${CELL} text-left font-semibold`}>
              <Link
                to={organisationPath(slug, `/jobs/${job.reference}`)}
                className="inline-flex min-h-11 items-center whitespace-nowrap md:min-h-0"
              >
                {job.reference}
              </Link>
              {job.approval ? (
                <span className="ml-2 md:ml-0 md:mt-1 md:block">
                  <ApprovalBadge approval={job.approval} />
                </span>
              ) : null}
            </th>
            <td className={CELL}>
              <Label>Property</Label>
              {job.propertyLabel}
            </td>
            <td className={CELL}>
              <Label>Service</Label>
              {job.serviceName}
            </td>
            <td className={CELL}>
              <Label>Priority</Label>
              {job.priority && job.priorityLabel ? (
                <PriorityBadge priority={job.priority} label={job.priorityLabel} />
              ) : (
                "—"
              )}
            </td>
            <td className={CELL}>
              <Label>Status</Label>
              <StatusBadge status={job.status} label={job.statusLabel} />
            </td>
            <td className={CELL}>
              <Label>Window</Label>
              {job.windowLabel}
            </td>
            <td className={CELL}>
              <Label>Due</Label>
              {job.due ? <time dateTime={job.due.at}>{job.due.label}</time> : "—"}
              {job.overdue ? (
                <span className="ml-2 md:ml-0 md:mt-1 md:block">
                  <OverdueBadge />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
