import type { z } from "zod";
import { getFormProps, getSelectProps, useServerForm } from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form } from "@remix-run/react";
import type { UserListPageFacts } from "~/lib/views/users";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import type { UserListFormIntent, inviteStaffSchema } from "~/lib/schemas/users";
import { inviteStaffConstraint } from "~/lib/form-constraints/users";

/** What the page's action answers a refused form with, so the message sits by that form. */
export interface UserListReply {
  form: UserListFormIntent | null;
  target: string | null;
  result: SubmissionResult<string[]>;
}

/** The office invites someone to join as an administrator or an engineer. */
export function InviteStaffForm({ reply }: { reply: UserListReply | undefined }) {
  const [form, fields] = useServerForm<z.input<typeof inviteStaffSchema>>({
    id: "invite-staff",
    lastResult: reply?.form === "invite" ? reply.result : undefined,
    defaultValue: { role: "engineer" },
    constraint: inviteStaffConstraint,
  });
  const role = getSelectProps(fields.role);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <FormError id={form.errorId} title="Not sent" message={form.errors?.join(" ")} />
      <Field field={fields.fullName} label="Full name" autoComplete="off" />
      <Field
        field={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="off"
        hint="They get a link that works for 7 days; without an account they can create one."
      />
      <div>
        <label htmlFor={fields.role.id} className="field-label">
          Role
        </label>
        <select {...role} key={fields.role.key} className="field-input min-h-11">
          <option value="engineer">Engineer</option>
          <option value="admin">Administrator</option>
        </select>
        <FieldError field={fields.role} />
      </div>
      <SubmitButton intent="invite" pendingLabel="Sending…">
        Send the invitation
      </SubmitButton>
    </Form>
  );
}

/** Invitations nobody has accepted yet: send a new link, or withdraw one. */
export function StaffInvitationList({
  invitations,
  reply,
}: {
  invitations: UserListPageFacts["invitations"];
  reply: UserListReply | undefined;
}) {
  if (invitations.length === 0) return <p className="text-slate-700">No invitations waiting.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {invitations.map((invitation) => {
        const mine =
          reply &&
          (reply.form === "resend" || reply.form === "revoke") &&
          reply.target === invitation.id;
        const errors = mine
          ? Object.values(reply.result.error ?? {}).flatMap((list) => list ?? [])
          : [];
        return (
          <li key={invitation.id} className="py-3">
            <p className="font-semibold text-slate-900">{invitation.fullName}</p>
            <p className="break-all text-slate-800">{invitation.email}</p>
            <p className="text-sm text-slate-700">
              {invitation.roleLabel} ·{" "}
              {invitation.expired
                ? `expired ${invitation.expiresLabel}`
                : `link works until ${invitation.expiresLabel}`}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="invitationId" value={invitation.id} />
                <SubmitButton intent="resend" pendingLabel="Sending…" className="btn-secondary">
                  Send again<span className="sr-only"> to {invitation.email}</span>
                </SubmitButton>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="invitationId" value={invitation.id} />
                <SubmitButton
                  intent="revoke"
                  pendingLabel="Revoking…"
                  className="btn-secondary text-red-800"
                >
                  Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                </SubmitButton>
              </Form>
            </div>
            <FieldError errors={errors} />
          </li>
        );
      })}
    </ul>
  );
}
