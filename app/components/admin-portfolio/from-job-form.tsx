import type { z } from "zod";
import {
  getFormProps,
  getSelectProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { CONSENT_METHODS, CONSENT_METHOD_LABELS } from "~/lib/portfolio";
import { projectFromJobConstraint } from "~/lib/form-constraints/portfolio";
import type { projectFromJobSchema } from "~/lib/schemas/portfolio";

/**
 * "From a completed job": the job's reference and how its customer agreed. Makes a draft with
 * the engineer's before and after photos; the office checks it and publishes it.
 */
export function FromJobForm({
  reference,
  lastResult,
}: {
  reference: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof projectFromJobSchema>>({
    id: "project-from-job",
    lastResult,
    defaultValue: { reference },
    constraint: projectFromJobConstraint,
  });
  const method = getSelectProps(fields.consentMethod);
  const consent = getValidInputProps(fields.consent, { type: "checkbox" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 md:grid-cols-2">
      <input type="hidden" name="intent" value="from-job" />
      <div className="md:col-span-2">
        <FormError id={form.errorId} title="Not made" message={form.errors?.join(" ")} />
      </div>
      <Field
        field={fields.reference}
        label="Job reference"
        hint="A completed job, like CV-2026-000123"
      />
      <div>
        <label htmlFor={fields.consentMethod.id} className="field-label">
          How the customer agreed
        </label>
        <select {...method} key={fields.consentMethod.key} className="field-input min-h-11">
          <option value="">Choose how</option>
          {CONSENT_METHODS.map((each) => (
            <option key={each} value={each}>
              {CONSENT_METHOD_LABELS[each]}
            </option>
          ))}
        </select>
        <FieldError field={fields.consentMethod} />
      </div>
      <div className="md:col-span-2">
        <Field
          field={fields.consentNote}
          label="Note about the consent"
          optional
          hint="Who agreed and when, e.g. “Mrs P. agreed on the phone on 3 November”."
        />
      </div>
      <div className="md:col-span-2">
        <div className="flex items-start gap-3">
          <input {...consent} key={fields.consent.key} className="mt-1 h-6 w-6 shrink-0" />
          <label htmlFor={fields.consent.id} className="font-semibold text-slate-900">
            The customer agreed to their photos being shown
          </label>
        </div>
        <FieldError field={fields.consent} />
      </div>
      <div className="md:col-span-2">
        <SubmitButton intent="from-job" pendingLabel="Making the draft…">
          Make a draft project
        </SubmitButton>
      </div>
    </Form>
  );
}
