import { VAT_RATE_LABELS, type RateSummary } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import type { InvoiceStanding } from "~/lib/views/invoices";

/** One row of figures: what it is and how much; `strong` for the totals that matter most. */
export interface MoneyFigure {
  label: string;
  pence: number;
  strong?: boolean;
}

/**
 * A quote's or invoice's totals as stored (decision 0064: the sums of the lines shown): the
 * VAT by rate and the total without VAT only when VAT is shown, then the total.
 */
export function totalsFigures(
  document: {
    byRate: readonly RateSummary[];
    netPence: number;
    vatPence: number;
    grossPence: number;
  },
  options: { showVat: boolean; totalLabel?: string },
): MoneyFigure[] {
  const vat: MoneyFigure[] = options.showVat
    ? [
        ...document.byRate.map((rate) => ({
          label: `VAT at ${VAT_RATE_LABELS[rate.vatRate]} on ${formatPence(rate.netPence)}`,
          pence: rate.vatPence,
        })),
        { label: "Total without VAT", pence: document.netPence },
        { label: "VAT", pence: document.vatPence },
      ]
    : [];
  return [
    ...vat,
    { label: options.totalLabel ?? "Total", pence: document.grossPence, strong: true },
  ];
}

/**
 * What has happened to an issued invoice's total, from the one status query (decision 0070):
 * paid and credited when there is any, and what is left to pay (never below nothing: money
 * beyond what was owed is the office's to refund, not a balance of the customer's).
 */
export function standingFigures(standing: InvoiceStanding): MoneyFigure[] {
  return [
    ...(standing.paidPence !== 0 ? [{ label: "Paid", pence: standing.paidPence }] : []),
    ...(standing.creditedPence !== 0 ? [{ label: "Credited", pence: standing.creditedPence }] : []),
    { label: "Balance to pay", pence: Math.max(0, standing.balancePence), strong: true },
  ];
}

/** Figures as a list of terms and amounts, amounts lined up on the right. */
export function MoneyFigures({
  figures,
  className = "ml-auto max-w-sm",
}: {
  figures: readonly MoneyFigure[];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-right ${className}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="contents">
          <dt className={figure.strong ? "font-bold text-slate-900" : "text-slate-700"}>
            {figure.label}
          </dt>
          <dd className={`tabular-nums ${figure.strong ? "font-bold text-slate-900" : ""}`}>
            {formatPence(figure.pence)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
