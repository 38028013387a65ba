import type { JobStatus } from "~/lib/views/column-values";

const STATUS_STYLES: Record<JobStatus, string> = {
  requested: "bg-violet-100 text-violet-950",
  confirmed: "bg-brand-50 text-brand-900",
  scheduled: "bg-sky-100 text-sky-950",
  en_route: "bg-amber-100 text-amber-950",
  on_site: "bg-orange-100 text-orange-950",
  completed: "bg-green-100 text-green-950",
  cancelled: "bg-slate-200 text-slate-900",
};

export function StatusBadge({ status, label }: { status: JobStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLES[status]}`}
    >
      {label}
    </span>
  );
}

export function EmergencyBadge() {
  return (
    <span className="inline-block whitespace-nowrap rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-semibold text-white">
      Emergency
    </span>
  );
}
