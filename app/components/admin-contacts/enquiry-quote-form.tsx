import { Form } from "@remix-run/react";
import type { z } from "zod";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { enquiryQuoteConstraint } from "~/lib/form-constraints/enquiries";
import type { enquiryQuoteSchema } from "~/lib/schemas/enquiries";
import type { EnquiryDetail, EnquiryFormReply } from "~/lib/views/contacts";

/**
 * "Write a quote" from an enquiry: the job the quote is for (service, what, where), started
 * from the enquiry's postcode and message; the quote's lines are written on the job's quote
 * page it leads to.
 */
export function EnquiryQuoteForm({
  enquiry,
  serviceOptions,
  reply,
}: {
  enquiry: Pick<EnquiryDetail, "postcode" | "message">;
  serviceOptions: readonly { value: string; label: string }[];
  reply: EnquiryFormReply | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof enquiryQuoteSchema>>({
    id: "enquiry-quote",
    lastResult: reply?.form === "quote" ? reply.result : undefined,
    constraint: enquiryQuoteConstraint,
    defaultValue: {
      postcode: enquiry.postcode,
      description: enquiry.message.slice(0, enquiryQuoteConstraint.description.maxLength),
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="quote" />
      <FormError id={form.errorId} title="No quote was started" message={form.errors?.join(" ")} />
      <SelectField
        field={fields.service}
        label="Service"
        placeholder="Choose the service"
        options={serviceOptions}
      />
      <TextareaField field={fields.description} label="The work to quote for" />
      <Field field={fields.address} label="Address of the work" autoComplete="street-address" />
      <Field field={fields.postcode} label="Postcode" autoComplete="postal-code" />
      <SubmitButton intent="quote" pendingLabel="Starting…" className="btn-secondary w-full">
        Write a quote
      </SubmitButton>
    </Form>
  );
}
