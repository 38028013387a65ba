import { formatInvoiceDate } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import type { CustomerInvoice, Receipt } from "~/lib/views/customer-money";
import { PAYMENT_METHOD_LABELS } from "~/lib/views/invoices";
import { InvoiceStatusBadge } from "../invoices/invoice-status-badge";
import { MoneyFigures, standingFigures } from "./money-figures";
import { AmountCell, MoneyTableHead } from "./money-table";

/**
 * One invoice on a customer's page: its status, what it came to and what is left, the
 * invoice itself and its PDF, the pay button while something is owed, and every payment.
 */
export function CustomerInvoiceCard({
  invoice,
  showJob,
}: {
  invoice: CustomerInvoice;
  showJob: boolean;
}) {
  const headingId = `invoice-${invoice.id}`;
  const { standing } = invoice;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          Invoice {invoice.number}
        </h3>
        <InvoiceStatusBadge standing={standing} />
      </header>
      <p className="mt-1 text-sm text-slate-700">
        {showJob && invoice.jobReference ? `Job ${invoice.jobReference} · ` : ""}
        Issued {formatInvoiceDate(invoice.issueDate)}
        {standing.status === "due" || standing.status === "overdue"
          ? ` · due ${formatInvoiceDate(invoice.dueDate)}`
          : ""}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {invoice.payPath ? (
            // A plain form: the answer is a redirect to Stripe's page, which Remix cannot follow.
            <form method="post" action={invoice.payPath}>
              <button type="submit" className="btn-primary">
                Pay {formatPence(standing.balancePence)}
                <span className="sr-only"> for invoice {invoice.number}</span>
              </button>
            </form>
          ) : null}
          <a href={invoice.path}>
            Open the invoice<span className="sr-only"> {invoice.number}</span>
          </a>
          <a href={`${invoice.path}.pdf`} download>
            PDF<span className="sr-only"> of invoice {invoice.number}</span>
          </a>
        </div>
        <MoneyFigures
          figures={[{ label: "Total", pence: standing.grossPence }, ...standingFigures(standing)]}
          className="sm:min-w-64"
        />
      </div>
      {invoice.creditNotes.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {invoice.creditNotes.map((note) => (
            <li key={note.id}>
              <a href={note.path}>Credit note {note.number}</a>: {formatPence(note.grossPence)}{" "}
              taken off
            </li>
          ))}
        </ul>
      ) : null}
      {invoice.receipts.length > 0 ? (
        <Receipts number={invoice.number} receipts={invoice.receipts} />
      ) : null}
    </article>
  );
}

function receiptWords(receipt: Receipt): string {
  const how = PAYMENT_METHOD_LABELS[receipt.method];
  if (receipt.amountPence < 0) return `Refund (${how})`;
  if (receipt.pending) return `${how}, on its way`;
  if (receipt.toBeRefunded) return `${how}, more than was owed: we will refund it`;
  return how;
}

function Receipts({ number, receipts }: { number: string; receipts: readonly Receipt[] }) {
  return (
    // Three short columns that wrap on the narrowest phone: nothing to scroll sideways.
    <div className="mt-3">
      <table className="w-full text-left text-sm sm:max-w-lg">
        <caption className="text-left font-semibold text-slate-900">
          Payments<span className="sr-only"> for invoice {number}</span>
        </caption>
        <MoneyTableHead
          columns={[{ label: "Date" }, { label: "How" }, { label: "Amount", amount: true }]}
        />
        <tbody>
          {receipts.map((receipt) => (
            <tr key={receipt.id} className="border-b border-slate-200">
              <td className="py-2 pr-3">{formatInvoiceDate(receipt.receivedOn)}</td>
              <td className="py-2 pr-3">{receiptWords(receipt)}</td>
              <AmountCell pence={receipt.amountPence} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
