import { ErrorSummary } from "~/components/ui/error-summary";
import type { z } from "zod";
import { getFormProps, useServerForm, getValidInputProps } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FieldError } from "~/components/ui/form-messages";
import type { BookingState } from "~/lib/views/booking";
import { HiddenValues } from "./hidden-values";
import { StepNotice } from "./step-notice";
import { contactStepConstraint } from "~/lib/form-constraints/booking";
import type { contactStepSchema } from "~/lib/schemas/booking";

export function ContactStep({ state }: { state: BookingState }) {
  const [form, fields] = useServerForm<z.input<typeof contactStepSchema>>({
    id: "booking-contact",
    lastResult: state.step === "contact" ? state.result : undefined,
    // Ticked unless the visitor unticked it earlier.
    defaultValue: {
      ...state.values,
      textsAllowed: state.values.textsAllowed === "off" ? undefined : "on",
    },
    constraint: contactStepConstraint,
  });
  const textsProps = getValidInputProps(fields.textsAllowed, { type: "checkbox", value: "on" });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4">
      <ErrorSummary form={form} />
      <HoneypotInputs />
      <HiddenValues
        values={state.values}
        except={["address", "name", "email", "phone", "textsAllowed"]}
      />
      <StepNotice notice={state.notice} />
      <Field
        field={fields.address}
        label="Address of the job"
        // street-address is for a text area only (HTML's autofill rules); line 1 is the street.
        autoComplete="address-line1"
        hint="House number and street, and the town."
      />
      <Field field={fields.name} label="Your name" autoComplete="name" />
      <Field
        field={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="email"
        hint="The confirmation and the tracking link go here."
      />
      <Field
        field={fields.phone}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="The engineer calls this number when on the way."
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            {...textsProps}
            key={fields.textsAllowed.key}
            required={false}
            aria-describedby={`${fields.textsAllowed.id}-hint`}
            className="mt-1 h-5 w-5"
          />
          <label htmlFor={fields.textsAllowed.id} className="text-slate-900">
            <span className="font-semibold">Send me text messages about this booking</span>
            <span id={`${fields.textsAllowed.id}-hint`} className="block text-sm text-slate-700">
              When the engineer is on the way, and if we have to move or cancel the visit. UK mobile
              numbers only; e-mails come either way.
            </span>
          </label>
        </div>
        <FieldError field={fields.textsAllowed} />
      </div>
      {/* The primary button comes first so pressing Enter moves forward, not back. */}
      <div className="flex flex-row-reverse flex-wrap justify-end gap-3">
        <SubmitButton intent="contact" pendingLabel="Checking…">
          Next: check and book
        </SubmitButton>
        <button
          type="submit"
          name="intent"
          value="contact-back-to-slot"
          formNoValidate
          className="btn-secondary"
        >
          Back
        </button>
      </div>
      <input type="hidden" name="intent" value="contact" />
    </Form>
  );
}
