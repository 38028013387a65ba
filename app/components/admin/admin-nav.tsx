import { NavLink } from "@remix-run/react";
import type { AdminNavCounts } from "~/lib/views/admin";

interface Section {
  to: string;
  label: string;
  end?: boolean;
  count?: (counts: AdminNavCounts) => { value: number; label: string } | null;
}

const SECTIONS: Section[] = [
  { to: "/admin", label: "Board", end: true },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/engineers", label: "Engineers" },
  { to: "/admin/organizations", label: "Organisations" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/invoices", label: "Invoices" },
  {
    to: "/admin/contacts",
    label: "Enquiries",
    count: (counts) =>
      counts.newEnquiries > 0 ? { value: counts.newEnquiries, label: "new" } : null,
  },
  {
    to: "/admin/testimonials",
    label: "Reviews",
    count: (counts) =>
      counts.waitingReviews > 0 ? { value: counts.waitingReviews, label: "waiting" } : null,
  },
  { to: "/admin/portfolio", label: "Portfolio" },
  { to: "/blog/admin", label: "Blog" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/settings", label: "Settings" },
];

/**
 * The office's sections on every /admin page: one row at a desk's width (1280 px), wrapping
 * onto a second rather than hiding a section on a narrower screen; scrolls sideways on a phone.
 */
export function AdminNav({ counts }: { counts: AdminNavCounts }) {
  return (
    <nav aria-label="Back office" className="border-b border-slate-200 bg-slate-50">
      <ul className="relative mx-auto flex w-full max-w-[110rem] gap-x-0.5 overflow-x-auto px-3 sm:px-6 md:flex-wrap md:overflow-visible">
        {SECTIONS.map((section) => {
          const count = section.count?.(counts) ?? null;
          return (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={section.end}
                prefetch="intent"
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center gap-1 border-b-2 px-2.5 font-semibold no-underline ${
                    isActive
                      ? "border-brand-700 text-slate-900"
                      : "border-transparent text-slate-700 hover:text-slate-900"
                  }`
                }
              >
                {section.label}
                {count ? (
                  <span className="rounded-full bg-brand-700 px-2 text-sm text-white">
                    {count.value}
                    <span className="sr-only"> {count.label}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
