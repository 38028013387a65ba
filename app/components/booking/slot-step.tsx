import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { HoneypotInputs } from "~/components/honeypot";
import { SubmitButton } from "~/components/ui/fields";
import type { BookingState } from "~/lib/views/booking";
import { HiddenValues } from "./hidden-values";
import { StepNotice } from "./step-notice";
import { WindowPicker } from "~/components/availability/window-picker";

/** The arrival window: a day (the first with a free window to begin with), then its windows. */
export function SlotStep({
  state,
  minDate,
  maxDate,
}: {
  state: BookingState;
  minDate: string;
  maxDate: string;
}) {
  const [form, fields] = useServerForm({
    id: "booking-slot",
    lastResult: state.step === "slot" ? state.result : undefined,
    defaultValue: state.values,
  });

  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <HoneypotInputs />
      <HiddenValues values={state.values} except={["date", "windowStart"]} />
      <StepNotice notice={state.notice} />
      <WindowPicker
        dateField={fields.date}
        windowField={fields.windowStart}
        initialDate={state.values.date ?? minDate}
        minDate={minDate}
        maxDate={maxDate}
        serverDay={state.day}
        alternatives={state.alternatives}
        chosen={state.values.windowStart ?? ""}
        legend="Arrival window (two hours)"
        emergency={state.values.emergency === "on"}
        showFree
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="back-to-details"
          formNoValidate
          className="btn-secondary"
        >
          Back
        </button>
        <SubmitButton intent="slot" pendingLabel="Checking the time…">
          Next: your details
        </SubmitButton>
      </div>
      <input type="hidden" name="intent" value="slot" />
    </Form>
  );
}
