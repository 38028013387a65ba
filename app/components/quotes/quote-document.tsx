import { VAT_RATE_LABELS } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import type { QuoteView } from "~/lib/views/quote";

/**
 * A quote's lines and totals as stored (decision 0064: the totals are the sums of the lines
 * shown). Without VAT registration no VAT column, rate or total appears anywhere.
 */
export function QuoteLinesTable({
  quote,
  lineAction,
}: {
  quote: QuoteView;
  /** The office's draft: a control beside each line (remove). */
  lineAction?: (line: QuoteView["lines"][number]) => React.ReactNode;
}) {
  const vat = quote.vatRegistered;
  const columns = (vat ? 5 : 4) + (lineAction ? 1 : 0);
  return (
    <div>
      {/* Scrolls sideways on a phone: reachable by keyboard, named for screen readers. */}
      <section className="overflow-x-auto" tabIndex={0} aria-label="The quote's lines (table)">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="sr-only">The quote&apos;s lines</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Description
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Unit price{vat ? " (without VAT)" : ""}
              </th>
              {vat ? (
                <th scope="col" className="py-2 pr-3 text-right">
                  VAT rate
                </th>
              ) : null}
              <th scope="col" className="py-2 pr-3 text-right">
                Amount{vat ? " (without VAT)" : ""}
              </th>
              {lineAction ? (
                <th scope="col" className="py-2">
                  <span className="sr-only">Change</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {quote.lines.length === 0 ? (
              <tr>
                <td colSpan={columns} className="py-3 text-slate-600">
                  No lines yet.
                </td>
              </tr>
            ) : null}
            {quote.lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 break-words">{line.description}</td>
                <td className="py-2 pr-3 text-right">{line.quantity}</td>
                <td className="py-2 pr-3 text-right">{formatPence(line.unitPricePence)}</td>
                {vat ? (
                  <td className="py-2 pr-3 text-right">{VAT_RATE_LABELS[line.vatRate]}</td>
                ) : null}
                <td className="py-2 pr-3 text-right">{formatPence(line.netPence)}</td>
                {lineAction ? <td className="py-2">{lineAction(line)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <QuoteTotals quote={quote} />
    </div>
  );
}

function QuoteTotals({ quote }: { quote: QuoteView }) {
  return (
    <dl className="mt-4 ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-right">
      {quote.vatRegistered ? (
        <>
          {quote.byRate.map((rate) => (
            <div key={rate.vatRate} className="contents">
              <dt className="text-slate-700">
                VAT at {VAT_RATE_LABELS[rate.vatRate]} on {formatPence(rate.netPence)}
              </dt>
              <dd>{formatPence(rate.vatPence)}</dd>
            </div>
          ))}
          <dt className="text-slate-700">Total without VAT</dt>
          <dd>{formatPence(quote.netPence)}</dd>
          <dt className="text-slate-700">VAT</dt>
          <dd>{formatPence(quote.vatPence)}</dd>
        </>
      ) : null}
      <dt className="font-bold text-slate-900">Total</dt>
      <dd className="text-xl font-extrabold text-slate-900">{formatPence(quote.grossPence)}</dd>
      {quote.depositPence > 0 ? (
        <>
          <dt className="text-slate-700">Deposit asked at acceptance</dt>
          <dd>{formatPence(quote.depositPence)}</dd>
        </>
      ) : null}
    </dl>
  );
}
