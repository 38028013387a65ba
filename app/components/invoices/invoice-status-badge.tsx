import { formatPence } from "~/lib/money";
import { INVOICE_STATUS_LABELS, type InvoiceStanding } from "~/lib/views/invoices";

const STATUS_STYLES: Record<InvoiceStanding["status"] | "draft", string> = {
  draft: "bg-slate-100 text-slate-900",
  due: "bg-amber-100 text-amber-950",
  overdue: "bg-red-100 text-red-950",
  paid: "bg-green-100 text-green-950",
  credited: "bg-slate-200 text-slate-900",
};

/** Draft, due, overdue, paid or credited, and a part payment when there is one. */
export function InvoiceStatusBadge({
  standing,
  draft = false,
}: {
  standing: InvoiceStanding | null;
  draft?: boolean;
}) {
  const status = draft || !standing ? "draft" : standing.status;
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${STATUS_STYLES[status]}`}
    >
      <span className="sr-only">Status: </span>
      {INVOICE_STATUS_LABELS[status]}
      {standing?.partPaid ? ` · ${formatPence(standing.paidPence)} paid` : ""}
    </span>
  );
}
