import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import type { EngineerFormReply, EngineerJob, TakePayment } from "~/lib/views/engineer";

/**
 * "Take payment" once the job is finished (decision 0072): the amount the invoice still asks
 * and, with card payments, the Checkout page as a QR code for the customer's own phone, drawn
 * by the server (an SVG in the page, no script). Without card payments, the bank details.
 */
export function TakePaymentSection({
  job,
  takePayment,
  reply,
}: {
  job: EngineerJob;
  takePayment: TakePayment;
  reply?: EngineerFormReply;
}) {
  const failed = reply?.form === "take-payment" ? reply.result.error?.[""] : undefined;
  return (
    <section
      id="take-payment"
      aria-labelledby="take-payment-heading"
      className="card space-y-3 p-4"
    >
      <h2 id="take-payment-heading" className="text-xl font-bold">
        Take payment
      </h2>
      {takePayment.state === "paid" ? (
        <p>Invoice {takePayment.number} is paid: there is nothing to take.</p>
      ) : (
        <p>
          <span className="block text-3xl font-extrabold text-slate-900">
            {takePayment.amountDue}
          </span>{" "}
          to pay on invoice {takePayment.number}
        </p>
      )}
      {takePayment.state === "card" && takePayment.qrSvg ? (
        <>
          <div
            className="mx-auto w-full max-w-xs [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: takePayment.qrSvg }}
          />
          <p>
            The customer scans the code with their phone’s camera and pays by card or Direct Debit.
            The office sees the payment as soon as it goes through.
          </p>
          <a
            href={`/engineer/jobs/${job.reference}#take-payment`}
            className="btn-secondary min-h-12 w-full"
          >
            Check whether it is paid
          </a>
        </>
      ) : null}
      {takePayment.state === "card" && !takePayment.qrSvg ? (
        // A whole page load, as without JavaScript: the browser then scrolls to the code.
        <Form method="post" reloadDocument className="space-y-3">
          <input type="hidden" name="jobId" value={job.id} />
          <input type="hidden" name="intent" value="take-payment" />
          <FormError title="No code to show" message={failed?.join(" ")} />
          <p>
            The customer pays on their own phone, by card or Direct Debit, from a code you show.
          </p>
          <SubmitButton
            values={{ jobId: job.id }}
            intent="take-payment"
            pendingLabel="Making the code…"
            className="btn-big"
          >
            Show the code to the customer
          </SubmitButton>
        </Form>
      ) : null}
      {takePayment.state === "bank" ? (
        <>
          <p>
            Card payments are not taken here: the customer pays by bank transfer, and the office
            records the payment when it arrives.
          </p>
          {takePayment.bank ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Account name</dt>
              <dd>{takePayment.bank.accountName}</dd>
              <dt className="font-semibold">Sort code</dt>
              <dd className="font-mono">{takePayment.bank.sortCode}</dd>
              <dt className="font-semibold">Account number</dt>
              <dd className="font-mono">{takePayment.bank.accountNumber}</dd>
              <dt className="font-semibold">Reference</dt>
              <dd className="font-mono">{takePayment.number}</dd>
            </dl>
          ) : (
            <p>The bank details are on the invoice the customer was e-mailed.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
