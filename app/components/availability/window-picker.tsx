import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { DayWindows, WindowChoice } from "~/lib/arrival-window";
import { DayPicker } from "./day-picker";
import { WindowOption } from "./window-option";
import { FieldError } from "~/components/ui/form-messages";

function WindowChoices({
  windows,
  chosen,
  showFree,
}: {
  windows: readonly WindowChoice[];
  chosen: string;
  showFree: boolean;
}) {
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {windows.map((window) => (
        <WindowOption
          key={window.start}
          start={window.start}
          label={window.label}
          detail={
            showFree ? `${window.free} engineer${window.free === 1 ? "" : "s"} free` : undefined
          }
          checked={chosen === window.start}
        />
      ))}
    </div>
  );
}

/**
 * The one arrival-window picker, for booking and for moving a booking: a day, then its free
 * windows; when the day has none, the next free windows on the following days. Without
 * JavaScript "Show free times" posts the day and the page comes back with its windows; with
 * it, the windows follow the day as it changes (from /book/windows).
 * `alternatives`: the nearest free windows after losing one to someone else, shown until
 * another day is chosen.
 */
export function WindowPicker({
  dateField,
  windowField,
  initialDate,
  minDate,
  maxDate,
  serverDay,
  alternatives,
  chosen,
  legend,
  emergency = false,
  showFree = false,
  offerNextFree = true,
}: {
  dateField: { id: string; errorId: string; errors?: string[] };
  windowField: { errorId: string; errors?: string[] };
  initialDate: string;
  minDate: string;
  maxDate: string;
  /** The day the server listed, if any. */
  serverDay?: DayWindows | null;
  alternatives?: readonly WindowChoice[];
  chosen: string;
  legend: string;
  /** Emergencies are for today only: the day cannot change. */
  emergency?: boolean;
  /** Say how many engineers are free in each window. */
  showFree?: boolean;
  /** Offer the next free windows of the following days when the day is full. */
  offerNextFree?: boolean;
}) {
  const fetcher = useFetcher<DayWindows>();
  const [date, setDate] = useState(initialDate);
  useEffect(() => setDate(initialDate), [initialDate]);
  const loading = fetcher.state === "loading";
  const fetched = fetcher.data?.date === date ? fetcher.data : null;
  const showAlternatives =
    !loading && !fetched && date === initialDate && (alternatives?.length ?? 0) > 0;
  const day = loading ? null : (fetched ?? (serverDay?.date === date ? serverDay : null));
  const free = day?.windows.filter((window) => window.free > 0) ?? [];

  return (
    <>
      <DayPicker
        id={dateField.id}
        errorId={dateField.errorId}
        errors={dateField.errors}
        value={date}
        minDate={minDate}
        maxDate={maxDate}
        readOnly={emergency}
        onDayChange={(next) => {
          setDate(next);
          if (next) fetcher.load(`/book/windows?date=${next}${emergency ? "&emergency=1" : ""}`);
        }}
      />
      <fieldset aria-describedby={windowField.errorId}>
        <legend className="field-label">{legend}</legend>
        {loading ? (
          <p className="mt-2 text-slate-700">Finding free times…</p>
        ) : showAlternatives && alternatives ? (
          <WindowChoices windows={alternatives} chosen={chosen} showFree={showFree} />
        ) : !day ? (
          <p className="mt-2 text-slate-700">Choose a day to see its free times.</p>
        ) : free.length > 0 ? (
          <WindowChoices windows={free} chosen={chosen} showFree={showFree} />
        ) : offerNextFree && day.nextFree.length > 0 ? (
          <>
            <p className="mt-2 text-slate-800">
              No free windows on this day. The next free times are:
            </p>
            <WindowChoices windows={day.nextFree} chosen={chosen} showFree={showFree} />
          </>
        ) : (
          <p className="mt-2 text-slate-800">
            No free windows on this day.{" "}
            {emergency ? "Please call us: we may still fit you in." : "Choose another day."}
          </p>
        )}
        <FieldError field={windowField} />
      </fieldset>
    </>
  );
}
