import { Link } from "@remix-run/react";
import type { EnquiryListItem } from "~/lib/views/contacts";
import { JobCell, JobTable, JobTableRow } from "~/components/jobs/job-table";

const HEADINGS = [
  { label: "From" },
  { label: "Received" },
  { label: "Kind" },
  { label: "E-mail" },
  { label: "Postcode" },
  { label: "Message" },
] as const;

/** One page of the inbox; an enquiry nobody has opened stands out in bold, and says so. */
export function InboxTable({ enquiries }: { enquiries: EnquiryListItem[] }) {
  return (
    <JobTable caption="Enquiries, newest first" headings={HEADINGS}>
      {enquiries.map((enquiry) => (
        <JobTableRow key={enquiry.id}>
          <th
            scope="row"
            className={`block px-3 py-1 text-left md:table-cell md:py-3 md:align-top ${
              enquiry.unread ? "font-bold" : "font-normal"
            }`}
          >
            <Link
              to={`/admin/contacts/${enquiry.id}`}
              className="inline-flex min-h-11 items-center md:min-h-0"
            >
              {enquiry.unread ? <span className="sr-only">Unread: </span> : null}
              {enquiry.name}
            </Link>
            {enquiry.companyName ? (
              <span className="block text-sm text-slate-700">{enquiry.companyName}</span>
            ) : null}
            <span className="block text-sm font-normal text-slate-700">
              #{enquiry.id} · {enquiry.statusLabel}
            </span>
          </th>
          <JobCell label="Received" className={enquiry.unread ? "font-bold" : undefined}>
            <time dateTime={enquiry.receivedAt} className="whitespace-nowrap">
              {enquiry.received}
            </time>
          </JobCell>
          <JobCell label="Kind">{enquiry.kindLabel}</JobCell>
          <JobCell label="E-mail" className="break-all md:whitespace-nowrap md:break-normal">
            {enquiry.email}
          </JobCell>
          <JobCell label="Postcode" className="whitespace-nowrap">
            {enquiry.postcode}
          </JobCell>
          <JobCell label="Message" className={enquiry.unread ? "font-bold" : undefined}>
            {enquiry.excerpt}
          </JobCell>
        </JobTableRow>
      ))}
    </JobTable>
  );
}
