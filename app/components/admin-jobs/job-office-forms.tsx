import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import {
  jobDispatchFormConstraint,
  jobNoteConstraint,
  officeCancelConstraint,
  priceConstraint,
} from "~/lib/form-constraints/admin-jobs";
import type {
  AdminJobIntent,
  jobDispatchFormSchema,
  jobNoteSchema,
  officeCancelSchema,
  priceSchema,
} from "~/lib/schemas/admin-jobs";
import type { AdminJobDetail, AdminJobFormReply } from "~/lib/views/admin-jobs";

export type Reply = AdminJobFormReply | undefined;

/**
 * One of the page's forms, checked on the server (decision 0063); the server's
 * answer only reaches the form it was for.
 */
export function useOfficeForm<Schema extends z.ZodTypeAny>(
  intent: AdminJobIntent,
  constraint: NonNullable<Parameters<typeof useServerForm>[0]["constraint"]>,
  reply: Reply,
  defaultValue?: { [Name in keyof z.input<Schema>]?: unknown },
) {
  return useServerForm<z.input<Schema>>({
    id: `job-${intent}`,
    lastResult: reply?.form === intent ? reply.result : undefined,
    defaultValue,
    constraint,
  });
}

export function Hidden({ jobId, intent }: { jobId: string; intent: AdminJobIntent }) {
  return (
    <>
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** Assign, reassign, unassign and move: an engineer, and a day with one of its windows. */
export function DispatchForm({ detail, reply }: { detail: AdminJobDetail; reply: Reply }) {
  const { job } = detail;
  const [form, fields] = useOfficeForm<typeof jobDispatchFormSchema>(
    "dispatch",
    jobDispatchFormConstraint,
    reply,
    {
      engineerId: job.engineerId ?? "",
      date: job.windowDay ?? "",
      windowTime: job.windowTime ?? "",
    },
  );
  const engineer = getSelectProps(fields.engineerId);
  const windowTime = getSelectProps(fields.windowTime);
  const date = getValidInputProps(fields.date, { type: "date" });
  const reason = getTextareaProps(fields.reason);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not change the job"
        message={form.errors?.join(" ")}
      />
      <div>
        <label htmlFor={fields.engineerId.id} className="field-label">
          Engineer
        </label>
        <select {...engineer} key={fields.engineerId.key} className="field-input min-h-11">
          <option value="">No engineer</option>
          {detail.engineers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError field={fields.engineerId} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.date.id} className="field-label">
            Day
          </label>
          <input
            {...date}
            key={fields.date.key}
            min={detail.today}
            className="field-input min-h-11"
          />
          <FieldError field={fields.date} />
        </div>
        <div>
          <label htmlFor={fields.windowTime.id} className="field-label">
            Arrival window
          </label>
          <select {...windowTime} key={fields.windowTime.key} className="field-input min-h-11">
            <option value="">{job.hasWindow ? "Choose a window" : "No window yet"}</option>
            {detail.windowTimes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError field={fields.windowTime} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.reason.id} className="field-label">
          Reason for a move <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <p id={`${fields.reason.id}-hint`} className="text-sm text-slate-600">
          The customer is told by e-mail when the window changes, with this reason.
        </p>
        <textarea
          {...reason}
          key={fields.reason.key}
          aria-describedby={`${fields.reason.id}-hint`}
          rows={2}
          maxLength={fields.reason.maxLength}
          className="field-input"
        />
        <FieldError field={fields.reason} />
      </div>
      <Hidden jobId={job.id} intent="dispatch" />
      <SubmitButton
        className="btn-primary"
        values={{ jobId: job.id }}
        intent="dispatch"
        pendingLabel="Saving…"
      >
        Save engineer and window
      </SubmitButton>
    </Form>
  );
}

/** A note on the timeline: internal, or a message the customer is sent. */
export function NoteForm({ jobId, reply }: { jobId: string; reply: Reply }) {
  const [form, fields] = useOfficeForm<typeof jobNoteSchema>("note", jobNoteConstraint, reply, {
    audience: "internal",
  });
  const note = getTextareaProps(fields.note);
  const audience = fields.audience;
  const chosen = audience.initialValue ?? "internal";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not add the note"
        message={form.errors?.join(" ")}
      />
      <div>
        <label htmlFor={fields.note.id} className="field-label">
          Note
        </label>
        <textarea
          {...note}
          key={fields.note.key}
          rows={3}
          maxLength={fields.note.maxLength}
          className="field-input"
        />
        <FieldError field={fields.note} />
      </div>
      <fieldset>
        <legend className="field-label">Who sees it</legend>
        {[
          { value: "internal", label: "Internal: the office and the engineer only" },
          { value: "customer", label: "The customer too: sent by e-mail and on the tracking page" },
        ].map((option) => (
          <label key={option.value} className="mt-1 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={audience.name}
              value={option.value}
              defaultChecked={chosen === option.value}
              className="h-5 w-5"
            />
            {option.label}
          </label>
        ))}
        <FieldError field={audience} />
      </fieldset>
      <Hidden jobId={jobId} intent="note" />
      <SubmitButton
        values={{ jobId: jobId }}
        intent="note"
        pendingLabel="Adding…"
        className="btn-secondary"
      >
        Add the note
      </SubmitButton>
    </Form>
  );
}

/** The price charged, in pounds and pence; an empty field takes it off. */
export function PriceForm({ detail, reply }: { detail: AdminJobDetail; reply: Reply }) {
  const { job } = detail;
  const [form, fields] = useOfficeForm<typeof priceSchema>("price", priceConstraint, reply, {
    price: job.priceInput,
  });
  const price = getInputProps(fields.price, { type: "text" });
  const hintId = `${fields.price.id}-hint`;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not save the price"
        message={form.errors?.join(" ")}
      />
      <div>
        <label htmlFor={fields.price.id} className="field-label">
          Price charged (£)
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          For example 45 or 127.50. Leave it empty to take the price off.
        </p>
        <input
          {...price}
          key={fields.price.key}
          aria-describedby={`${hintId} ${fields.price.errorId}`}
          inputMode="decimal"
          autoComplete="off"
          className="field-input min-h-11 max-w-xs"
        />
        <FieldError field={fields.price} />
      </div>
      <Hidden jobId={job.id} intent="price" />
      <SubmitButton
        values={{ jobId: job.id }}
        intent="price"
        pendingLabel="Saving…"
        className="btn-secondary"
      >
        Save the price
      </SubmitButton>
    </Form>
  );
}

/** Calling the visit off, behind a disclosure; the reason goes to the customer. */
export function CancelForm({ jobId, reply }: { jobId: string; reply: Reply }) {
  const [form, fields] = useOfficeForm<typeof officeCancelSchema>(
    "cancel",
    officeCancelConstraint,
    reply,
  );
  const reason = getTextareaProps(fields.reason);
  const hintId = `${fields.reason.id}-hint`;
  return (
    <details open={reply?.form === "cancel"} className="rounded-lg border border-slate-200 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
        Cancel this job
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <FormError
          id={form.errorId}
          title="We could not cancel the job"
          message={form.errors?.join(" ")}
        />
        <div>
          <label htmlFor={fields.reason.id} className="field-label">
            Reason
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            The customer is sent this by e-mail.
          </p>
          <textarea
            {...reason}
            key={fields.reason.key}
            aria-describedby={`${hintId} ${fields.reason.errorId}`}
            rows={2}
            maxLength={fields.reason.maxLength}
            className="field-input"
          />
          <FieldError field={fields.reason} />
        </div>
        <Hidden jobId={jobId} intent="cancel" />
        <SubmitButton
          values={{ jobId: jobId }}
          intent="cancel"
          pendingLabel="Cancelling…"
          className="btn bg-red-700 text-white hover:bg-red-800"
        >
          Cancel the job and tell the customer
        </SubmitButton>
      </Form>
    </details>
  );
}
