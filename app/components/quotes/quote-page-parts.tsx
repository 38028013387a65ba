import { PhoneLink } from "~/components/ui/phone-link";
import { CANCELLATION_DAYS, CANCELLATION_RIGHT_SUMMARY } from "~/lib/consumer-cancellation";
import { formatPence } from "~/lib/money";
import type { QuoteSeller, QuoteView } from "~/lib/views/quote";

/** Who the quote is from and for, and how long it is open. */
export function QuoteParties({ quote, seller }: { quote: QuoteView; seller: QuoteSeller }) {
  return (
    <section aria-labelledby="parties-heading" className="card">
      <h2 id="parties-heading" className="sr-only">
        From and for
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-900">From</dt>
          <dd>
            {seller.name}
            <br />
            {seller.address}
            <br />
            <PhoneLink phone={seller.phone} /> · {seller.email}
            {seller.vatNumber ? (
              <>
                <br />
                VAT number {seller.vatNumber}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">For</dt>
          <dd className="break-words">
            {quote.customerName}
            <br />
            {quote.address}, {quote.postcode}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Open until</dt>
          <dd>{quote.validUntilLabel ?? "Not sent yet"}</dd>
          {quote.sentAtLabel ? (
            <dd className="text-sm text-slate-600">Sent {quote.sentAtLabel}</dd>
          ) : null}
        </div>
      </dl>
    </section>
  );
}

export function WhatHappensNext({ quote }: { quote: QuoteView }) {
  return (
    <section aria-labelledby="next-heading" className="card space-y-2">
      <h2 id="next-heading" className="text-xl font-bold text-slate-900">
        What happens next
      </h2>
      <p>
        Accept below by typing your name, or decline it. When you accept, we e-mail you a
        confirmation and book the work with you; nothing is charged until the work is done
        {quote.depositPence > 0
          ? `, apart from a deposit of ${formatPence(quote.depositPence)} asked when you accept`
          : ""}
        .
      </p>
      {quote.consumer ? (
        <>
          <h3 className="font-bold text-slate-900">Your right to cancel</h3>
          <p>{CANCELLATION_RIGHT_SUMMARY}</p>
          <p>
            The confirmation e-mail carries the full cancellation notice and a cancellation form you
            may use.
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The quote's state in plain words: decided, expired or withdrawn, and what that means. */
export function QuoteOutcome({
  quote,
  cancellationLastDayLabel,
  phone,
  justDecided,
}: {
  quote: QuoteView;
  cancellationLastDayLabel: string | null;
  phone: string;
  justDecided: boolean;
}) {
  const role = justDecided ? "status" : undefined;
  switch (quote.state) {
    case "accepted":
      return (
        <div role={role} className="card space-y-2 border-l-4 border-green-700">
          <h2 className="text-xl font-bold text-slate-900">You accepted this quote</h2>
          <p>
            Accepted by {quote.acceptedName} on {quote.decidedAtLabel}. We have e-mailed you a
            confirmation and will be in touch to book the work.
          </p>
          {cancellationLastDayLabel ? (
            <p>
              {quote.startWithinCancellationPeriod
                ? `You asked us to start within the ${CANCELLATION_DAYS}-day cancellation period. `
                : ""}
              You may cancel until {cancellationLastDayLabel}: the confirmation e-mail says how.
            </p>
          ) : null}
        </div>
      );
    case "declined":
      return (
        <div role={role} className="card space-y-2 border-l-4 border-slate-500">
          <h2 className="text-xl font-bold text-slate-900">You declined this quote</h2>
          <p>
            Declined on {quote.decidedAtLabel}. Thank you for letting us know; if you change your
            mind, call us on <PhoneLink phone={phone} /> for a new quote.
          </p>
        </div>
      );
    case "expired":
      return (
        <div role="alert" className="card space-y-2 border-l-4 border-amber-600">
          <h2 className="text-xl font-bold text-slate-900">This quote has expired</h2>
          <p>
            It was open until {quote.validUntilLabel} and can no longer be accepted. Call us on{" "}
            <PhoneLink phone={phone} /> and we will send you a new one.
          </p>
        </div>
      );
    case "withdrawn":
      return (
        <div role="alert" className="card space-y-2 border-l-4 border-amber-600">
          <h2 className="text-xl font-bold text-slate-900">This quote has been withdrawn</h2>
          <p>
            We withdrew this quote, so it can no longer be accepted. If we have sent you a new one,
            use the link in that e-mail; otherwise call us on <PhoneLink phone={phone} />.
          </p>
        </div>
      );
    default:
      return null;
  }
}

/** The deposit asked once the quote is accepted: paid on Stripe's page, or arranged by phone. */
export function DepositRequest({
  duePence,
  payAction,
  phone,
}: {
  duePence: number;
  /** Where the pay button posts; null when the site takes no card payments. */
  payAction: string | null;
  phone: string;
}) {
  return (
    <section aria-labelledby="deposit-heading" className="card space-y-2 bg-brand-50">
      <h2 id="deposit-heading" className="text-xl font-bold text-slate-900">
        Your deposit: {formatPence(duePence)}
      </h2>
      {payAction ? (
        <form method="post" action={payAction}>
          <p>
            By card or Direct Debit, on Stripe&rsquo;s secure page. We e-mail a receipt when it
            arrives.
          </p>
          <button type="submit" className="btn-primary mt-3">
            Pay {formatPence(duePence)}
          </button>
        </form>
      ) : (
        <p>
          We will tell you how to pay it when we call to book the work, or call us on{" "}
          <PhoneLink phone={phone} />.
        </p>
      )}
    </section>
  );
}
