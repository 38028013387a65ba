import { formatInvoiceDate } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import { PAYMENT_METHOD_LABELS, type PaymentView } from "~/lib/views/invoices";

export function PaymentList({ payments }: { payments: PaymentView[] }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="card">
      <h2 id="payments-heading" className="text-xl font-bold text-slate-900">
        Payments
      </h2>
      <ul className="mt-2 space-y-1">
        {payments.map((payment) => (
          <li key={payment.id}>
            {formatInvoiceDate(payment.receivedOn)}: {formatPence(payment.amountPence)},{" "}
            {PAYMENT_METHOD_LABELS[payment.method]}
            {payment.reference ? ` (${payment.reference})` : ""}
            {payment.needsRefund ? <strong className="ml-2 text-red-800">To refund</strong> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
