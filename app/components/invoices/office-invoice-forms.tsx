import { Form, Link } from "@remix-run/react";
import { formatQuantity, VAT_RATE_LABELS, VAT_RATES } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import { formatInvoiceDate } from "~/lib/invoice-wording";
import {
  PAYMENT_METHOD_LABELS,
  type InvoiceDocument,
  type InvoiceLineView,
  type PaymentView,
} from "~/lib/views/invoices";

/** 4500 → "45.00", as the price field shows it. */
function poundsValue(pence: number): string {
  return (pence / 100).toFixed(2);
}

function LineFields({ line, idPrefix }: { line?: InvoiceLineView; idPrefix: string }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-description`} className="field-label">
          Description
        </label>
        <input
          id={`${idPrefix}-description`}
          name="description"
          required
          maxLength={300}
          defaultValue={line?.description}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-quantity`} className="field-label">
          Quantity
        </label>
        <input
          id={`${idPrefix}-quantity`}
          name="quantity"
          required
          inputMode="decimal"
          defaultValue={line ? formatQuantity(line.quantityHundredths) : "1"}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-price`} className="field-label">
          Unit price without VAT (£)
        </label>
        <input
          id={`${idPrefix}-price`}
          name="unitPrice"
          required
          inputMode="decimal"
          defaultValue={line ? poundsValue(line.unitPricePence) : ""}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-rate`} className="field-label">
          VAT rate
        </label>
        <select
          id={`${idPrefix}-rate`}
          name="vatRate"
          defaultValue={line?.vatRate ?? "standard"}
          className="field-input"
        >
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {VAT_RATE_LABELS[rate]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Change or remove each line of a draft, and add one. */
export function DraftLineForms({ lines }: { lines: InvoiceLineView[] }) {
  return (
    <section aria-labelledby="lines-heading" className="card space-y-4">
      <h2 id="lines-heading" className="text-xl font-bold text-slate-900">
        Lines
      </h2>
      {lines.map((line) => (
        <details key={line.position} className="rounded border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold">
            {line.description} · {formatPence(line.netPence)}
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="position" value={line.position} />
            <LineFields line={line} idPrefix={`line-${line.position}`} />
            <button type="submit" name="intent" value="change-line" className="btn-secondary">
              Save the line
            </button>
          </Form>
          <Form method="post" className="mt-2">
            <input type="hidden" name="position" value={line.position} />
            <button type="submit" name="intent" value="remove-line" className="btn-secondary">
              Remove the line
            </button>
          </Form>
        </details>
      ))}
      <Form method="post" className="space-y-3">
        <h3 className="font-bold text-slate-900">Add a line</h3>
        <LineFields idPrefix="new-line" />
        <button type="submit" name="intent" value="add-line" className="btn-secondary">
          Add the line
        </button>
      </Form>
    </section>
  );
}

/** Money the office received: a bank transfer, cash or a card terminal. */
export function PaymentForm({ today }: { today: string }) {
  return (
    <section aria-labelledby="payment-heading" className="card space-y-3">
      <h2 id="payment-heading" className="text-xl font-bold text-slate-900">
        Record a payment
      </h2>
      <Form method="post" className="space-y-3">
        <div>
          <label htmlFor="payment-amount" className="field-label">
            Amount (£)
          </label>
          <input
            id="payment-amount"
            name="amount"
            required
            inputMode="decimal"
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="payment-method" className="field-label">
            How it was paid
          </label>
          <select
            id="payment-method"
            name="method"
            defaultValue="bank_transfer"
            className="field-input"
          >
            {(["bank_transfer", "cash", "card_terminal"] as const).map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payment-date" className="field-label">
            Received on
          </label>
          <input
            id="payment-date"
            name="receivedOn"
            type="date"
            required
            max={today}
            defaultValue={today}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="payment-reference" className="field-label">
            Reference (optional)
          </label>
          <input id="payment-reference" name="reference" maxLength={120} className="field-input" />
        </div>
        <button type="submit" name="intent" value="payment" className="btn-primary">
          Record the payment
        </button>
      </Form>
    </section>
  );
}

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

/** Credit notes issued, and forms to credit one line or the whole invoice. */
export function CreditForms({
  document,
  creditNotes,
}: {
  document: InvoiceDocument;
  creditNotes: { id: string; number: string; issueDate: string; grossPence: number }[];
}) {
  const left = document.grossPence - (document.standing?.creditedPence ?? 0);
  return (
    <section aria-labelledby="credit-heading" className="card space-y-3">
      <h2 id="credit-heading" className="text-xl font-bold text-slate-900">
        Credit notes
      </h2>
      {creditNotes.length > 0 ? (
        <ul className="space-y-1">
          {creditNotes.map((note) => (
            <li key={note.id}>
              <Link to={`/admin/invoices/${note.id}`}>{note.number}</Link>,{" "}
              {formatInvoiceDate(note.issueDate)}: {formatPence(note.grossPence)}
            </li>
          ))}
        </ul>
      ) : null}
      {left > 0 ? (
        <>
          <p>{formatPence(left)} is left to credit. A credit note is issued and sent at once.</p>
          {document.lines.map((line) => (
            <Form method="post" key={line.position}>
              <input type="hidden" name="position" value={line.position} />
              <button type="submit" name="intent" value="credit-line" className="btn-secondary">
                Credit “{line.description}” ({formatPence(line.grossPence)})
              </button>
            </Form>
          ))}
          <Form method="post">
            <button type="submit" name="intent" value="credit-all" className="btn-secondary">
              Credit the whole invoice
            </button>
          </Form>
        </>
      ) : (
        <p>The whole invoice is credited.</p>
      )}
    </section>
  );
}
