import { formatPence } from "~/lib/money";
import type { CustomerMoney, QuoteToAnswer } from "~/lib/views/customer-money";
import { BankTransferDetails } from "./bank-transfer";
import { CustomerInvoiceCard } from "./customer-invoice";

/**
 * A job's or a customer's quotes and invoices, the same on the tracking page, the portal and
 * /client (decision 0073), rendered on the server only (customer-money.server.tsx). Nothing is
 * shown while there is neither.
 */
export function CustomerMoneySection({
  money,
  showJob,
}: {
  money: CustomerMoney;
  /** Several jobs on the page: say which job each quote and invoice is for. */
  showJob: boolean;
}) {
  const { quotes, invoices, owedPence, bank } = money;
  if (quotes.length === 0 && invoices.length === 0) return null;
  // What a bank transfer pays, named as its reference says: each owed invoice or deposit.
  const toPay = [
    ...invoices
      .filter(
        (invoice) => invoice.standing.status === "due" || invoice.standing.status === "overdue",
      )
      .map((invoice) => invoice.number),
    ...quotes.filter((quote) => quote.depositDuePence > 0).map((quote) => quote.reference),
  ];
  return (
    <section aria-labelledby="money-heading" className="card space-y-5">
      <div>
        <h2 id="money-heading" className="text-xl font-bold text-slate-900">
          Quotes and invoices
        </h2>
        {invoices.length > 0 ? (
          <p className="mt-1 text-slate-800">
            {owedPence > 0 ? (
              <>
                Still to pay: <strong className="text-slate-900">{formatPence(owedPence)}</strong>
              </>
            ) : (
              "Nothing to pay: every invoice here is settled."
            )}
          </p>
        ) : null}
      </div>
      {quotes.length > 0 ? (
        <div className="space-y-3">
          {quotes.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} showJob={showJob} />
          ))}
        </div>
      ) : null}
      {invoices.map((invoice) => (
        <CustomerInvoiceCard key={invoice.id} invoice={invoice} showJob={showJob} />
      ))}
      {bank && toPay.length > 0 ? (
        <BankTransferDetails
          bank={bank}
          reference={
            (toPay.length === 1 ? toPay[0] : undefined) ??
            "The number of the invoice or quote you are paying"
          }
          headingId="money-bank-heading"
          heading={money.payOnline ? "Or pay by bank transfer" : "Pay by bank transfer"}
        />
      ) : null}
    </section>
  );
}

function QuoteCard({ quote, showJob }: { quote: QuoteToAnswer; showJob: boolean }) {
  const headingId = `quote-${quote.id}`;
  const job = showJob && quote.jobReference ? ` for job ${quote.jobReference}` : "";
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        Quote {quote.reference}
      </h3>
      {quote.state === "open" ? (
        <>
          <p className="mt-1 text-slate-800">
            {formatPence(quote.grossPence)}
            {job}, waiting for your answer
            {quote.validUntilLabel ? `: open until ${quote.validUntilLabel}` : ""}.
          </p>
          <p className="mt-3">
            <a href={quote.path} className="btn-primary">
              Read the quote, then accept or decline it
              <span className="sr-only"> ({quote.reference})</span>
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="mt-1 text-slate-800">
            Accepted{job}: a deposit of {formatPence(quote.depositDuePence)} is still to pay.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {quote.payDepositPath ? (
              <form method="post" action={quote.payDepositPath}>
                <button type="submit" className="btn-primary">
                  Pay the {formatPence(quote.depositDuePence)} deposit
                  <span className="sr-only"> for quote {quote.reference}</span>
                </button>
              </form>
            ) : null}
            <a href={quote.path}>
              Open the quote<span className="sr-only"> {quote.reference}</span>
            </a>
          </div>
        </>
      )}
    </article>
  );
}
