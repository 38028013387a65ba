import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { Field, SelectField, SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { invoiceLineConstraint } from "~/lib/form-constraints/invoices";
import { formatQuantity, VAT_RATE_LABELS, VAT_RATES } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import { formatInvoiceDate } from "~/lib/invoice-wording";
import type { invoiceLineSchema } from "~/lib/schemas/invoices";
import type { InvoiceDocument, InvoiceLineView } from "~/lib/views/invoices";
import { poundsValue, replyFor, type InvoiceReply } from "./invoice-form-replies";
import { MoneyForm } from "./money-form";

type Reply = InvoiceReply;

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: rate, label: VAT_RATE_LABELS[rate] }));

/** A draft's line, changed (with its position) or added (without). */
function LineForm({ line, reply }: { line?: InvoiceLineView; reply: Reply }) {
  const id = line ? `line-${line.position}` : "add-line";
  const [form, fields] = useServerForm<z.input<typeof invoiceLineSchema>>({
    id,
    lastResult: replyFor(reply, id),
    constraint: invoiceLineConstraint,
    defaultValue: line
      ? {
          description: line.description,
          quantity: formatQuantity(line.quantityHundredths),
          unitPrice: poundsValue(line.unitPricePence),
          vatRate: line.vatRate,
        }
      : { quantity: "1", vatRate: "standard" },
  });
  const intent = line ? "change-line" : "add-line";
  const values = line ? { position: String(line.position) } : undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {line ? <input type="hidden" name="position" value={line.position} /> : null}
      <FormError
        id={form.errorId}
        title="The line was not saved"
        message={form.errors?.join(" ")}
      />
      <Field field={fields.description} label="Description" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field field={fields.quantity} label="Quantity" hint="Like 1, 2.5 or 0.25" />
        <Field field={fields.unitPrice} label="Unit price without VAT (£)" inputMode="decimal" />
        <SelectField field={fields.vatRate} label="VAT rate" options={VAT_OPTIONS} />
      </div>
      <SubmitButton
        intent={intent}
        values={values}
        pendingLabel="Saving…"
        className="btn-secondary"
      >
        {line ? "Save the line" : "Add the line"}
      </SubmitButton>
    </Form>
  );
}

/** A form that is one button naming a line, or the whole invoice (remove, credit). */
function LineButton({
  intent,
  position,
  pendingLabel,
  children,
}: {
  intent: "remove-line" | "credit-line" | "credit-all";
  position?: number;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  const values = position === undefined ? undefined : { position: String(position) };
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {values ? <input type="hidden" name="position" value={values.position} /> : null}
      <SubmitButton
        intent={intent}
        values={values}
        pendingLabel={pendingLabel}
        className="btn-secondary"
      >
        {children}
      </SubmitButton>
    </Form>
  );
}

/** Change or remove each line of a draft, and add one. */
export function DraftLineForms({ lines, reply }: { lines: InvoiceLineView[]; reply: Reply }) {
  return (
    <section aria-labelledby="lines-heading" className="card space-y-4">
      <h2 id="lines-heading" className="text-xl font-bold text-slate-900">
        Lines
      </h2>
      {lines.map((line) => (
        <details
          key={line.position}
          open={reply?.form === `line-${line.position}` ? true : undefined}
          className="rounded border border-slate-200 p-3"
        >
          <summary className="cursor-pointer font-semibold">
            {line.description} · {formatPence(line.netPence)}
          </summary>
          <div className="mt-3 space-y-2">
            <LineForm line={line} reply={reply} />
            <LineButton intent="remove-line" position={line.position} pendingLabel="Removing…">
              Remove the line<span className="sr-only"> “{line.description}”</span>
            </LineButton>
          </div>
        </details>
      ))}
      <div className="space-y-3">
        <h3 className="font-bold text-slate-900">Add a line</h3>
        <LineForm reply={reply} />
      </div>
    </section>
  );
}

/** Money the office received: a bank transfer, cash or a card terminal. */
export function PaymentForm({ today, reply }: { today: string; reply: Reply }) {
  return (
    <section aria-labelledby="payment-heading" className="card space-y-3">
      <h2 id="payment-heading" className="text-xl font-bold text-slate-900">
        Record a payment
      </h2>
      <MoneyForm
        id="payment"
        kind="payment"
        intent="payment"
        today={today}
        lastResult={replyFor(reply, "payment")}
      />
    </section>
  );
}

/** Credit notes issued, and buttons to credit one line or the whole invoice. */
export function CreditForms({
  document,
  creditNotes,
  reply,
}: {
  document: InvoiceDocument;
  creditNotes: { id: string; number: string; issueDate: string; grossPence: number }[];
  reply: Reply;
}) {
  const left = document.grossPence - (document.standing?.creditedPence ?? 0);
  const refused = replyFor(reply, "credit")?.error?.[""]?.join(" ");
  return (
    <section aria-labelledby="credit-heading" className="card space-y-3">
      <h2 id="credit-heading" className="text-xl font-bold text-slate-900">
        Credit notes
      </h2>
      <FormError title="No credit note was issued" message={refused} />
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
            <LineButton
              key={line.position}
              intent="credit-line"
              position={line.position}
              pendingLabel="Issuing…"
            >
              Credit “{line.description}” ({formatPence(line.grossPence)})
            </LineButton>
          ))}
          <LineButton intent="credit-all" pendingLabel="Issuing…">
            Credit the whole invoice
          </LineButton>
        </>
      ) : (
        <p>The whole invoice is credited.</p>
      )}
    </section>
  );
}
