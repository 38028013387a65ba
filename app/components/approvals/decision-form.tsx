import type { z } from "zod";
import { getFormProps, getTextareaProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { ApprovalDecisionChoice, approvalDecisionSchema } from "~/lib/schemas/approvals";
import { approvalDecisionConstraint } from "~/lib/form-constraints/approvals";

type Subject = "estimate" | "quote";

function choicesFor(
  subject: Subject,
): readonly { value: ApprovalDecisionChoice; label: string; hint: string }[] {
  return subject === "quote"
    ? [
        {
          value: "approve",
          label: "Accept the quote",
          hint: "This also approves the spend: we book the work.",
        },
        {
          value: "decline",
          label: "Decline the quote",
          hint: "We are told your reason; above your limit, the job is cancelled.",
        },
      ]
    : [
        {
          value: "approve",
          label: "Approve the estimate",
          hint: "The job goes back to the office to book an engineer and a time.",
        },
        {
          value: "decline",
          label: "Decline the estimate",
          hint: "The job is cancelled and the office is told your reason.",
        },
      ];
}

/**
 * Approve, or decline with a reason: the one form of a decision on spend, posted to the
 * e-mailed link's page or to the portal's approval route (`action`). When a quote is what is
 * decided (decision 0074) it says so: accepting it is the approval. `returnTo` names the page
 * the portal answers on. Works without JavaScript; with it, a decline without a reason is
 * caught before it is sent.
 */
export function ApprovalDecisionForm({
  id,
  action,
  lastResult,
  preselected,
  estimate,
  subject = "estimate",
  returnTo,
}: {
  id: string;
  action?: string;
  lastResult?: SubmissionResult<string[]>;
  preselected: ApprovalDecisionChoice | null;
  estimate: string;
  subject?: Subject;
  returnTo?: "approvals";
}) {
  const [form, fields] = useServerForm<z.input<typeof approvalDecisionSchema>>({
    id,
    lastResult,
    defaultValue: preselected ? { decision: preselected } : undefined,
    constraint: approvalDecisionConstraint,
  });
  const chosen = fields.decision.initialValue ?? preselected ?? "";
  const reasonHintId = `${fields.reason.id}-hint`;
  const reason = getTextareaProps(fields.reason, { ariaDescribedBy: reasonHintId });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <FormError
        id={form.errorId}
        title="Your decision was not sent"
        message={form.errors?.join(" ")}
      />
      {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
      <fieldset aria-describedby={fields.decision.errorId}>
        <legend className="field-label text-base">Your decision on {estimate}</legend>
        <div className="mt-2 space-y-2">
          {choicesFor(subject).map((choice) => {
            const inputId = `${fields.decision.id}-${choice.value}`;
            return (
              <div
                key={choice.value}
                className="flex items-start gap-3 rounded-lg border border-slate-300 p-3"
              >
                <input
                  type="radio"
                  id={inputId}
                  name={fields.decision.name}
                  value={choice.value}
                  defaultChecked={chosen === choice.value}
                  aria-describedby={`${inputId}-hint`}
                  className="mt-1 h-6 w-6 shrink-0"
                />
                <div>
                  <label htmlFor={inputId} className="font-semibold text-slate-900">
                    {choice.label}
                  </label>
                  <p id={`${inputId}-hint`} className="text-sm text-slate-700">
                    {choice.hint}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
        <FieldError field={fields.decision} />
      </fieldset>
      <div>
        <label htmlFor={fields.reason.id} className="field-label">
          Reason for declining{" "}
          <span className="font-normal text-slate-600">(needed only to decline)</span>
        </label>
        <p id={reasonHintId} className="text-sm text-slate-600">
          At most {approvalDecisionConstraint.reason.maxLength} characters. The office and the
          job&apos;s contact see it.
        </p>
        <textarea
          {...reason}
          key={fields.reason.key}
          rows={3}
          maxLength={fields.reason.maxLength}
          className="field-input"
        />
        <FieldError field={fields.reason} />
      </div>
      <SubmitButton pendingLabel="Sending…">Send my decision</SubmitButton>
    </Form>
  );
}
