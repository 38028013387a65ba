import type { z } from "zod";
import { getFormProps, getTextareaProps, useServerForm } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { noteSchema } from "~/lib/schemas/portal";
import type { JobFormReply } from "~/lib/views/portal";
import { noteConstraint } from "~/lib/form-constraints/portal";

/** A note for the engineer (a gate code, where to park) on the job's timeline. */
export function NoteForm({ jobId, reply }: { jobId: string; reply?: JobFormReply }) {
  // The browser checks the server's own rules first; the server checks them again.
  const [form, fields] = useServerForm<z.input<typeof noteSchema>>({
    id: `note-${jobId}`,
    lastResult: reply?.result,
    constraint: noteConstraint,
  });
  const hintId = `${fields.note.id}-hint`;
  const textarea = getTextareaProps(fields.note, { ariaDescribedBy: hintId });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={jobId} />
      <FormError
        id={form.errorId}
        title="We could not add the note"
        message={form.errors?.join(" ")}
      />
      <div>
        <label htmlFor={fields.note.id} className="field-label">
          Add a note
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          For the engineer: a gate code, where to park, what has changed. Up to{" "}
          {noteConstraint.note.maxLength.toLocaleString("en-GB")} characters.
        </p>
        <textarea
          {...textarea}
          key={fields.note.key}
          rows={3}
          maxLength={fields.note.maxLength}
          className="field-input"
        />
        <FieldError field={fields.note} />
      </div>
      <SubmitButton
        values={{ jobId: jobId }}
        intent="note"
        pendingLabel="Adding…"
        className="btn-secondary"
      >
        Add the note
      </SubmitButton>
      <input type="hidden" name="intent" value="note" />
    </Form>
  );
}
