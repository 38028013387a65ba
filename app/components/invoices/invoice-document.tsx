import { BankTransferDetails } from "~/components/money/bank-transfer";
import { DocumentLines } from "~/components/money/document-lines";
import { MoneyFigures, standingFigures, totalsFigures } from "~/components/money/money-figures";
import { documentTitle, formatInvoiceDate, reverseChargeNote } from "~/lib/invoice-wording";
import type { BankDetails, InvoiceDocument } from "~/lib/views/invoices";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export { InvoiceStatusBadge };

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
      <DocumentLines lines={document.lines} vatRegistered={document.vatRegistered} name="Lines" />
      <MoneyFigures
        figures={[
          ...totalsFigures(document, {
            showVat,
            totalLabel: document.kind === "credit_note" ? "Total credited" : "Total",
          }),
          ...(standing ? standingFigures(standing) : []),
        ]}
      />
      {document.reverseCharge ? (
        <p className="font-semibold">{reverseChargeNote(reverseChargeVatPence)}</p>
      ) : null}
      {!document.vatRegistered ? <p>No VAT is charged: we are not VAT registered.</p> : null}
      {bank && standing && standing.balancePence > 0 && standing.status !== "credited" ? (
        <BankTransferDetails
          bank={bank}
          reference={document.number ?? ""}
          headingId="bank-heading"
        />
      ) : null}
    </article>
  );
}
