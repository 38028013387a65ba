import type { z } from "zod";
import { getFormProps, getTextareaProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import type { OrgJobDetail } from "~/lib/views/organisations";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { orgCommentSchema } from "~/lib/schemas/org-job";
import { orgCommentConstraint } from "~/lib/form-constraints/org-job";

/**
 * The conversation about the job between the organisation and the office, oldest first,
 * each comment with who wrote it, for which side, and when; and the form to add one.
 */
export function OrgJobComments({
  organisationName,
  comments,
  lastResult,
}: {
  organisationName: string;
  comments: OrgJobDetail["comments"];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof orgCommentSchema>>({
    id: "org-comment",
    lastResult,
    constraint: orgCommentConstraint,
  });
  const hintId = `${fields.body.id}-hint`;
  const textarea = getTextareaProps(fields.body, { ariaDescribedBy: hintId });
  return (
    <section aria-labelledby="comments-heading" className="card" id="comments">
      <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
        Comments
      </h2>
      {comments.length === 0 ? (
        <p className="mt-2 text-slate-700">No comments yet. The office reads them here.</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {comments.map((comment) => (
            <li
              key={comment.id}
              className={`rounded-lg p-3 ${comment.side === "office" ? "bg-brand-50" : "bg-slate-50"}`}
            >
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{comment.authorName}</span>
                {comment.side === "office" ? " (office)" : ` (${organisationName})`} ·{" "}
                <time dateTime={comment.at.at}>{comment.at.label}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <FormError
          id={form.errorId}
          title="We could not add the comment"
          message={form.errors?.join(" ")}
        />
        <div>
          <label htmlFor={fields.body.id} className="field-label">
            Add a comment
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            For the office: access, a change of plan, a question. Up to{" "}
            {orgCommentConstraint.body.maxLength.toLocaleString("en-GB")} characters.
          </p>
          <textarea
            {...textarea}
            key={fields.body.key}
            rows={3}
            maxLength={fields.body.maxLength}
            className="field-input"
          />
          <FieldError field={fields.body} />
        </div>
        <input type="hidden" name="intent" value="comment" />
        <SubmitButton intent="comment" pendingLabel="Adding…" className="btn-secondary">
          Add the comment
        </SubmitButton>
      </Form>
    </section>
  );
}
