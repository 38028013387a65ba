import { ErrorSummary } from "~/components/ui/error-summary";
import { getFormProps, useServerForm, type Constraint } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import type { z } from "zod";
import { contactConstraint, propertyEnquiryConstraint } from "~/lib/form-constraints/contact";
import type { contactSchema, propertyEnquirySchema } from "~/lib/schemas/contact";
import { Field, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";

type Schema = typeof contactSchema | typeof propertyEnquirySchema;
/** Checked on the server only; the browser gets the schema's constraint attributes (decision 0063). */
function useContactForm<S extends Schema>(
  id: string,
  constraint: Readonly<Record<string, Constraint>>,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: { [Name in keyof z.input<S>]?: unknown },
) {
  return useServerForm<z.input<S>>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue } : {}),
    constraint,
  });
}

/**
 * The contact form: works as a plain POST, keeps what was typed, errors next to each field.
 * Another page (the assistant) can show it posting to /contact with its message filled in.
 */
export function ContactForm({
  lastResult,
  action,
  defaultMessage,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  action?: string;
  defaultMessage?: string;
}) {
  const [form, fields] = useContactForm<typeof contactSchema>(
    "contact",
    contactConstraint,
    lastResult,
    defaultMessage ? { message: defaultMessage } : undefined,
  );
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="card space-y-4">
      <HoneypotInputs />
      <ErrorSummary
        form={form}
        labels={{
          name: "Your name",
          email: "E-mail address",
          phone: "Phone number",
          postcode: "Postcode",
          message: "Your message",
        }}
      />
      <FormError id={form.errorId} title="Message not sent" message={form.errors?.join(" ")} />
      <Field field={fields.name} label="Your name" autoComplete="name" />
      <Field field={fields.email} label="E-mail address" type="email" autoComplete="email" />
      <Field field={fields.phone} label="Phone number" type="tel" autoComplete="tel" />
      <Field
        field={fields.postcode}
        label="Postcode"
        autoComplete="postal-code"
        hint="For example CV1 5DZ."
      />
      <TextareaField
        field={fields.message}
        label="Your message"
        hint="What needs doing, and when suits you."
      />
      <SubmitButton pendingLabel="Sending…">Send the message</SubmitButton>
    </Form>
  );
}

/** The enquiry form for letting agents, landlords and property managers. */
export function PropertyEnquiryForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useContactForm<typeof propertyEnquirySchema>(
    "property-enquiry",
    propertyEnquiryConstraint,
    lastResult,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4">
      <HoneypotInputs />
      <ErrorSummary form={form} />
      <FormError id={form.errorId} title="Enquiry not sent" message={form.errors?.join(" ")} />
      <Field field={fields.name} label="Your name" autoComplete="name" />
      <Field
        field={fields.companyName}
        label="Company or letting agency"
        autoComplete="organization"
      />
      <Field
        field={fields.propertiesCount}
        label="How many properties do you manage?"
        inputMode="numeric"
      />
      <Field field={fields.email} label="E-mail address" type="email" autoComplete="email" />
      <Field field={fields.phone} label="Phone number" type="tel" autoComplete="tel" />
      <Field
        field={fields.postcode}
        label="Postcode of your office"
        autoComplete="postal-code"
        hint="For example CV1 5DZ."
      />
      <TextareaField
        field={fields.message}
        label="What do you need help with?"
        hint="The kind of work, how often, and where."
      />
      <SubmitButton pendingLabel="Sending…">Send the enquiry</SubmitButton>
    </Form>
  );
}
