import { Link } from "@remix-run/react";

export type StatusTab = { href: string; label: string; count: number; current: boolean };

/** An admin list's tabs by status: links, the current one marked for screen readers, each with its count. */
export function StatusTabs({
  label,
  tabs,
  className = "mt-6",
}: {
  label: string;
  tabs: readonly StatusTab[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`${className} border-b border-slate-200`}>
      <ul className="relative flex gap-x-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.href} className="shrink-0">
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 border-b-2 px-3 font-semibold no-underline ${
                tab.current
                  ? "border-brand-700 text-slate-900"
                  : "border-transparent text-slate-700 hover:text-slate-900"
              }`}
            >
              {tab.label}
              <span className="rounded-full bg-slate-200 px-2 text-sm text-slate-900">
                {tab.count.toLocaleString("en-GB")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
