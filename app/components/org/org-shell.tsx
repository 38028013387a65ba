import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  memberMay,
  MEMBER_ROLE_LABELS,
  organisationPath,
  type MemberRole,
} from "~/lib/organisations";
import type { OrgShellData } from "~/lib/views/organisations";

/** The scope's fields the browser may see: never the user id or the spend settings. */
export function orgShellData(scope: OrgShellData): OrgShellData {
  return {
    slug: scope.slug,
    name: scope.name,
    memberRole: scope.memberRole,
    isOffice: scope.isOffice,
  };
}

const SECTIONS: { rest: string; label: string; needs: MemberRole; end?: boolean }[] = [
  { rest: "", label: "Overview", needs: "member", end: true },
  { rest: "/jobs", label: "Jobs", needs: "member" },
  { rest: "/approvals", label: "To decide", needs: "member" },
  { rest: "/invoices", label: "Invoices", needs: "manager" },
  { rest: "/report", label: "Report a repair", needs: "member" },
  { rest: "/properties", label: "Properties", needs: "member" },
  { rest: "/members", label: "Members", needs: "member" },
];

/**
 * The frame of every organisation page: the organisation's name, who is looking (a member's
 * role, or the office), and the sections as a navigation that wraps on a phone.
 */
export function OrgShell({
  org,
  title,
  children,
}: {
  org: OrgShellData;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-6 sm:py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {org.name}
        <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium normal-case text-slate-800">
          {org.isOffice ? "Office view" : MEMBER_ROLE_LABELS[org.memberRole]}
        </span>
      </p>
      <nav aria-label={`${org.name} portal`} className="mt-3 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {SECTIONS.filter((section) => memberMay(org.memberRole, section.needs)).map((section) => (
            <li key={section.rest}>
              <NavLink
                to={organisationPath(org.slug, section.rest)}
                end={section.end}
                prefetch="intent"
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${
                    isActive
                      ? "border-brand-700 text-slate-900"
                      : "border-transparent text-slate-700 hover:text-slate-900"
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-4">{children}</div>
    </div>
  );
}
