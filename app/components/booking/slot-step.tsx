import { getFormProps, useForm } from "@conform-to/react";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { FormError } from "~/components/form-field";
import { SubmitButton } from "~/components/submit-button";
import type { BookingState, BookingWindow } from "~/.server/booking/flow.server";
import { DayPicker } from "./day-picker";
import { HiddenValues } from "./hidden-values";
import { WindowOption } from "./window-option";

/**
 * The arrival window. Without JavaScript "Show free times" posts the date and the page comes
 * back with that day's windows; with it, the windows follow the date as it changes.
 */
export function SlotStep({
  state,
  minDate,
  maxDate,
}: {
  state: BookingState;
  minDate: string;
  maxDate: string;
}) {
  const [form, fields] = useForm({
    id: "booking-slot",
    lastResult: state.step === "slot" ? state.result : undefined,
    defaultValue: state.values,
  });
  const fetcher = useFetcher<{ date: string; windows: BookingWindow[] }>();
  const [date, setDate] = useState(state.values.date ?? minDate);
  useEffect(() => setDate(state.values.date ?? minDate), [state.values.date, minDate]);
  const emergency = state.values.emergency === "on";
  // Only windows of the date on screen: the server's list for its date, or the fetched one.
  const windows =
    fetcher.state === "loading"
      ? []
      : fetcher.data?.date === date
        ? fetcher.data.windows
        : state.values.date === date
          ? (state.windows ?? [])
          : [];
  const freeWindows = windows.filter((window) => window.free > 0);

  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <HoneypotInputs />
      <HiddenValues values={state.values} except={["date", "windowStart"]} />
      {state.notice ? (
        <FormError title={state.notice.title} message={state.notice.message} />
      ) : null}
      <DayPicker
        id={fields.date.id}
        errorId={fields.date.errorId}
        errors={fields.date.errors}
        value={date}
        minDate={minDate}
        maxDate={maxDate}
        readOnly={emergency}
        onDayChange={(day) => {
          setDate(day);
          if (day) fetcher.load(`/book/windows?date=${day}${emergency ? "&emergency=1" : ""}`);
        }}
      />
      <fieldset aria-describedby={fields.windowStart.errorId}>
        <legend className="field-label">Arrival window (two hours)</legend>
        {fetcher.state === "loading" ? (
          <p className="mt-2 text-slate-700">Finding free times…</p>
        ) : null}
        {fetcher.state === "loading" ? null : freeWindows.length === 0 ? (
          <p className="mt-2 text-slate-800">
            No free windows on this day. Choose another day{emergency ? ", or call us" : ""}.
          </p>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {freeWindows.map((window) => (
              <WindowOption
                key={window.start}
                start={window.start}
                label={window.label}
                detail={`${window.free} engineer${window.free === 1 ? "" : "s"} free`}
                checked={state.values.windowStart === window.start}
              />
            ))}
          </div>
        )}
        <div id={fields.windowStart.errorId} className="field-error" aria-live="polite">
          {fields.windowStart.errors?.join(" ")}
        </div>
      </fieldset>
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
