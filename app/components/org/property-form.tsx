import type { z } from "zod";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { Field, SubmitButton, TextareaField, CheckboxField } from "~/components/ui/fields";
import type { editPropertySchema } from "~/lib/schemas/organisations-write";
import { editPropertyConstraint } from "~/lib/form-constraints/organisations-write";

export interface PropertyValues {
  label: string;
  address: string;
  postcode: string;
  accessNotes: string | null;
  tenantName: string | null;
  /** As the person reads it: 07400 123456. */
  tenantPhone: string | null;
  tenantEmail: string | null;
  keySafeSaved: boolean;
}

/**
 * A property's details: a new one (`property` absent) or changes to one. The key-safe code is
 * never filled in: a member types a new one to replace the saved one, or ticks "remove".
 */
export function PropertyForm({
  id,
  property,
  servedArea,
  lastResult,
}: {
  id: string;
  property?: PropertyValues;
  servedArea: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  // One schema for both: adding has no saved code to remove, and the server reads its own.
  const [form, fields] = useServerForm<z.input<typeof editPropertySchema>>({
    id,
    lastResult,
    defaultValue: property
      ? {
          label: property.label,
          address: property.address,
          postcode: property.postcode,
          accessNotes: property.accessNotes ?? "",
          tenantName: property.tenantName ?? "",
          tenantPhone: property.tenantPhone ?? "",
          tenantEmail: property.tenantEmail ?? "",
        }
      : undefined,
    constraint: editPropertyConstraint,
  });
  const intent = property ? "edit" : "add";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <Field
        field={fields.label}
        label="Name of the property"
        hint="How your team calls it, like Flat 3, 12 Moat Street."
      />
      <Field field={fields.address} label="Address" hint="House or flat, street and town." />
      <Field field={fields.postcode} label="Postcode" hint={`We cover ${servedArea}.`} />
      <TextareaField
        field={fields.accessNotes}
        label="Access notes (optional)"
        hint="Parking, buzzers, pets: what the engineer should know to get in."
      />
      <Field
        field={fields.keySafeCode}
        label="Key-safe code"
        optional
        autoComplete="off"
        hint={
          property?.keySafeSaved
            ? "A key-safe code is saved. It is shown only to the engineer on the job and to our office. Type a new code to replace it, or leave this empty to keep it."
            : "Shown only to the engineer on the job and to our office; nobody can read it back here."
        }
      />
      {property?.keySafeSaved ? (
        <CheckboxField field={fields.removeKeySafeCode} label="Remove the saved key-safe code" />
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">Tenant (optional)</legend>
        <Field field={fields.tenantName} label="Tenant's name" optional autoComplete="off" />
        <Field
          field={fields.tenantPhone}
          label="Tenant's phone"
          type="tel"
          optional
          autoComplete="off"
          hint="A UK number, like 07400 123456."
        />
        <Field
          field={fields.tenantEmail}
          label="Tenant's e-mail"
          type="email"
          optional
          autoComplete="off"
          hint="Needed to tell the tenant about a repair."
        />
      </fieldset>
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton intent={intent} pendingLabel="Saving…">
        {property ? "Save the property" : "Add the property"}
      </SubmitButton>
    </Form>
  );
}
