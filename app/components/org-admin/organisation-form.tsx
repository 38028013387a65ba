import type { z } from "zod";
import { getFormProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { organisationConstraint } from "~/lib/form-constraints/organisations";
import {
  CONSTRUCTION_SERVICES_ROLE_LABELS,
  CONSTRUCTION_SERVICES_ROLES,
  type ConstructionServicesRole,
} from "~/lib/organisations";
import type { organisationSchema } from "~/lib/schemas/organisations";

/** The values a form starts from: the organisation's, or the defaults for a new one. */
export interface OrganisationFormValues {
  name: string;
  slug: string;
  contactEmail: string;
  contactPhone: string;
  spendLimit: string;
  emergencyHours: string;
  urgentDays: string;
  routineWorkingDays: string;
  billingAddress: string;
  constructionServicesRole: ConstructionServicesRole;
}

const ROLE_OPTIONS = CONSTRUCTION_SERVICES_ROLES.map((value) => ({
  value,
  label: CONSTRUCTION_SERVICES_ROLE_LABELS[value],
}));

/**
 * The office's form for an organisation's name, address, contacts, invoicing, spend limit and
 * response targets, on the new and the edit page. `slugFixed`: the slug is shown but cannot change.
 */
export function OrganisationForm({
  defaultValue,
  lastResult,
  submitLabel,
  pendingLabel,
  slugFixed = false,
  slugHint,
}: {
  defaultValue: OrganisationFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  pendingLabel: string;
  slugFixed?: boolean;
  slugHint: string;
}) {
  const [form, fields] = useServerForm<z.input<typeof organisationSchema>>({
    id: "organisation",
    lastResult,
    defaultValue,
    constraint: organisationConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormError
        id={form.errorId}
        title="The organisation was not saved"
        message={form.errors?.join(" ")}
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">Organisation</legend>
        <Field field={fields.name} label="Name" autoComplete="organization" />
        {slugFixed ? (
          <div>
            <input type="hidden" name={fields.slug.name} value={defaultValue.slug} />
            <p className="field-label">Address (slug)</p>
            <p className="mt-1 font-mono">{defaultValue.slug}</p>
            <p className="text-sm text-slate-700">{slugHint}</p>
          </div>
        ) : (
          <Field field={fields.slug} label="Address (slug)" hint={slugHint} autoComplete="off" />
        )}
        <Field
          field={fields.contactEmail}
          label="Contact e-mail"
          type="email"
          autoComplete="email"
          optional
        />
        <Field
          field={fields.contactPhone}
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          optional
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">Invoices</legend>
        <TextareaField
          field={fields.billingAddress}
          label="Billing address (optional)"
          hint="Where the organisation's invoices are addressed. Empty: each job's address."
        />
        <SelectField
          field={fields.constructionServicesRole}
          label="Construction services"
          hint="A contractor who supplies the work on gets invoices under the domestic reverse charge."
          options={ROLE_OPTIONS}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">Spend and response targets</legend>
        <Field
          field={fields.spendLimit}
          label="Spend limit (£)"
          inputMode="numeric"
          hint="Estimates above this wait for the organisation's approval."
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            field={fields.emergencyHours}
            label="Emergency: hours"
            inputMode="numeric"
            hint="1 to 168"
          />
          <Field
            field={fields.urgentDays}
            label="Urgent: days"
            inputMode="numeric"
            hint="1 to 60"
          />
          <Field
            field={fields.routineWorkingDays}
            label="Routine: working days"
            inputMode="numeric"
            hint="1 to 120"
          />
        </div>
      </fieldset>
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
