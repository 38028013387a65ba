import { DocumentLines } from "~/components/money/document-lines";
import { MoneyFigures, totalsFigures } from "~/components/money/money-figures";
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
  const figures = [
    ...totalsFigures(quote, { showVat: quote.vatRegistered }),
    ...(quote.depositPence > 0
      ? [{ label: "Deposit asked at acceptance", pence: quote.depositPence }]
      : []),
  ];
  return (
    <div>
      <DocumentLines
        lines={quote.lines}
        vatRegistered={quote.vatRegistered}
        name="The quote's lines"
        lineAction={lineAction}
      />
      <MoneyFigures figures={figures} className="mt-4 ml-auto max-w-sm" />
    </div>
  );
}
