import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { WindowPicker } from "~/components/availability/window-picker";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import type { JobFormReply } from "~/lib/views/portal";

/**
 * Another arrival window for the job, with the same picker as the booking form. After losing
 * a window to someone else, the nearest free windows are offered instead.
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
  const [form, fields] = useServerForm<{ jobId: string; date: string; windowStart: string }>({
    id: `reschedule-${jobId}`,
    lastResult: reply?.result,
  });
  const startDate = reply?.date ?? (windowDate < minDate ? minDate : windowDate);
  const chosen =
    typeof fields.windowStart.initialValue === "string" ? fields.windowStart.initialValue : "";
  // After a lost race the reply's windows are the nearest free ones, on any day.
  const serverDay =
    reply?.date && reply.windows && !reply.notice
      ? { date: reply.date, windows: reply.windows, nextFree: [] }
      : null;

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
        <WindowPicker
          dateField={fields.date}
          windowField={fields.windowStart}
          initialDate={startDate}
          minDate={minDate}
          maxDate={maxDate}
          serverDay={serverDay}
          alternatives={reply?.notice ? reply.windows : undefined}
          chosen={chosen}
          legend="New arrival window (two hours)"
          // The "show free times" answer without JavaScript lists one day only, so the next
          // free days' windows stay off with JavaScript too: both ways offer the same.
          offerNextFree={false}
        />
        <SubmitButton
          className="btn-primary"
          values={{ jobId: jobId }}
          intent="reschedule"
          pendingLabel="Moving…"
        >
          Move the booking
        </SubmitButton>
        <input type="hidden" name="intent" value="reschedule" />
      </Form>
    </details>
  );
}
