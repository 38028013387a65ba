import { Link } from "@remix-run/react";
import type { JobListItem } from "~/.server/admin-jobs/job-list-page.server";
import { EmergencyBadge, StatusBadge } from "./status-badge";

const CELL = "block px-3 py-1 md:table-cell md:py-3 md:align-top";
const HEAD = "px-3 py-2 text-left text-sm font-semibold text-slate-800";

/** A label a phone shows before a cell's value, where the table's heading row is hidden. */
function Label({ children }: { children: string }) {
  return <span className="font-semibold text-slate-700 md:hidden">{children}: </span>;
}

/**
 * The jobs of one page: a table on a wide screen; on a phone each row stands as a block
 * with its labels, so nothing scrolls sideways.
 */
export function JobListTable({ jobs }: { jobs: JobListItem[] }) {
  return (
    <table className="mt-4 block w-full md:table md:rounded-xl md:border md:border-slate-200 md:bg-white">
      <caption className="sr-only">Jobs, newest arrival window first</caption>
      <thead className="hidden bg-slate-50 md:table-header-group">
        <tr>
          <th scope="col" className={HEAD}>
            Reference
          </th>
          <th scope="col" className={HEAD}>
            Window
          </th>
          <th scope="col" className={HEAD}>
            Status
          </th>
          <th scope="col" className={HEAD}>
            Customer
          </th>
          <th scope="col" className={HEAD}>
            Service
          </th>
          <th scope="col" className={HEAD}>
            Engineer
          </th>
          <th scope="col" className={HEAD}>
            Source
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            Price
          </th>
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
                to={`/admin/jobs/${job.reference}`}
                className="inline-flex min-h-11 items-center whitespace-nowrap md:min-h-0"
              >
                {job.reference}
              </Link>
              {job.emergency ? (
                <span className="ml-2 md:ml-0 md:mt-1 md:block">
                  <EmergencyBadge />
                </span>
              ) : null}
            </th>
            <td className={CELL}>
              <Label>Window</Label>
              {job.day ? (
                <>
                  <span className="whitespace-nowrap">{job.day}</span>{" "}
                  <span className="whitespace-nowrap text-slate-700">{job.time}</span>
                </>
              ) : (
                <span className="font-semibold text-violet-900">Waiting for a window</span>
              )}
            </td>
            <td className={CELL}>
              <Label>Status</Label>
              <StatusBadge status={job.status} label={job.statusLabel} />
            </td>
            <td className={CELL}>
              <Label>Customer</Label>
              {job.customerName}{" "}
              <span className="whitespace-nowrap text-slate-700 md:block">{job.postcode}</span>
            </td>
            <td className={CELL}>
              <Label>Service</Label>
              {job.serviceName}
            </td>
            <td className={CELL}>
              <Label>Engineer</Label>
              {job.engineerName ?? <span className="text-slate-700">Unassigned</span>}
            </td>
            <td className={CELL}>
              <Label>Source</Label>
              {job.sourceLabel}
            </td>
            <td className={`${CELL} whitespace-nowrap md:text-right`}>
              <Label>Price</Label>
              {job.price ?? <span className="text-slate-700">Not set</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
