import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { CheckboxField, Field, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import {
  getFormProps,
  useServerForm,
  type Constraint,
  type FieldsView,
} from "~/components/ui/server-form";
import { acceptQuoteConstraint, declineQuoteConstraint } from "~/lib/form-constraints/quotes";
import { START_EARLY_LABEL } from "~/lib/consumer-cancellation";
import type { acceptQuoteSchema, declineQuoteSchema } from "~/lib/schemas/quotes";
import type { SubmissionResult } from "~/lib/submission-result";

type Reply = SubmissionResult<string[]> | undefined;

/**
 * The customer's decision on a quote, accept or decline: a plain POST with its intent, checked
 * on the server (it works without JavaScript), its refusal above the fields and each field's
 * message beside it. The fields are the decision's own.
 */
function DecisionForm<Schema>({
  decision,
  constraint,
  lastResult,
  refusedTitle,
  submitLabel,
  pendingLabel,
  secondary,
  children,
}: {
  decision: "accept" | "decline";
  constraint: Readonly<Record<string, Constraint>>;
  lastResult: Reply;
  refusedTitle: string;
  submitLabel: string;
  pendingLabel: string;
  secondary?: boolean;
  children: (fields: FieldsView<Schema>) => ReactNode;
}) {
  const [form, fields] = useServerForm<Schema>({
    id: `${decision}-quote`,
    lastResult,
    constraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={decision} />
      <FormError id={form.errorId} title={refusedTitle} message={form.errors?.join(" ")} />
      {children(fields)}
      <SubmitButton
        intent={decision}
        pendingLabel={pendingLabel}
        className={secondary ? "btn-secondary" : undefined}
      >
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/**
 * Accept by typing a name (a consumer may ask for the work to start within the cancellation
 * period).
 */
export function AcceptQuoteForm({
  consumer,
  total,
  lastResult,
}: {
  consumer: boolean;
  total: string;
  lastResult: Reply;
}) {
  return (
    <DecisionForm<z.input<typeof acceptQuoteSchema>>
      decision="accept"
      constraint={acceptQuoteConstraint}
      lastResult={lastResult}
      refusedTitle="The quote was not accepted"
      submitLabel="Accept the quote"
      pendingLabel="Accepting…"
    >
      {(fields) => (
        <>
          <Field
            field={fields.name}
            label="Your full name"
            hint={`Typing your name accepts the quote for ${total}.`}
            autoComplete="name"
          />
          {consumer ? <CheckboxField field={fields.startEarly} label={START_EARLY_LABEL} /> : null}
        </>
      )}
    </DecisionForm>
  );
}

export function DeclineQuoteForm({ lastResult }: { lastResult: Reply }) {
  return (
    <DecisionForm<z.input<typeof declineQuoteSchema>>
      decision="decline"
      constraint={declineQuoteConstraint}
      lastResult={lastResult}
      refusedTitle="The quote was not declined"
      submitLabel="Decline the quote"
      pendingLabel="Sending…"
      secondary
    >
      {(fields) => (
        <TextareaField
          field={fields.reason}
          label="Why not? (optional)"
          hint="It helps us quote better next time. Only our office reads it."
        />
      )}
    </DecisionForm>
  );
}
