import type { ReactNode } from "react";
import { formatPence } from "~/lib/money";
import type { InvoiceStanding } from "~/lib/views/invoices";
import { InvoiceStatusBadge } from "../invoices/invoice-status-badge";

/** A column of a money table: amounts are right-aligned, header and cells alike. */
export interface MoneyColumn {
  label: ReactNode;
  amount?: boolean;
  /** Named only for screen readers (a column of buttons). */
  hidden?: boolean;
}

const CELL = "py-2 pr-3";

export function MoneyTableHead({ columns }: { columns: readonly MoneyColumn[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-300">
        {columns.map((column, index) => (
          <th key={index} scope="col" className={`${CELL} ${column.amount ? "text-right" : ""}`}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** An amount in a row, lined up with its column's header. */
export function AmountCell({ pence, strong = false }: { pence: number; strong?: boolean }) {
  return (
    <td className={`${CELL} text-right tabular-nums ${strong ? "font-bold" : ""}`}>
      {formatPence(pence)}
    </td>
  );
}

/** An invoice's status in a row: the same badge as on the invoice itself. */
export function StatusCell({
  standing,
  draft = false,
}: {
  standing: InvoiceStanding | null;
  draft?: boolean;
}) {
  return (
    <td className={CELL}>
      <InvoiceStatusBadge standing={standing} draft={draft} />
    </td>
  );
}
