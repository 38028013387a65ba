import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const CELL = "block px-3 py-1 md:table-cell md:py-3 md:align-top";
const HEAD = "px-3 py-2 text-left text-sm font-semibold text-slate-800";

/**
 * A list of jobs: a table on a wide screen; on a phone each row stands as a block with its
 * labels, so nothing scrolls sideways. The office's list and the organisations' use it.
 */
export function JobTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  /** Column headings; `end` aligns a column of amounts to the right. */
  headings: readonly { label: string; end?: boolean }[];
  children: ReactNode;
}) {
  return (
    <table className="mt-4 block w-full md:table md:rounded-xl md:border md:border-slate-200 md:bg-white">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden bg-slate-50 md:table-header-group">
        <tr>
          {headings.map((heading) => (
            <th
              key={heading.label}
              scope="col"
              className={heading.end ? `${HEAD} text-right` : HEAD}
            >
              {heading.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">{children}</tbody>
    </table>
  );
}

export function JobTableRow({ children }: { children: ReactNode }) {
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-t">
      {children}
    </tr>
  );
}

/** The row's heading: the job's reference as a link, with a badge under it on a wide screen. */
export function ReferenceCell({
  to,
  reference,
  badge,
}: {
  to: string;
  reference: string;
  badge: ReactNode;
}) {
  return (
    <th scope="row" className={`${CELL} text-left font-semibold`}>
      <Link to={to} className="inline-flex min-h-11 items-center whitespace-nowrap md:min-h-0">
        {reference}
      </Link>
      {badge ? <span className="ml-2 md:ml-0 md:mt-1 md:block">{badge}</span> : null}
    </th>
  );
}

/** A cell with the label a phone shows before its value (the heading row is hidden there). */
export function JobCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={className ? `${CELL} ${className}` : CELL}>
      <span className="font-semibold text-slate-700 md:hidden">{label}: </span>
      {children}
    </td>
  );
}
