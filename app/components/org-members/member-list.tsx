import { Form } from "@remix-run/react";
import { MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from "~/lib/organisations";
import { SubmitButton } from "~/components/ui/fields";
import { FieldError } from "~/components/ui/form-messages";
import { rowErrors, type MemberFormReply } from "./types";

export interface MemberItem {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  notifyByEmail: boolean;
  isYou: boolean;
}

/**
 * Everyone in the organisation with their role and whether they get its e-mails; owners (and
 * the office) also get a role form and a remove button per member. Next to the last owner's
 * controls it says why they will be refused.
 */
export function MemberList({
  members,
  owners,
  canManage,
  reply,
}: {
  members: MemberItem[];
  owners: number;
  canManage: boolean;
  reply: MemberFormReply | undefined;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {members.map((member) => {
        const lastOwner = member.role === "owner" && owners <= 1;
        const errors = rowErrors(reply, ["change-role", "remove"], member.userId);
        const hintId = `member-${member.userId}-hint`;
        const errorId = `member-${member.userId}-error`;
        const who = member.isYou ? "yourself" : member.name;
        return (
          <li key={member.userId} className="py-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-slate-900">
                {member.name}
                {member.isYou ? <span className="font-normal text-slate-700"> (you)</span> : null}
              </p>
              <p>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
                  {MEMBER_ROLE_LABELS[member.role]}
                </span>
              </p>
            </div>
            <p className="break-all text-sm text-slate-700">{member.email}</p>
            <p className="text-sm text-slate-700">
              {member.notifyByEmail ? "Gets the organisation's e-mails" : "No organisation e-mails"}
            </p>
            {canManage ? (
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="memberId" value={member.userId} />
                  <div>
                    <label htmlFor={`role-${member.userId}`} className="field-label">
                      Role for {who}
                    </label>
                    <select
                      id={`role-${member.userId}`}
                      name="role"
                      defaultValue={member.role}
                      className="field-input min-h-11"
                      aria-describedby={`${lastOwner ? `${hintId} ` : ""}${errorId}`}
                      aria-invalid={errors.length ? true : undefined}
                    >
                      {MEMBER_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {MEMBER_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <SubmitButton
                    intent="change-role"
                    pendingLabel="Changing…"
                    className="btn-secondary"
                  >
                    Change role
                  </SubmitButton>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="memberId" value={member.userId} />
                  <SubmitButton
                    intent="remove"
                    pendingLabel="Removing…"
                    className="btn-secondary text-red-800"
                  >
                    {member.isYou ? "Leave the organisation" : `Remove ${member.name}`}
                  </SubmitButton>
                </Form>
              </div>
            ) : null}
            {canManage && lastOwner ? (
              <p id={hintId} className="mt-2 text-sm text-slate-700">
                The only owner: make another member an owner before changing this role or removing{" "}
                {member.isYou ? "yourself" : "them"}.
              </p>
            ) : null}
            <FieldError id={errorId} errors={errors} />
          </li>
        );
      })}
    </ul>
  );
}
