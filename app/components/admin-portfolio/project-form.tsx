import type { z } from "zod";
import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { SERVICE_OPTIONS } from "~/content/service-options";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { PORTFOLIO_BODY_MAX_LENGTH, PORTFOLIO_TOWNS } from "~/lib/portfolio";
import { projectFieldsConstraint } from "~/lib/form-constraints/portfolio";
import type { projectFieldsSchema } from "~/lib/schemas/portfolio";

export interface ProjectFormValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  serviceSlug: string;
  location: string;
  completedOn: string;
  published: boolean;
}

/**
 * A project's own fields: the new-project page and the record page. A plain POST without
 * JavaScript; with it, each field is checked as it is left.
 */
export function ProjectForm({
  intent,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  intent: "create" | "save";
  defaultValue: ProjectFormValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const [form, fields] = useServerForm<z.input<typeof projectFieldsSchema>>({
    id: `project-${intent}`,
    lastResult,
    defaultValue: defaultValue
      ? { ...defaultValue, published: defaultValue.published ? "on" : undefined }
      : undefined,
    constraint: projectFieldsConstraint,
  });
  const service = getSelectProps(fields.serviceSlug);
  const body = getTextareaProps(fields.body, { ariaDescribedBy: `${fields.body.id}-hint` });
  const completedOn = getValidInputProps(fields.completedOn, { type: "date" });
  const published = getValidInputProps(fields.published, { type: "checkbox" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <div className="md:col-span-2">
        <FormError id={form.errorId} title="Not saved" message={form.errors?.join(" ")} />
      </div>
      <div className="md:col-span-2">
        <Field field={fields.title} label="Title" />
      </div>
      <Field
        field={fields.slug}
        label="Slug"
        optional
        hint="Its address on /portfolio. Left empty, it is made from the title."
      />
      <div>
        <label htmlFor={fields.serviceSlug.id} className="field-label">
          Service
        </label>
        <select {...service} key={fields.serviceSlug.key} className="field-input min-h-11">
          <option value="">Choose a service</option>
          {SERVICE_OPTIONS.map((each) => (
            <option key={each.slug} value={each.slug}>
              {each.name}
            </option>
          ))}
        </select>
        <FieldError field={fields.serviceSlug} />
      </div>
      <div className="md:col-span-2">
        <Field
          field={fields.summary}
          label="Summary"
          hint="One or two sentences under the title on /portfolio."
        />
      </div>
      <div>
        <Field
          field={fields.location}
          label="Area"
          hint={`The neighbourhood or district and the town (${PORTFOLIO_TOWNS.join(", ")}), never the customer's address.`}
        />
      </div>
      <div>
        <label htmlFor={fields.completedOn.id} className="field-label">
          Finished on
        </label>
        <input {...completedOn} key={fields.completedOn.key} className="field-input min-h-11" />
        <FieldError field={fields.completedOn} />
      </div>
      <div className="md:col-span-2">
        <label htmlFor={fields.body.id} className="field-label">
          Write-up <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <p id={`${fields.body.id}-hint`} className="text-sm text-slate-600">
          Markdown: the problem, what was done, the result.
        </p>
        <textarea
          {...body}
          key={fields.body.key}
          rows={8}
          maxLength={PORTFOLIO_BODY_MAX_LENGTH}
          className="field-input font-mono text-sm"
        />
        <FieldError field={fields.body} />
      </div>
      <div className="flex items-center gap-3 md:col-span-2">
        <input {...published} key={fields.published.key} className="h-6 w-6" />
        <label htmlFor={fields.published.id} className="font-semibold text-slate-900">
          Published: show it on /portfolio (leave unticked for a draft)
        </label>
      </div>
      <div className="md:col-span-2">
        <SubmitButton intent={intent} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
