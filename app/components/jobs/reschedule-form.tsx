import { WindowOption } from "~/components/booking/window-option";
import { DayPicker } from "~/components/booking/day-picker";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FormError } from "~/components/form-field";
import type { JobFormReply, WindowChoice } from "~/.server/portal/types.server";
import { JobSubmitButton } from "./job-submit-button";

/**
 * Another arrival window for the job. Without JavaScript "Show free times" posts the day and
 * the page comes back with its free windows; with it, the windows follow the day as it changes.
 * After losing a window to someone else, the nearest free windows are offered instead.
 */
export function RescheduleForm({
  jobId,
  windowDate,
  minDate,
  maxDate,
  reply,
}: {
  jobId: string;
  windowDate: string;
  minDate: string;
  maxDate: string;
  reply?: JobFormReply;
}) {
  const [form, fields] = useForm<{ jobId: string; date: string; windowStart: string }>({
    id: `reschedule-${jobId}`,
    lastResult: reply?.result,
  });
  const startDate = reply?.date ?? (windowDate < minDate ? minDate : windowDate);
  const [date, setDate] = useState(startDate);
  useEffect(() => setDate(startDate), [startDate]);
  const fetcher = useFetcher<{ date: string; windows: WindowChoice[] }>();
  // The server's list belongs to its day (or is the nearest free windows after a lost race);
  // once the day changes, only the windows fetched for the new day count.
  const windows =
    fetcher.state === "loading"
      ? null
      : fetcher.data?.date === date
        ? fetcher.data.windows
        : reply?.windows && (reply.notice || reply.date === date)
          ? reply.windows
          : null;
  const freeWindows = windows?.filter((window) => window.free > 0) ?? null;
  const chosen =
    typeof fields.windowStart.initialValue === "string" ? fields.windowStart.initialValue : "";

  return (
    <details open={Boolean(reply)} className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-brand-800">
        Move to another time
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="jobId" value={jobId} />
        {reply?.notice ? (
          <FormError title={reply.notice.title} message={reply.notice.message} />
        ) : null}
        <FormError
          id={form.errorId}
          title="We could not move the booking"
          message={form.errors?.join(" ")}
        />
        <DayPicker
          id={fields.date.id}
          errorId={fields.date.errorId}
          errors={fields.date.errors}
          value={date}
          minDate={minDate}
          maxDate={maxDate}
          onDayChange={(day) => {
            setDate(day);
            if (day) fetcher.load(`/book/windows?date=${day}`);
          }}
        />
        <fieldset aria-describedby={fields.windowStart.errorId}>
          <legend className="field-label">New arrival window (two hours)</legend>
          {fetcher.state === "loading" ? (
            <p className="mt-2 text-slate-700">Finding free times…</p>
          ) : freeWindows === null ? (
            <p className="mt-2 text-slate-700">Choose a day to see its free times.</p>
          ) : freeWindows.length === 0 ? (
            <p className="mt-2 text-slate-800">No free windows on this day. Choose another day.</p>
          ) : (
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {freeWindows.map((window) => (
                <WindowOption
                  key={window.start}
                  start={window.start}
                  label={window.label}
                  checked={chosen === window.start}
                />
              ))}
            </div>
          )}
          <div id={fields.windowStart.errorId} className="field-error" aria-live="polite">
            {fields.windowStart.errors?.join(" ")}
          </div>
        </fieldset>
        <JobSubmitButton jobId={jobId} intent="reschedule" pendingLabel="Moving…">
          Move the booking
        </JobSubmitButton>
        <input type="hidden" name="intent" value="reschedule" />
      </Form>
    </details>
  );
}
