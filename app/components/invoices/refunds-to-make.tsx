import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { formatInvoiceDate } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import {
  PAYMENT_METHOD_LABELS,
  type InvoiceFormReply,
  type RefundToMake,
} from "~/lib/views/invoices";
import { MoneyForm } from "./money-form";
import { poundsValue, replyFor } from "./invoice-form-replies";

type Reply = InvoiceFormReply | undefined;

/** Ask Stripe for the refund: one button, the payment's id beside it. */
function StripeRefundButton({ refund, reply }: { refund: RefundToMake; reply: Reply }) {
  const values = { paymentId: refund.paymentId };
  const refused = replyFor(reply, `stripe-${refund.paymentId}`)?.error?.[""]?.join(" ");
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="refund-stripe" />
      <input type="hidden" name="paymentId" value={refund.paymentId} />
      <FormError title="Stripe was not asked" message={refused} />
      <SubmitButton intent="refund-stripe" values={values} pendingLabel="Asking Stripe…">
        Refund {formatPence(refund.toRefundPence)} through Stripe
      </SubmitButton>
    </Form>
  );
}

function RefundItem({
  refund,
  today,
  reply,
}: {
  refund: RefundToMake;
  today: string;
  reply: Reply;
}) {
  const headingId = `refund-${refund.paymentId}-heading`;
  const byHand = (
    <MoneyForm
      id={`refund-${refund.paymentId}`}
      kind="refund"
      intent="refund-by-hand"
      today={today}
      hidden={{ paymentId: refund.paymentId }}
      amount={poundsValue(refund.toRefundPence)}
      lastResult={replyFor(reply, `refund-${refund.paymentId}`)}
    />
  );
  return (
    <li className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-bold text-slate-900">
        {formatPence(refund.toRefundPence)} to send back to {refund.customerName}
      </h3>
      <p className="text-slate-800">
        {refund.forHref ? <Link to={refund.forHref}>{refund.forLabel}</Link> : refund.forLabel}:{" "}
        {formatPence(refund.amountPence)} paid on {formatInvoiceDate(refund.receivedOn)} by{" "}
        {PAYMENT_METHOD_LABELS[refund.method].toLowerCase()}
        {refund.reference ? ` (${refund.reference})` : ""}.
      </p>
      {refund.waitingForStripePence > 0 ? (
        <p role="status" className="text-slate-800">
          {formatPence(refund.waitingForStripePence)} asked of Stripe: waiting for Stripe to confirm
          the refund.
        </p>
      ) : refund.throughStripe ? (
        <>
          <StripeRefundButton refund={refund} reply={reply} />
          <details open={reply?.form === `refund-${refund.paymentId}` ? true : undefined}>
            <summary className="cursor-pointer font-semibold">
              Or record a refund made by hand
            </summary>
            <div className="mt-3">{byHand}</div>
          </details>
        </>
      ) : (
        byHand
      )}
    </li>
  );
}

/**
 * Money flagged to be refunded (paid twice, paid on a credited invoice, a deposit for a quote
 * that did not go ahead), each with the way to send it back: through Stripe for its own
 * payments when it is set up, else by hand and recorded here.
 */
export function RefundsToMake({
  refunds,
  today,
  reply,
}: {
  refunds: RefundToMake[];
  today: string;
  reply: Reply;
}) {
  return (
    <section aria-labelledby="refunds-heading" className="card">
      <h2 id="refunds-heading" className="text-xl font-bold text-slate-900">
        Money to refund
      </h2>
      {refunds.length === 0 ? (
        <p className="mt-2 text-slate-800">No payment is waiting to be refunded.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            Payments that came in for nothing owed. Send each back, then it leaves this list.
          </p>
          <ul className="mt-3 space-y-4">
            {refunds.map((refund) => (
              <RefundItem key={refund.paymentId} refund={refund} today={today} reply={reply} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
