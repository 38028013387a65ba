import type { z } from "zod";
import { getFormProps, getSelectProps, useServerForm } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { formatPence, poundsForInput } from "~/lib/money";
import { MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from "~/lib/organisations";
import type { inviteSchema, spendLimitSchema } from "~/lib/schemas/organisations";
import { rowErrors, type MemberFormReply } from "./types";
import { inviteConstraint, spendLimitConstraint } from "~/lib/form-constraints/organisations";

/** Owners invite by e-mail with a role. */
export function InviteForm({ reply }: { reply: MemberFormReply | undefined }) {
  const [form, fields] = useServerForm<z.input<typeof inviteSchema>>({
    id: "invite",
    lastResult: reply?.form === "invite" ? reply.result : undefined,
    defaultValue: { role: "member" },
    constraint: inviteConstraint,
  });
  const role = getSelectProps(fields.role);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <FormError id={form.errorId} title="Not sent" message={form.errors?.join(" ")} />
      <Field
        field={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="off"
        hint="They get a link that works for 14 days; without an account they can create one."
      />
      <div>
        <label htmlFor={fields.role.id} className="field-label">
          Role
        </label>
        <select {...role} key={fields.role.key} className="field-input min-h-11">
          {MEMBER_ROLES.map((option) => (
            <option key={option} value={option}>
              {MEMBER_ROLE_LABELS[option]}
            </option>
          ))}
        </select>
        <FieldError field={fields.role} />
      </div>
      <SubmitButton intent="invite" pendingLabel="Sending…">
        Send the invitation
      </SubmitButton>
    </Form>
  );
}

export interface InvitationItem {
  id: string;
  email: string;
  role: MemberRole;
  expiresLabel: string;
  expired: boolean;
}

/** Invitations nobody has accepted yet; owners can send a new link or withdraw one. */
export function InvitationList({
  invitations,
  canManage,
  reply,
}: {
  invitations: InvitationItem[];
  canManage: boolean;
  reply: MemberFormReply | undefined;
}) {
  if (invitations.length === 0) return <p className="text-slate-700">No invitations waiting.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {invitations.map((invitation) => {
        const errors = rowErrors(reply, ["resend", "revoke"], invitation.id);
        return (
          <li key={invitation.id} className="py-3">
            <p className="break-all font-semibold text-slate-900">{invitation.email}</p>
            <p className="text-sm text-slate-700">
              {MEMBER_ROLE_LABELS[invitation.role]} ·{" "}
              {invitation.expired
                ? `expired ${invitation.expiresLabel}`
                : `link works until ${invitation.expiresLabel}`}
            </p>
            {canManage ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <SubmitButton intent="resend" pendingLabel="Sending…" className="btn-secondary">
                    Send a new link to {invitation.email}
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
                    Revoke the invitation to {invitation.email}
                  </SubmitButton>
                </Form>
              </div>
            ) : null}
            <FieldError errors={errors} />
          </li>
        );
      })}
    </ul>
  );
}

/** A member's own choice: the organisation's e-mails (approvals, finished jobs) or not. */
export function OwnEmailsForm({
  notifyByEmail,
  reply,
}: {
  notifyByEmail: boolean;
  reply: MemberFormReply | undefined;
}) {
  const errors = reply?.form === "notify" ? (reply.result.error?.[""] ?? []) : [];
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="notify" value={notifyByEmail ? "off" : "on"} />
      <p>
        {notifyByEmail
          ? "You get the organisation's e-mails: spend waiting for approval and finished jobs."
          : "You do not get the organisation's e-mails. The portal still shows everything."}
      </p>
      <SubmitButton intent="notify" pendingLabel="Saving…" className="btn-secondary">
        {notifyByEmail ? "Stop my organisation e-mails" : "Send me the organisation's e-mails"}
      </SubmitButton>
      <FieldError errors={errors} />
    </Form>
  );
}

/** The owner's spend limit: estimates above it wait for approval. */
export function SpendLimitForm({
  spendLimitPence,
  reply,
}: {
  spendLimitPence: number;
  reply: MemberFormReply | undefined;
}) {
  const [form, fields] = useServerForm<z.input<typeof spendLimitSchema>>({
    id: "spend-limit",
    lastResult: reply?.form === "spend-limit" ? reply.result : undefined,
    defaultValue: { spendLimit: poundsForInput(spendLimitPence) },
    constraint: spendLimitConstraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="spend-limit" />
      <FormError id={form.errorId} title="Not saved" message={form.errors?.join(" ")} />
      <Field
        field={fields.spendLimit}
        label="Spend limit (£)"
        inputMode="numeric"
        hint={`Now ${formatPence(spendLimitPence)}. The office asks before going above it.`}
      />
      <SubmitButton intent="spend-limit" pendingLabel="Saving…">
        Save the spend limit
      </SubmitButton>
    </Form>
  );
}
