import {
  getFormProps,
  getTextareaProps,
  useServerForm,
  type FieldView,
} from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import {
  enquiryNoteConstraint,
  enquiryReplyConstraint,
  enquiryStatusConstraint,
} from "~/lib/form-constraints/enquiries";
import type {
  EnquiryIntent,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryStatusSchema,
} from "~/lib/schemas/enquiries";
import type { EnquiryDetail, EnquiryFormReply } from "~/lib/views/contacts";

export type Reply = EnquiryFormReply | undefined;

/**
 * One of the page's forms, checked on the server (decision 0063); the server's
 * answer only reaches the form it was for.
 */
function useEnquiryForm<Schema extends z.ZodTypeAny>(
  intent: EnquiryIntent,
  constraint: NonNullable<Parameters<typeof useServerForm>[0]["constraint"]>,
  reply: Reply,
) {
  return useServerForm<z.output<Schema>>({
    id: `enquiry-${intent}`,
    lastResult: reply?.form === intent ? reply.result : undefined,
    constraint,
  });
}

function TextArea({
  field,
  label,
  hint,
  rows,
}: {
  field: FieldView;
  label: string;
  hint: string;
  rows: number;
}) {
  const hintId = `${field.id}-hint`;
  const props = getTextareaProps(field, { ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <textarea
        {...props}
        key={field.key}
        rows={rows}
        maxLength={field.maxLength}
        className="field-input"
      />
      <FieldError field={field} />
    </div>
  );
}

/** A reply e-mailed to the enquirer, with the business's name and their message quoted. */
export function ReplyForm({ enquiry, reply }: { enquiry: EnquiryDetail; reply: Reply }) {
  const [form, fields] = useEnquiryForm<typeof enquiryReplySchema>(
    "reply",
    enquiryReplyConstraint,
    reply,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not send the reply"
        message={form.errors?.join(" ")}
      />
      <TextArea
        field={fields.reply}
        label="Reply"
        hint={`E-mailed to ${enquiry.email} with our name and number, their message quoted beneath.`}
        rows={6}
      />
      <input type="hidden" name="intent" value="reply" />
      <SubmitButton intent="reply" pendingLabel="Sending…">
        Send the reply
      </SubmitButton>
    </Form>
  );
}

/** A note for the office only: never e-mailed. */
export function NoteForm({ reply }: { reply: Reply }) {
  const [form, fields] = useEnquiryForm<typeof enquiryNoteSchema>(
    "note",
    enquiryNoteConstraint,
    reply,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not add the note"
        message={form.errors?.join(" ")}
      />
      <TextArea
        field={fields.note}
        label="Internal note"
        hint="For the office only: never sent to the enquirer."
        rows={3}
      />
      <input type="hidden" name="intent" value="note" />
      <SubmitButton intent="note" pendingLabel="Adding…" className="btn-secondary w-full sm:w-auto">
        Add the note
      </SubmitButton>
    </Form>
  );
}

/** The status changes that fit where the enquiry stands, each its own button. */
export function StatusForm({ enquiry, reply }: { enquiry: EnquiryDetail; reply: Reply }) {
  const [form] = useEnquiryForm<typeof enquiryStatusSchema>(
    "status",
    enquiryStatusConstraint,
    reply,
  );
  const choices =
    enquiry.status === "closed"
      ? [{ change: "reopen", label: "Reopen the enquiry" }]
      : [
          ...(enquiry.status === "new"
            ? [{ change: "in_progress", label: "Mark in progress" }]
            : []),
          { change: "closed", label: "Close the enquiry" },
        ];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormError
        id={form.errorId}
        title="We could not change the enquiry"
        message={form.errors?.join(" ")}
      />
      <input type="hidden" name="intent" value="status" />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice.change}
            type="submit"
            name="change"
            value={choice.change}
            className={choice.change === "closed" ? "btn-primary" : "btn-secondary"}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </Form>
  );
}
