import type { z } from "zod";
import {
  getFormProps,
  getInputProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { LeaveStatus } from "~/lib/views/column-values";
import type { EngineerFormReply, LeaveAhead } from "~/lib/views/engineer";
import { leaveRequestConstraint } from "~/lib/form-constraints/dispatch";
import type { leaveRequestSchema } from "~/lib/schemas/dispatch";

const STATUS_LABELS: Record<LeaveStatus, string> = {
  requested: "Waiting for the office",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

function DateField({
  field,
  label,
  min,
}: {
  field: Parameters<typeof getInputProps>[0];
  label: string;
  min: string;
}) {
  const props = getValidInputProps(field, { type: "date" });
  return (
    <div>
      <label htmlFor={field.id} className="field-label text-base">
        {label}
      </label>
      <input {...props} key={field.key} min={min} className="field-input min-h-12" />
      <FieldError field={field} />
    </div>
  );
}

/** Days off: ask the office for them, follow the answer, withdraw a request not yet decided. */
export function LeaveSection({
  leave,
  today,
  reply,
}: {
  leave: readonly LeaveAhead[];
  today: string;
  reply?: EngineerFormReply;
}) {
  const [form, fields] = useServerForm<z.input<typeof leaveRequestSchema>>({
    id: "leave",
    lastResult: reply?.form === "leave" ? reply.result : undefined,
    constraint: leaveRequestConstraint,
  });
  const reason = getInputProps(fields.reason, { type: "text" });
  const withdrawError =
    reply?.form === "withdraw-leave"
      ? Object.values(reply.result.error ?? {})
          .flat()
          .join(" ")
      : "";
  return (
    <section aria-labelledby="leave-heading" className="space-y-4">
      <h2 id="leave-heading" className="text-2xl font-bold text-slate-900">
        Days off
      </h2>
      {leave.length > 0 ? (
        <ul className="space-y-3">
          {leave.map((item) => (
            <li key={item.id} className="card space-y-2 p-4">
              <p className="font-semibold">{item.days}</p>
              <p className="text-slate-700">
                {item.reason} · <span className="font-semibold">{STATUS_LABELS[item.status]}</span>
              </p>
              {item.status === "requested" ? (
                <Form method="post">
                  <input type="hidden" name="leaveId" value={item.id} />
                  <input type="hidden" name="intent" value="withdraw-leave" />
                  <SubmitButton
                    intent="withdraw-leave"
                    pendingLabel="Withdrawing…"
                    className="btn-secondary min-h-12 w-full"
                  >
                    Withdraw this request
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No days off asked for from today on.</p>
      )}
      <FormError title="Not withdrawn" message={withdrawError} />
      <Form method="post" {...getFormProps(form)} className="card space-y-4 p-4">
        <h3 className="text-lg font-semibold">Ask for days off</h3>
        <FormError id={form.errorId} title="Not requested" message={form.errors?.join(" ")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField field={fields.firstDay} label="First day off" min={today} />
          <DateField field={fields.lastDay} label="Last day off" min={today} />
        </div>
        <div>
          <label htmlFor={fields.reason.id} className="field-label text-base">
            What for
          </label>
          <input
            {...reason}
            key={fields.reason.key}
            placeholder="Holiday, appointment, training…"
            className="field-input min-h-12"
          />
          <FieldError field={fields.reason} />
        </div>
        <input type="hidden" name="intent" value="leave" />
        <SubmitButton
          intent="leave"
          pendingLabel="Sending…"
          className="btn-primary min-h-12 w-full"
        >
          Ask for these days
        </SubmitButton>
      </Form>
    </section>
  );
}
