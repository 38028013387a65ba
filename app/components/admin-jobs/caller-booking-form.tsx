import { ErrorSummary } from "~/components/ui/error-summary";
import { getFormProps, useServerForm, getValidInputProps } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FieldError } from "~/components/ui/form-messages";
import type { callerBookingSchema } from "~/lib/schemas/admin-jobs";
import type { CallerBookingFacts } from "~/lib/views/admin-jobs";
import { callerBookingConstraint } from "~/lib/form-constraints/admin-jobs";

/**
 * The office's one-page booking form: the job, when, who and where, and an engineer if known;
 * started from `defaultValue` when booking from an enquiry.
 */
export function CallerBookingForm({
  facts,
  lastResult,
  defaultValue,
}: {
  facts: CallerBookingFacts;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Partial<Record<"name" | "email" | "phone" | "postcode" | "description", string>>;
}) {
  const [form, fields] = useServerForm<z.output<typeof callerBookingSchema>>({
    id: "caller-booking",
    lastResult,
    defaultValue,
    constraint: callerBookingConstraint,
  });
  const emergency = getValidInputProps(fields.emergency, { type: "checkbox", value: "on" });
  const date = getValidInputProps(fields.date, { type: "date" });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-6">
      <ErrorSummary form={form} />
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">The job</legend>
        <SelectField
          field={fields.service}
          label="Service"
          placeholder="Choose a service"
          options={facts.services}
        />
        <TextareaField
          field={fields.description}
          label="What needs doing?"
          hint="What the caller said: what is wrong, where, anything the engineer should bring."
        />
        <div className="flex min-h-11 items-start gap-3">
          <input
            {...emergency}
            key={fields.emergency.key}
            required={false}
            className="mt-1 h-5 w-5"
          />
          <label htmlFor={fields.emergency.id} className="text-slate-900">
            <span className="font-semibold">Emergency</span>
            <span className="block text-sm text-slate-700">
              Today only, at the emergency price.
            </span>
          </label>
        </div>
        <Field
          field={fields.postcode}
          label="Postcode of the job"
          hint={`We cover ${facts.servedArea}.`}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">When</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.date.id} className="field-label">
              Day
            </label>
            <input
              {...date}
              key={fields.date.key}
              min={facts.minDate}
              max={facts.maxDate}
              className="field-input min-h-11"
            />
            <FieldError field={fields.date} />
          </div>
          <SelectField
            field={fields.windowTime}
            label="Arrival window"
            placeholder="Choose a window"
            options={facts.windowTimes}
          />
        </div>
        <SelectField
          field={fields.engineerId}
          label="Engineer"
          placeholder="Leave for the board"
          options={facts.engineers.map((engineer) => ({
            value: engineer.id,
            label: engineer.name,
          }))}
          optional
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">The customer</legend>
        <Field field={fields.name} label="Name" />
        <Field
          field={fields.phone}
          label="Phone number"
          type="tel"
          hint="A UK number; the engineer calls it when on the way."
        />
        <Field
          field={fields.email}
          label="E-mail address"
          type="email"
          hint="The confirmation, the tracking link and the portal link go here."
        />
        <Field
          field={fields.address}
          label="Address of the job"
          hint="House number and street, and the town."
        />
      </fieldset>

      <SubmitButton pendingLabel="Booking…">Book the job</SubmitButton>
    </Form>
  );
}
