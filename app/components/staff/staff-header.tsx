import { LogoMark } from "~/components/brand/logo-mark";
import { Link, NavLink } from "@remix-run/react";
import type { StaffArea } from "~/lib/staff-area";
import { SignOutButton, type HeaderAccount } from "../site-header";

const AREA_HOME: Record<StaffArea, { to: string; label: string }> = {
  office: { to: "/admin", label: "Office" },
  engineer: { to: "/engineer", label: "My day" },
};

/**
 * The staff's own header: one short row (the business, their area, their account), so the
 * office's sections and the engineer's day start at the top of the screen, without the public
 * site's services, prices and call button.
 */
export function StaffHeader({
  businessName,
  account,
  area,
}: {
  businessName: string;
  account: HeaderAccount;
  area: StaffArea;
}) {
  const home = AREA_HOME[area];
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex w-full max-w-[110rem] items-center gap-2 px-3 py-1 sm:px-6">
        <Link
          to="/"
          title={businessName}
          className="flex min-w-0 items-center gap-1.5 text-base font-extrabold text-brand-900 no-underline"
        >
          <LogoMark size={24} className="shrink-0" />
          <span className="truncate">{businessName}</span>
        </Link>
        <nav aria-label="Staff" className="shrink-0">
          <NavLink
            to={home.to}
            end
            className={({ isActive }) =>
              `inline-flex min-h-11 items-center rounded px-2 font-semibold no-underline hover:bg-slate-100 ${isActive ? "text-slate-900" : "text-brand-800"}`
            }
          >
            {home.label}
          </NavLink>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <Link
            to={account.profilePath}
            className="inline-flex min-h-11 items-center rounded px-2 font-medium no-underline hover:bg-slate-100"
            aria-label={`Your account (${account.name})`}
          >
            Account
          </Link>
          <SignOutButton className="btn-secondary whitespace-nowrap px-3" />
        </div>
      </div>
    </header>
  );
}
