import type { ApprovalState } from "~/lib/views/column-values";
import type { JobPriority } from "~/lib/organisations";

const PRIORITY_STYLES: Record<JobPriority, string> = {
  emergency: "bg-red-700 text-white",
  urgent: "bg-amber-100 text-amber-950",
  routine: "bg-slate-100 text-slate-900",
};

const BADGE = "inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold";

export function PriorityBadge({ priority, label }: { priority: JobPriority; label: string }) {
  return <span className={`${BADGE} ${PRIORITY_STYLES[priority]}`}>{label}</span>;
}

/** A job past its response target: in words, not colour alone. */
export function OverdueBadge() {
  return <span className={`${BADGE} bg-red-100 text-red-950`}>Overdue</span>;
}

const APPROVAL_WORDS: Record<ApprovalState, { label: string; style: string }> = {
  pending: { label: "Awaiting approval", style: "bg-violet-100 text-violet-950" },
  approved: { label: "Spend approved", style: "bg-green-100 text-green-950" },
  declined: { label: "Spend declined", style: "bg-slate-200 text-slate-900" },
};

export function ApprovalBadge({ approval }: { approval: ApprovalState }) {
  const { label, style } = APPROVAL_WORDS[approval];
  return <span className={`${BADGE} ${style}`}>{label}</span>;
}
