import { getFormProps, getInputProps, getTextareaProps } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { estimateConstraint, officeCommentConstraint } from "~/lib/form-constraints/approvals";
import type { estimateSchema, officeCommentSchema } from "~/lib/schemas/approvals";
import type { AdminJobDetail, AdminJobOrganisation } from "~/lib/views/admin-jobs";
import { Hidden, useOfficeForm, type Reply } from "./job-office-forms";

/**
 * The estimate, in pounds and pence. For an organisation's job above its spend limit the job
 * then waits for the organisation's approval.
 */
export function EstimateForm({ detail, reply }: { detail: AdminJobDetail; reply: Reply }) {
  const { job, organisation } = detail;
  const [form, fields] = useOfficeForm<typeof estimateSchema>(
    "estimate",
    estimateConstraint,
    reply,
    {
      estimate: job.estimateInput,
    },
  );
  const estimate = getInputProps(fields.estimate, { type: "text" });
  const hintId = `${fields.estimate.id}-hint`;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not record the estimate"
        message={form.errors?.join(" ")}
      />
      {organisation?.approvalLabel ? (
        <p className="font-semibold text-slate-900">{organisation.approvalLabel}.</p>
      ) : null}
      <div>
        <label htmlFor={fields.estimate.id} className="field-label">
          Estimate (£)
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {organisation
            ? `Above ${organisation.spendLimit}, ${organisation.name}'s managers are asked to approve it by e-mail, and the job waits.`
            : "For example 400 or 399.50."}
        </p>
        <input
          {...estimate}
          key={fields.estimate.key}
          aria-describedby={`${hintId} ${fields.estimate.errorId}`}
          inputMode="decimal"
          autoComplete="off"
          className="field-input min-h-11 max-w-xs"
        />
        <FieldError field={fields.estimate} />
      </div>
      <Hidden jobId={job.id} intent="estimate" />
      <SubmitButton
        values={{ jobId: job.id }}
        intent="estimate"
        pendingLabel="Recording…"
        className="btn-secondary"
      >
        Record the estimate
      </SubmitButton>
    </Form>
  );
}

/** The comments the organisation and the office write on the job, and the office's answer. */
export function OrganisationComments({
  detail,
  organisation,
  reply,
}: {
  detail: AdminJobDetail;
  organisation: AdminJobOrganisation;
  reply: Reply;
}) {
  const { job } = detail;
  const [form, fields] = useOfficeForm<typeof officeCommentSchema>(
    "comment",
    officeCommentConstraint,
    reply,
  );
  const body = getTextareaProps(fields.body);
  return (
    <section aria-labelledby="comments-heading" className="card">
      <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
        Comments with {organisation.name}
      </h2>
      {organisation.comments.length === 0 ? (
        <p className="mt-2 text-slate-700">No comments yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {organisation.comments.map((comment) => (
            <li key={comment.id}>
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{comment.authorName}</span> (
                {comment.side === "office" ? "office" : organisation.name}),{" "}
                <time dateTime={comment.at}>{comment.atLabel}</time>
              </p>
              <p className="whitespace-pre-line break-words text-slate-800">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <FormError
          id={form.errorId}
          title="We could not send the comment"
          message={form.errors?.join(" ")}
        />
        <div>
          <label htmlFor={fields.body.id} className="field-label">
            Answer {organisation.name}
          </label>
          <textarea
            {...body}
            key={fields.body.key}
            rows={3}
            maxLength={fields.body.maxLength}
            className="field-input"
          />
          <FieldError field={fields.body} />
        </div>
        <Hidden jobId={job.id} intent="comment" />
        <SubmitButton
          values={{ jobId: job.id }}
          intent="comment"
          pendingLabel="Sending…"
          className="btn-secondary"
        >
          Send the comment
        </SubmitButton>
      </Form>
    </section>
  );
}
