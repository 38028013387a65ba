import type { ReactNode } from "react";
import { formatQuantity, VAT_RATE_LABELS } from "~/lib/invoice-lines";
import type { InvoiceLineView } from "~/lib/views/invoices";
import { AmountCell, MoneyTableHead, type MoneyColumn } from "./money-table";

/** What a quote's and an invoice's lines have in common, as stored (position: unique in it). */
export type DocumentLine = Pick<
  InvoiceLineView,
  "position" | "description" | "quantityHundredths" | "unitPricePence" | "vatRate" | "netPence"
>;

/**
 * The lines of a quote or an invoice: description, quantity, unit price and amount without
 * VAT, and each line's rate only when VAT is shown (decision 0069). Scrolls sideways on a
 * phone, reachable by keyboard and named for screen readers.
 */
export function DocumentLines<Line extends DocumentLine>({
  lines,
  vatRegistered,
  name,
  lineAction,
}: {
  lines: readonly Line[];
  vatRegistered: boolean;
  /** "The quote's lines", "Lines". */
  name: string;
  /** A control beside each line (the office's draft: remove). */
  lineAction?: (line: Line) => ReactNode;
}) {
  const withoutVat = vatRegistered ? " (without VAT)" : "";
  const columns: MoneyColumn[] = [
    { label: "Description" },
    { label: "Quantity", amount: true },
    { label: `Unit price${withoutVat}`, amount: true },
    ...(vatRegistered ? [{ label: "VAT rate", amount: true }] : []),
    { label: `Amount${withoutVat}`, amount: true },
    ...(lineAction ? [{ label: "Change", hidden: true }] : []),
  ];
  return (
    <section className="overflow-x-auto" tabIndex={0} aria-label={`${name} (table)`}>
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">{name}</caption>
        <MoneyTableHead columns={columns} />
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-3 text-slate-600">
                No lines yet.
              </td>
            </tr>
          ) : null}
          {lines.map((line) => (
            <tr key={line.position} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3 break-words">{line.description}</td>
              <td className="py-2 pr-3 text-right">{formatQuantity(line.quantityHundredths)}</td>
              <AmountCell pence={line.unitPricePence} />
              {vatRegistered ? (
                <td className="py-2 pr-3 text-right">{VAT_RATE_LABELS[line.vatRate]}</td>
              ) : null}
              <AmountCell pence={line.netPence} />
              {lineAction ? <td className="py-2">{lineAction(line)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
