import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { paymentStatusOfSession } from "~/.server/payments/payment-status.server";
import { formatPence } from "~/lib/money";

// Read only and without script: the webhook, not this page, records the payment (decision 0071).
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [
  { title: "Thank you for your payment | We Fix Coventry" },
  { name: "description", content: "Your payment to We Fix Coventry and its status." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const status = await paymentStatusOfSession(context.services.db, sessionId);
  return data({ status }, { headers: { "Cache-Control": "no-store" } });
}

const STATE_WORDS = {
  waiting: "We are waiting for the payment provider to confirm this payment.",
  pending: "Your Direct Debit has been set up. Bacs payments take up to 7 working days to arrive.",
  succeeded: "Payment received.",
  failed: "This payment did not go through. Nothing has been taken.",
} as const;

export default function PaymentDonePage() {
  const { status } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-2xl space-y-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Thank you</h1>
      <p className="text-lg text-slate-700">
        Thank you — we will confirm by e-mail when the payment has arrived.
      </p>
      {status.found ? (
        <section className="card space-y-2" aria-labelledby="payment-status">
          <h2 id="payment-status" className="text-xl font-bold text-slate-900">
            {status.paidFor}: {formatPence(status.amountPence)}
          </h2>
          <p>
            <span className="font-semibold">Status:</span> {STATE_WORDS[status.state]}
          </p>
          {status.stillDuePence !== null && status.stillDuePence > 0 ? (
            <p>Still to pay: {formatPence(status.stillDuePence)}</p>
          ) : null}
        </section>
      ) : (
        <p className="text-slate-700">
          We could not find the details of this payment here. If you have paid, the e-mail will
          follow; if you have a question, call us or use the contact page.
        </p>
      )}
      <p>
        <a href="/" className="btn-primary min-h-12">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
