import { ErrorSummary } from "~/components/ui/error-summary";
import type { z } from "zod";
import {
  getFormProps,
  getSelectProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import { Field, SubmitButton, TextareaField } from "~/components/ui/fields";
import { FieldError } from "~/components/ui/form-messages";
import type { BookingState } from "~/lib/views/booking";
import { HiddenValues } from "./hidden-values";
import { StepNotice } from "./step-notice";
import { detailsStepConstraint } from "~/lib/form-constraints/booking";
import type { detailsStepSchema } from "~/lib/schemas/booking";
import { PhoneLink } from "~/components/ui/phone-link";

export function DetailsStep({
  state,
  services,
  servedArea,
  phone,
  phoneDisplay,
}: {
  state: BookingState;
  services: { slug: string; name: string }[];
  /** "Coventry (CV1–CV6), …": the postcodes served, from the booking settings. */
  servedArea: string;
  phone: string;
  phoneDisplay: string;
}) {
  const [form, fields] = useServerForm<z.input<typeof detailsStepSchema>>({
    id: "booking-details",
    lastResult: state.step === "details" ? state.result : undefined,
    defaultValue: state.values,
    constraint: detailsStepConstraint,
  });
  const serviceProps = getSelectProps(fields.service);
  const emergencyProps = getValidInputProps(fields.emergency, { type: "checkbox", value: "on" });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <ErrorSummary form={form} />
      <HoneypotInputs />
      <HiddenValues
        values={state.values}
        except={["service", "description", "emergency", "postcode"]}
      />
      <StepNotice notice={state.notice} />
      <div>
        <label htmlFor={fields.service.id} className="field-label">
          Service
        </label>
        <select {...serviceProps} key={fields.service.key} className="field-input">
          <option value="">Choose a service</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
        </select>
        <FieldError field={fields.service} />
      </div>
      <TextareaField
        field={fields.description}
        label="What needs doing?"
        hint="A sentence or two: what is wrong, where, and anything the engineer should bring."
      />
      <div className="flex items-start gap-3">
        {/* Optional: a constraint-derived `required` would force every booking to be an emergency. */}
        <input
          {...emergencyProps}
          key={fields.emergency.key}
          required={false}
          className="mt-1 h-5 w-5"
        />
        <label htmlFor={fields.emergency.id} className="text-slate-900">
          <span className="font-semibold">It is an emergency</span>
          <span className="block text-sm text-slate-700">
            A visit today in the next free window, at the emergency call-out price.
          </span>
        </label>
      </div>
      <Field
        field={fields.postcode}
        label="Postcode of the job"
        autoComplete="postal-code"
        hint={`For example CV1 5DZ. We cover ${servedArea}.`}
      />
      {state.outOfArea ? (
        <p className="rounded-lg bg-amber-50 p-3 text-slate-900">
          Call us on <PhoneLink phone={phone}>{phoneDisplay}</PhoneLink> and we will tell you who
          can help, or <a href="/contact">send us an enquiry</a>.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Checking…">Next: choose a time</SubmitButton>
      <input type="hidden" name="intent" value="details" />
    </Form>
  );
}
