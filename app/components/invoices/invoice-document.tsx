import { documentTitle, formatInvoiceDate, reverseChargeNote } from "~/lib/invoice-wording";
import { formatQuantity, VAT_RATE_LABELS } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import type { BankDetails, InvoiceDocument } from "~/lib/views/invoices";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export { InvoiceStatusBadge };

/** "401234" → "40-12-34" */
function sortCode(code: string): string {
  return code.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");
}

/**
 * An invoice or credit note with every particular a VAT invoice must show: seller and VAT
 * number, buyer, number, dates and tax point, each line's description, quantity, unit price
 * without VAT and rate, the VAT by rate and the totals. The same on /invoice/{token}, in the
 * office and in the PDF.
 */
export function InvoiceDocumentView({
  document,
  bank,
  reverseChargeVatPence,
}: {
  document: InvoiceDocument;
  bank: BankDetails | null;
  reverseChargeVatPence: number;
}) {
  const showVat = document.vatRegistered && !document.reverseCharge;
  const { standing } = document;
  return (
    <article className="card space-y-6" aria-labelledby="invoice-title">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="invoice-title" className="text-2xl font-extrabold text-slate-900">
            {documentTitle(document)} {document.number ?? ""}
          </h2>
          {document.creditsNumber ? <p>Credits invoice {document.creditsNumber}</p> : null}
        </div>
        {document.kind === "invoice" ? (
          <InvoiceStatusBadge standing={standing} draft={document.draft} />
        ) : null}
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">From</dt>
          <dd>
            {document.sellerName}
            <br />
            {document.sellerAddress}
            {document.vatNumber ? (
              <>
                <br />
                VAT number {document.vatNumber}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">To</dt>
          <dd>
            {document.buyerName}
            <br />
            {document.buyerAddress}
          </dd>
        </div>
        {document.issueDate ? (
          <div>
            <dt className="font-semibold text-slate-900">Date of issue</dt>
            <dd>{formatInvoiceDate(document.issueDate)}</dd>
          </div>
        ) : null}
        {document.taxPoint ? (
          <div>
            <dt className="font-semibold text-slate-900">Tax point</dt>
            <dd>{formatInvoiceDate(document.taxPoint)}</dd>
          </div>
        ) : null}
        {document.dueDate && document.kind === "invoice" ? (
          <div>
            <dt className="font-semibold text-slate-900">Due</dt>
            <dd>{formatInvoiceDate(document.dueDate)}</dd>
          </div>
        ) : null}
        {document.jobReference ? (
          <div>
            <dt className="font-semibold text-slate-900">Job</dt>
            <dd>{document.jobReference}</dd>
          </div>
        ) : null}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lines</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-2">
                Description
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Unit price{document.vatRegistered ? " (without VAT)" : ""}
              </th>
              {document.vatRegistered ? (
                <th scope="col" className="py-2 pr-2 text-right">
                  VAT rate
                </th>
              ) : null}
              <th scope="col" className="py-2 text-right">
                Amount{document.vatRegistered ? " (without VAT)" : ""}
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line) => (
              <tr key={line.position} className="border-b border-slate-200">
                <td className="py-2 pr-2">{line.description}</td>
                <td className="py-2 pr-2 text-right">{formatQuantity(line.quantityHundredths)}</td>
                <td className="py-2 pr-2 text-right">{formatPence(line.unitPricePence)}</td>
                {document.vatRegistered ? (
                  <td className="py-2 pr-2 text-right">{VAT_RATE_LABELS[line.vatRate]}</td>
                ) : null}
                <td className="py-2 text-right">{formatPence(line.netPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-right">
        {showVat
          ? document.byRate.map((rate) => (
              <div key={rate.vatRate} className="contents">
                <dt>
                  VAT at {VAT_RATE_LABELS[rate.vatRate]} on {formatPence(rate.netPence)}
                </dt>
                <dd>{formatPence(rate.vatPence)}</dd>
              </div>
            ))
          : null}
        {showVat ? (
          <>
            <dt>Total without VAT</dt>
            <dd>{formatPence(document.netPence)}</dd>
            <dt>VAT</dt>
            <dd>{formatPence(document.vatPence)}</dd>
          </>
        ) : null}
        <dt className="font-bold">
          {document.kind === "credit_note" ? "Total credited" : "Total"}
        </dt>
        <dd className="font-bold">{formatPence(document.grossPence)}</dd>
        {standing && standing.paidPence !== 0 ? (
          <>
            <dt>Paid</dt>
            <dd>{formatPence(standing.paidPence)}</dd>
          </>
        ) : null}
        {standing && standing.creditedPence !== 0 ? (
          <>
            <dt>Credited</dt>
            <dd>{formatPence(standing.creditedPence)}</dd>
          </>
        ) : null}
        {standing ? (
          <>
            <dt className="font-bold">Balance to pay</dt>
            <dd className="font-bold">{formatPence(Math.max(0, standing.balancePence))}</dd>
          </>
        ) : null}
      </dl>
      {document.reverseCharge ? (
        <p className="font-semibold">{reverseChargeNote(reverseChargeVatPence)}</p>
      ) : null}
      {!document.vatRegistered ? <p>No VAT is charged: we are not VAT registered.</p> : null}
      {bank && standing && standing.balancePence > 0 && standing.status !== "credited" ? (
        <section aria-labelledby="bank-heading" className="rounded-lg bg-slate-50 p-4">
          <h3 id="bank-heading" className="font-bold text-slate-900">
            Pay by bank transfer
          </h3>
          <dl className="mt-2 grid gap-1 sm:grid-cols-2">
            <dt className="font-semibold">Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt className="font-semibold">Sort code</dt>
            <dd>{sortCode(bank.sortCode)}</dd>
            <dt className="font-semibold">Account number</dt>
            <dd>{bank.accountNumber}</dd>
            <dt className="font-semibold">Reference</dt>
            <dd>{document.number}</dd>
          </dl>
        </section>
      ) : null}
    </article>
  );
}
