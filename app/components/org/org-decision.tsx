import { ApprovalDecisionForm } from "~/components/approvals/decision-form";
import { organisationPath } from "~/lib/organisations";
import type { OrgDecisionItem, WaitingQuote } from "~/lib/views/org-money";

/** A quote's lines and totals, folded away until asked for (a phone shows the decision first). */
function QuoteLines({ quote }: { quote: WaitingQuote }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-300 bg-white p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
        The lines of quote {quote.reference}
      </summary>
      <ul className="mt-2 divide-y divide-slate-200">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="break-words">
              {line.description}
              <span className="block text-sm text-slate-700">
                {line.quantity} × {line.unitPrice}
                {line.vatRate ? `, VAT ${line.vatRate}` : ""}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{line.amount}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-300 pt-2 text-right tabular-nums">
        {quote.net && quote.vat ? (
          <>
            <div>
              <dt className="inline">Without VAT: </dt>
              <dd className="inline">{quote.net}</dd>
            </div>
            <div>
              <dt className="inline">VAT: </dt>
              <dd className="inline">{quote.vat}</dd>
            </div>
          </>
        ) : null}
        <div className="font-bold">
          <dt className="inline">Total: </dt>
          <dd className="inline">{quote.total}</dd>
        </div>
      </dl>
    </details>
  );
}

/** What the decision is about, and the rule that makes it one decision (decision 0074). */
export function DecisionFacts({ item }: { item: OrgDecisionItem }) {
  const title = item.quote ? "Quote total" : "Estimate";
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">{title}</dt>
          <dd className="text-2xl font-extrabold text-slate-900">{item.amount}</dd>
        </div>
        {item.spendLimit ? (
          <div>
            <dt className="font-semibold text-slate-900">Your spend limit</dt>
            <dd className="text-2xl font-extrabold text-slate-900">{item.spendLimit}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Asked <time dateTime={item.asked.at}>{item.asked.label}</time>.
        {item.quote?.validUntilLabel ? ` Open until ${item.quote.validUntilLabel}.` : ""}{" "}
        {item.quote && item.spendLimit
          ? "Above your spend limit: accepting the quote approves the spend; declining cancels the job."
          : item.quote
            ? "Accepting it books the work."
            : "Approved work is booked; declined work is cancelled with your reason."}
      </p>
      {item.quoteExpired ? (
        <p className="mt-2 font-semibold text-slate-900">
          Its quote has expired: we will send a new one. You can still decline.
        </p>
      ) : null}
      {item.quote ? <QuoteLines quote={item.quote} /> : null}
    </div>
  );
}

/**
 * The decision itself: a manager's or owner's form to the job's approval route (approve or
 * accept, decline with a reason), or, for a member, who decides.
 */
export function DecisionControls({
  slug,
  item,
  mayDecide,
  formId,
  returnTo,
}: {
  slug: string;
  item: OrgDecisionItem;
  mayDecide: boolean;
  formId: string;
  returnTo?: "approvals";
}) {
  if (!mayDecide) {
    return (
      <p className="mt-4 font-semibold text-slate-900">Waiting for a manager&rsquo;s approval.</p>
    );
  }
  return (
    <div className="mt-4">
      <ApprovalDecisionForm
        id={formId}
        action={organisationPath(slug, `/jobs/${item.jobReference}/approval`)}
        preselected={null}
        estimate={item.quote ? `quote ${item.quote.reference} (${item.amount})` : item.amount}
        subject={item.quote ? "quote" : "estimate"}
        returnTo={returnTo}
      />
    </div>
  );
}
