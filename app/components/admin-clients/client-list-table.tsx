import { Link } from "@remix-run/react";
import type { ClientListItem } from "~/lib/views/clients";
import { JobCell, JobTable, JobTableRow } from "~/components/jobs/job-table";
import { PhoneLink } from "~/components/ui/phone-link";

const HEADINGS = [
  { label: "Client" },
  { label: "E-mail" },
  { label: "Phone" },
  { label: "Jobs", end: true },
  { label: "Spent", end: true },
  { label: "Account" },
  { label: "Last job" },
] as const;

/** The office's clients of one page: a table on a desk, a block per client on a phone. */
export function ClientListTable({ clients }: { clients: ClientListItem[] }) {
  return (
    <JobTable caption="Clients, in order of e-mail address" headings={HEADINGS}>
      {clients.map((client) => (
        <JobTableRow key={client.key}>
          <th
            scope="row"
            className="block px-3 py-1 text-left font-semibold md:table-cell md:py-3 md:align-top"
          >
            <Link
              to={`/admin/clients/${client.key}`}
              className="inline-flex min-h-11 items-center break-words md:min-h-0"
            >
              {client.name || client.email}
            </Link>
          </th>
          <JobCell label="E-mail" className="break-all">
            {client.email}
          </JobCell>
          <JobCell label="Phone" className="whitespace-nowrap">
            {client.phone ? (
              <PhoneLink phone={client.phone} />
            ) : (
              <span className="text-slate-700">None</span>
            )}
          </JobCell>
          <JobCell label="Jobs" className="md:text-right">
            {client.jobs}
          </JobCell>
          <JobCell label="Spent" className="whitespace-nowrap md:text-right">
            {client.spent ?? <span className="text-slate-700">No prices</span>}
          </JobCell>
          <JobCell label="Account">{client.hasAccount ? "Yes" : "No"}</JobCell>
          <JobCell label="Last job" className="whitespace-nowrap">
            {client.lastJob ?? <span className="text-slate-700">None</span>}
          </JobCell>
        </JobTableRow>
      ))}
    </JobTable>
  );
}
