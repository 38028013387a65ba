import type { z } from "zod";
import {
  getFormProps,
  getSelectProps,
  useServerForm,
  type FieldView,
} from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { JOB_PRIORITIES, PRIORITY_LABELS } from "~/lib/organisations";
import {
  organisationJobFacts,
  raiseJobForOrganisation,
} from "~/.server/admin-jobs/organisation-job.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { officeOrganisationJobConstraint } from "~/lib/form-constraints/approvals";
import { parseWithZod, officeOrganisationJobSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Raise a job for an organisation | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  return data(await organisationJobFacts(db), { headers });
}

export const headers = routeHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: officeOrganisationJobSchema });
  const submission = parseWithZod(formData, { schema: officeOrganisationJobSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers });
  }
  const { db } = context.services;
  const raised = await raiseJobForOrganisation(db, account, submission.value, {
    siteOrigin: siteOrigin(request),
  });
  if (!raised.ok) {
    const message =
      raised.reason === "field"
        ? raised.message
        : raised.reason === "window-full"
          ? "That window is full."
          : "Choose one of the properties listed.";
    return data(
      { result: submission.reply({ fieldErrors: { propertyId: [message] } }) },
      { status: 400, headers },
    );
  }
  throw await redirectWithToast(
    `/admin/jobs/${raised.reference}`,
    {
      type: "success",
      title: `Raised ${raised.reference}`,
      description: "It waits in the board's queue for an engineer and a time.",
    },
    { headers },
  );
}

function PropertySelect({
  field,
  organisations,
}: {
  field: FieldView;
  organisations: { name: string; options: { value: string; label: string }[] }[];
}) {
  const props = getSelectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        Property
      </label>
      <select {...props} key={field.key} className="field-input min-h-11">
        <option value="">Choose the property</option>
        {organisations.map((organisation) => (
          <optgroup key={organisation.name} label={organisation.name}>
            {organisation.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

function OrganisationJobForm({
  facts,
  lastResult,
}: {
  facts: Awaited<ReturnType<typeof organisationJobFacts>>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useServerForm<z.input<typeof officeOrganisationJobSchema>>({
    id: "organisation-job",
    lastResult,
    defaultValue: { priority: "routine" },
    constraint: officeOrganisationJobConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <FormError id={form.errorId} title="Job not raised" message={form.errors?.join(" ")} />
      <PropertySelect field={fields.propertyId} organisations={facts.organisations} />
      <SelectField
        field={fields.service}
        label="Service"
        options={facts.services}
        placeholder="Choose a service"
      />
      <TextareaField field={fields.description} label="What needs doing" />
      <SelectField
        field={fields.priority}
        label="Priority"
        options={JOB_PRIORITIES.map((priority) => ({
          value: priority,
          label: PRIORITY_LABELS[priority],
        }))}
        placeholder="Choose the priority"
      />
      <Field
        field={fields.contactPhone}
        label="Contact phone for the engineer"
        type="tel"
        autoComplete="off"
        hint="Who the engineer rings on the day, like 07400 123456."
      />
      <SubmitButton pendingLabel="Raising…">Raise the job</SubmitButton>
    </Form>
  );
}

export default function NewOrganisationJobPage() {
  const facts = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page max-w-2xl py-8">
      <p className="text-sm font-semibold">
        <Link to="/admin">Dispatch board</Link> · <Link to="/admin/jobs">All jobs</Link>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">
        Raise a job for an organisation
      </h1>
      <p className="mt-1 text-slate-700">
        A repair an organisation asked for by phone or e-mail. It carries their priority and
        response target and waits in the board&apos;s queue; the tenant is not told.
      </p>
      <div className="mt-6">
        <OrganisationJobForm facts={facts} lastResult={reply?.result} />
      </div>
    </div>
  );
}
