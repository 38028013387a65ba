import { Form } from "@remix-run/react";
import type { z } from "zod";
import { CheckboxField, Field, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { acceptQuoteConstraint, declineQuoteConstraint } from "~/lib/form-constraints/quotes";
import { START_EARLY_LABEL } from "~/lib/consumer-cancellation";
import type { acceptQuoteSchema, declineQuoteSchema } from "~/lib/schemas/quotes";
import type { SubmissionResult } from "~/lib/submission-result";

/**
 * Accept by typing a name (a consumer may ask for the work to start within the cancellation
 * period), a plain POST checked on the server: it works without JavaScript.
 */
export function AcceptQuoteForm({
  consumer,
  total,
  lastResult,
}: {
  consumer: boolean;
  total: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof acceptQuoteSchema>>({
    id: "accept-quote",
    lastResult,
    constraint: acceptQuoteConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="accept" />
      <FormError
        id={form.errorId}
        title="The quote was not accepted"
        message={form.errors?.join(" ")}
      />
      <Field
        field={fields.name}
        label="Your full name"
        hint={`Typing your name accepts the quote for ${total}.`}
        autoComplete="name"
      />
      {consumer ? <CheckboxField field={fields.startEarly} label={START_EARLY_LABEL} /> : null}
      <SubmitButton intent="accept" pendingLabel="Accepting…">
        Accept the quote
      </SubmitButton>
    </Form>
  );
}

export function DeclineQuoteForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof declineQuoteSchema>>({
    id: "decline-quote",
    lastResult,
    constraint: declineQuoteConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="decline" />
      <FormError
        id={form.errorId}
        title="The quote was not declined"
        message={form.errors?.join(" ")}
      />
      <TextareaField
        field={fields.reason}
        label="Why not? (optional)"
        hint="It helps us quote better next time. Only our office reads it."
      />
      <SubmitButton intent="decline" pendingLabel="Sending…" className="btn-secondary">
        Decline the quote
      </SubmitButton>
    </Form>
  );
}
