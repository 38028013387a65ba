import type { z } from "zod";
import { getFormProps, getTextareaProps, useServerForm } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { cancelSchema } from "~/lib/schemas/portal";
import type { JobFormReply } from "~/lib/views/portal";
import { cancelConstraint } from "~/lib/form-constraints/portal";

/** Cancelling asks once more (inside an opened disclosure) and takes an optional reason. */
export function CancelForm({ jobId, reply }: { jobId: string; reply?: JobFormReply }) {
  // The browser checks the server's own rules first; the server checks them again.
  const [form, fields] = useServerForm<z.input<typeof cancelSchema>>({
    id: `cancel-${jobId}`,
    lastResult: reply?.result,
    constraint: cancelConstraint,
  });
  const textarea = getTextareaProps(fields.reason);
  return (
    <details open={Boolean(reply)} className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-red-800">Cancel this booking</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="jobId" value={jobId} />
        <FormError
          id={form.errorId}
          title="We could not cancel the booking"
          message={form.errors?.join(" ")}
        />
        <div>
          <label htmlFor={fields.reason.id} className="field-label">
            Reason <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            {...textarea}
            key={fields.reason.key}
            rows={2}
            maxLength={fields.reason.maxLength}
            className="field-input"
          />
          <FieldError field={fields.reason} />
        </div>
        <SubmitButton
          values={{ jobId: jobId }}
          intent="cancel"
          pendingLabel="Cancelling…"
          className="btn bg-red-700 text-white hover:bg-red-800"
        >
          Yes, cancel the booking
        </SubmitButton>
        <input type="hidden" name="intent" value="cancel" />
      </Form>
    </details>
  );
}
