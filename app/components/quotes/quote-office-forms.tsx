import { Form } from "@remix-run/react";
import type { z } from "zod";
import {
  CheckboxField,
  Field,
  SelectField,
  SubmitButton,
  TextareaField,
} from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { addQuoteLineConstraint, quoteDetailsConstraint } from "~/lib/form-constraints/quotes";
import { VAT_RATE_LABELS, VAT_RATES } from "~/lib/invoice-lines";
import type { addQuoteLineSchema, quoteDetailsSchema } from "~/lib/schemas/quotes";
import type { SubmissionResult } from "~/lib/submission-result";
import type { QuoteView } from "~/lib/views/quote";

type Reply = SubmissionResult<string[]> | undefined;

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: rate, label: VAT_RATE_LABELS[rate] }));

/** A line from the price list (its label and price unless typed) or a free line. */
export function AddLineForm({
  quoteId,
  priceOptions,
  vatRegistered,
  lastResult,
}: {
  quoteId: string;
  priceOptions: readonly { value: string; label: string }[];
  vatRegistered: boolean;
  lastResult: Reply;
}) {
  const [form, fields] = useServerForm<z.input<typeof addQuoteLineSchema>>({
    id: "add-line",
    lastResult,
    constraint: addQuoteLineConstraint,
    defaultValue: { quantity: "1", vatRate: "standard" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="add-line" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <FormError
        id={form.errorId}
        title="The line was not added"
        message={form.errors?.join(" ")}
      />
      <SelectField
        field={fields.priceKey}
        label="From the price list"
        placeholder="None: a free line"
        options={priceOptions}
        hint="Its label and price are copied unless you type your own below."
      />
      <Field field={fields.description} label="Description" optional />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field field={fields.quantity} label="Quantity" hint="Like 1, 2.5 or 0.25" />
        <Field
          field={fields.unitPrice}
          label={vatRegistered ? "Unit price without VAT (£)" : "Unit price (£)"}
          hint="Leave empty to use the list's"
          inputMode="text"
          optional
        />
        {vatRegistered ? (
          <SelectField field={fields.vatRate} label="VAT rate" options={VAT_OPTIONS} />
        ) : (
          <input type="hidden" name="vatRate" value="standard" />
        )}
      </div>
      <SubmitButton intent="add-line" pendingLabel="Adding…" className="btn-secondary">
        Add the line
      </SubmitButton>
    </Form>
  );
}

export function RemoveLineButton({
  quoteId,
  line,
}: {
  quoteId: string;
  line: QuoteView["lines"][number];
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove-line" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <input type="hidden" name="lineId" value={line.id} />
      <SubmitButton
        intent="remove-line"
        values={{ lineId: line.id }}
        pendingLabel="Removing…"
        className="btn-secondary min-h-11 px-3 text-sm"
      >
        Remove<span className="sr-only"> {line.description}</span>
      </SubmitButton>
    </Form>
  );
}

export function QuoteDetailsForm({ quote, lastResult }: { quote: QuoteView; lastResult: Reply }) {
  const [form, fields] = useServerForm<z.input<typeof quoteDetailsSchema>>({
    id: "quote-details",
    lastResult,
    constraint: quoteDetailsConstraint,
    defaultValue: { consumer: quote.consumer ? "on" : undefined, notes: quote.notes ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="quoteId" value={quote.id} />
      <FormError id={form.errorId} title="Not saved" message={form.errors?.join(" ")} />
      <CheckboxField
        field={fields.consumer}
        label="The customer is a consumer"
        hint="A private person, not a business: they get the 14-day cancellation right."
      />
      <TextareaField field={fields.notes} label="Notes on the quote (the customer reads them)" />
      <SubmitButton intent="details" pendingLabel="Saving…" className="btn-secondary">
        Save the details
      </SubmitButton>
    </Form>
  );
}

/** A form that is one button with the quote's id (start, send, withdraw). */
export function QuoteButton({
  intent,
  quoteId,
  label,
  pendingLabel,
  lastResult,
  secondary,
}: {
  intent: "start" | "send" | "withdraw";
  quoteId?: string;
  label: string;
  pendingLabel: string;
  lastResult: Reply;
  secondary?: boolean;
}) {
  const message = lastResult?.error?.[""]?.join(" ");
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {quoteId ? <input type="hidden" name="quoteId" value={quoteId} /> : null}
      <FormError title="Not done" message={message} />
      <SubmitButton
        intent={intent}
        pendingLabel={pendingLabel}
        className={secondary ? "btn-secondary" : undefined}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}
