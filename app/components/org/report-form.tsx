import { ErrorSummary } from "~/components/ui/error-summary";
import type { z } from "zod";
import { getFormProps, getInputProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { WindowPicker } from "~/components/availability/window-picker";
import {
  Field,
  SubmitButton,
  TextareaField,
  CheckboxField,
  SelectField,
} from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { PhotoInput } from "~/components/photo-input";
import type { DayWindows, WindowChoice } from "~/lib/arrival-window";
import { NEW_PROPERTY } from "~/lib/organisations";
import type { reportRepairSchema } from "~/lib/schemas/organisations-write";
import type { ReportFormFacts } from "~/lib/views/organisations";
import { reportRepairConstraint } from "~/lib/form-constraints/organisations-write";

/** What the server answered the last post with, besides the fields' messages. */
export interface ReportReply {
  result: SubmissionResult<string[]>;
  day?: DayWindows;
  alternatives?: WindowChoice[];
  notice?: { title: string; message: string };
  photoError?: string;
}

/**
 * Report a repair: the property (or a new one), the job, how soon, photos, the tenant and who
 * the engineer rings, and when (the office's choice, or a free window). One plain form: it
 * works without JavaScript; with it, the new property's fields show only when chosen and the
 * phone follows the property until the member types one.
 */
export function ReportForm({
  facts,
  day,
  reply,
}: {
  facts: ReportFormFacts;
  day: DayWindows;
  reply?: ReportReply;
}) {
  const [form, fields] = useServerForm<z.input<typeof reportRepairSchema>>({
    id: "report-repair",
    lastResult: reply?.result,
    defaultValue: {
      propertyId: facts.chosenPropertyId,
      priority: "routine",
      contactPhone:
        facts.properties.find((property) => property.id === facts.chosenPropertyId)?.tenantPhone ||
        facts.memberPhone,
      date: day.date,
    },
    constraint: reportRepairConstraint,
  });
  const initialProperty =
    typeof fields.propertyId.initialValue === "string" ? fields.propertyId.initialValue : "";
  const [propertyChoice, setPropertyChoice] = useState(initialProperty);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const phone = useRef<HTMLInputElement>(null);
  const phoneTyped = useRef(false);
  const choose = (value: string) => {
    setPropertyChoice(value);
    const property = facts.properties.find((candidate) => candidate.id === value);
    if (phone.current && !phoneTyped.current) {
      phone.current.value = property?.tenantPhone || facts.memberPhone;
    }
  };
  const phoneProps = getInputProps(fields.contactPhone, { type: "tel" });
  const chosenWindow =
    typeof fields.windowStart.initialValue === "string" ? fields.windowStart.initialValue : "";
  const currentDay = reply?.day ?? day;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="card space-y-8"
    >
      <ErrorSummary form={form} />
      <FormError
        id={form.errorId}
        title="We could not send the report"
        message={form.errors?.join(" ")}
      />
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">Where</legend>
        <SelectField
          field={fields.propertyId}
          label="Property"
          placeholder="Choose a property"
          options={[
            ...facts.properties.map((property) => ({
              value: property.id,
              label: `${property.label} (${property.postcode})`,
            })),
            { value: NEW_PROPERTY, label: "Add a new property…" },
          ]}
          onChange={choose}
        />
        {!enhanced || propertyChoice === NEW_PROPERTY ? (
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">
              A new property{enhanced ? "" : " (when you chose “Add a new property”)"}
            </legend>
            <Field
              field={fields.newLabel}
              label="Name of the property"
              hint="Like Flat 3, 12 Moat Street."
            />
            <Field
              field={fields.newAddress}
              label="Address"
              hint="House or flat, street and town."
            />
            <Field
              field={fields.newPostcode}
              label="Postcode"
              hint={`We cover ${facts.servedArea}.`}
            />
            <Field field={fields.newTenantName} label="Tenant's name" optional autoComplete="off" />
            <Field
              field={fields.newTenantPhone}
              label="Tenant's phone"
              type="tel"
              optional
              autoComplete="off"
            />
            <Field
              field={fields.newTenantEmail}
              label="Tenant's e-mail"
              type="email"
              optional
              autoComplete="off"
              hint="Needed to tell the tenant."
            />
          </fieldset>
        ) : null}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">What needs doing</legend>
        <SelectField
          field={fields.service}
          label="Service"
          placeholder="Choose a service"
          options={facts.services}
        />
        <TextareaField
          field={fields.description}
          label="What is wrong?"
          hint="Where in the property, what happens, anything the engineer should bring."
        />
        <fieldset aria-describedby={fields.priority.errorId}>
          <legend className="field-label">How soon</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {facts.priorities.map((priority) => (
              <label
                key={priority.value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={fields.priority.name}
                  value={priority.value}
                  defaultChecked={fields.priority.initialValue === priority.value}
                  required
                  className="h-5 w-5"
                />
                <span>
                  <span className="font-semibold">{priority.label}</span>
                  <span className="block text-sm text-slate-700">{priority.target}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError field={fields.priority} />
        </fieldset>
        <PhotoInput
          id="report-photos"
          label="Photos"
          hint="What the engineer should see before coming: the leak, the damage, the appliance's label."
          maxFiles={facts.photoLimits.maxFiles}
          maxMegabytes={facts.photoLimits.maxMegabytes}
          error={reply?.photoError}
          optional
          answer={reply}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">
          The tenant and the engineer’s call
        </legend>
        <TextareaField
          field={fields.tenantAvailability}
          label="When can the tenant let us in? (optional)"
          hint="For example: weekdays after 3pm, not Fridays."
        />
        <CheckboxField
          field={fields.tellTenant}
          label="Tell the tenant"
          hint="The tenant gets the booking e-mails and the tracking link, never your organisation’s other details. Needs the tenant’s e-mail on the property."
        />
        <div>
          <label htmlFor={fields.contactPhone.id} className="field-label">
            Phone number the engineer rings on the day
          </label>
          <p id={`${fields.contactPhone.id}-hint`} className="text-sm text-slate-600">
            Left empty, we use the tenant’s number from the property, else yours from your account,
            else your organisation’s contact number.
          </p>
          <input
            {...phoneProps}
            key={fields.contactPhone.key}
            ref={phone}
            aria-describedby={`${fields.contactPhone.id}-hint ${fields.contactPhone.errorId}`}
            onInput={() => {
              phoneTyped.current = true;
            }}
            autoComplete="off"
            className="field-input"
          />
          <FieldError field={fields.contactPhone} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">When</legend>
        {reply?.notice ? (
          <FormError title={reply.notice.title} message={reply.notice.message} />
        ) : null}
        <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
          <input
            type="radio"
            name={fields.windowStart.name}
            value=""
            defaultChecked={chosenWindow === ""}
            className="h-5 w-5"
          />
          <span>
            <span className="font-semibold">Leave the time to our office</span>
            <span className="block text-sm text-slate-700">
              We arrange a visit within the response time, with the tenant if you tell them.
            </span>
          </span>
        </label>
        <WindowPicker
          dateField={fields.date}
          windowField={fields.windowStart}
          initialDate={currentDay.date}
          minDate={facts.minDate}
          maxDate={facts.maxDate}
          serverDay={currentDay}
          alternatives={reply?.alternatives}
          chosen={chosenWindow}
          legend="Or choose a free arrival window (two hours)"
          showFree
        />
      </fieldset>

      <div>
        <SubmitButton pendingLabel="Sending the report…">Report the repair</SubmitButton>
      </div>
      <input type="hidden" name="intent" value="report" />
    </Form>
  );
}
