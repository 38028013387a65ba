import { Form } from "@remix-run/react";
import type { z } from "zod";
import { Field, SelectField, SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { manualPaymentConstraint } from "~/lib/form-constraints/invoices";
import type { manualPaymentSchema } from "~/lib/schemas/invoices";
import type { SubmissionResult } from "~/lib/submission-result";
import { PAYMENT_METHOD_LABELS } from "~/lib/views/invoices";

const METHODS = (["bank_transfer", "cash", "card_terminal"] as const).map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/** The words of each use: money in (a payment received), money out (a refund sent by hand). */
const WORDING = {
  payment: {
    failed: "The payment was not recorded",
    amount: "Amount received (£)",
    method: "How it was paid",
    date: "Received on",
    submit: "Record the payment",
    pending: "Recording…",
  },
  refund: {
    failed: "The refund was not recorded",
    amount: "Amount sent back (£)",
    method: "How it was sent back",
    date: "Sent back on",
    submit: "Record the refund",
    pending: "Recording…",
  },
} as const;

/**
 * Money the office handled itself, in or out: amount, how, the day (no later than today) and
 * a reference. One form for a payment received on an invoice and for a refund sent by hand
 * (the same fields, the same server check), told apart by `kind` and its hidden values.
 */
export function MoneyForm({
  id,
  kind,
  intent,
  today,
  hidden = {},
  amount,
  lastResult,
}: {
  id: string;
  kind: keyof typeof WORDING;
  intent: string;
  today: string;
  /** The values that tell this form's posts apart (the payment a refund is for). */
  hidden?: Readonly<Record<string, string>>;
  /** The amount to start with, "45.00". */
  amount?: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const words = WORDING[kind];
  const [form, fields] = useServerForm<z.input<typeof manualPaymentSchema>>({
    id,
    lastResult,
    constraint: manualPaymentConstraint,
    defaultValue: { amount, method: "bank_transfer", receivedOn: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError id={form.errorId} title={words.failed} message={form.errors?.join(" ")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field field={fields.amount} label={words.amount} inputMode="decimal" />
        <SelectField field={fields.method} label={words.method} options={METHODS} />
        <Field field={fields.receivedOn} label={words.date} type="date" max={today} />
        <Field field={fields.reference} label="Reference" optional />
      </div>
      <SubmitButton intent={intent} values={hidden} pendingLabel={words.pending}>
        {words.submit}
      </SubmitButton>
    </Form>
  );
}
