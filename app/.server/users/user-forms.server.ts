import type { Kysely } from "kysely";
import type { UserForm, UserListForm } from "~/lib/schemas/users";
import type { StaffActor } from "../audit/change-log.server";
import type { AuthAdapter } from "../auth/port.server";
import type { Database } from "../db/schema.server";
import { unavailable } from "../http/refusal.server";
import {
  giveRole,
  sendPasswordReset,
  sendVerification,
  setDisabled,
  takeRole,
  type AccountChangeResult,
} from "./account-changes.server";
import {
  inviteStaff,
  resendStaffInvitation,
  revokeStaffInvitation,
} from "./staff-invitations.server";

export type UserFormResult =
  | AccountChangeResult
  | (AccountChangeResult & { field?: "email" })
  | { ok: false; reason: "unavailable"; message: string };

/** Runs a change; a database or network failure becomes "unavailable" (503), nothing saved. */
async function orUnavailable(step: () => Promise<UserFormResult>): Promise<UserFormResult> {
  try {
    return await step();
  } catch (error) {
    const failed = unavailable(error);
    return { ok: false, reason: "unavailable", message: failed.message };
  }
}

/** One form of /admin/users: invite staff, send an invitation again, or revoke it. */
export function applyUserListForm(
  db: Kysely<Database>,
  actor: StaffActor,
  form: UserListForm,
  options: { siteOrigin: string },
): Promise<UserFormResult> {
  return orUnavailable(() => {
    switch (form.intent) {
      case "invite":
        return inviteStaff(db, actor, form, options);
      case "resend":
        return resendStaffInvitation(db, actor, form, options);
      case "revoke":
        return revokeStaffInvitation(db, actor, form);
    }
  });
}

/** One form of /admin/users/{id}: roles, disable/enable, or an e-mail to the account. */
export function applyUserForm(
  db: Kysely<Database>,
  auth: AuthAdapter,
  actor: StaffActor,
  userId: string,
  form: UserForm,
  options: { siteOrigin: string },
): Promise<UserFormResult> {
  return orUnavailable(() => {
    switch (form.intent) {
      case "give-role":
        return giveRole(db, actor, { userId, role: form.role });
      case "take-role":
        return takeRole(db, actor, { userId, role: form.role, confirmedJobs: form.confirmedJobs });
      case "disable":
        return setDisabled(db, auth, actor, { userId, disabled: true });
      case "enable":
        return setDisabled(db, auth, actor, { userId, disabled: false });
      case "send-verification":
        return sendVerification(db, auth, actor, { userId }, options);
      case "send-password-reset":
        return sendPasswordReset(db, auth, actor, { userId }, options);
    }
  });
}
