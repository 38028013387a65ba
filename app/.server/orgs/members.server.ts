import type { Kysely, Transaction, Updateable } from "kysely";
import type { MemberForm } from "~/lib/schemas/organisations";
import { formatPence } from "~/lib/money";
import { MEMBER_ROLE_LABELS, type MemberRole } from "~/lib/organisations";
import { isUuid } from "~/lib/uuid";
import { logChange } from "../audit/change-log.server";
import type { Database, OrganisationMembersTable } from "../db/schema.server";
import {
  actorOf,
  asOwner,
  MEMBER_MESSAGES,
  NOT_FOUND,
  ownerCount,
  type MemberChangeResult,
} from "./member-lock.server";
import {
  inviteMember,
  resendInvitation,
  revokeInvitation,
  type SendOptions,
} from "./member-invitations.server";
import { listMemberRows, type MemberRow } from "./member-rows.server";
import type { OrgScope } from "./scope.server";

export { inviteMember, resendInvitation, revokeInvitation } from "./member-invitations.server";
export { MEMBER_MESSAGES, type MemberChangeResult } from "./member-lock.server";

export interface MemberView extends MemberRow {
  isYou: boolean;
}

export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: Date;
  expired: boolean;
}

export interface MembersPage {
  members: MemberView[];
  /** Invitations nobody has accepted or revoked, the expired ones included (to resend). */
  invitations: InvitationView[];
  owners: number;
  spendLimitPence: number;
}

/** Any member may see who belongs to their organisation and who is invited. */
export async function listMembers(
  db: Kysely<Database>,
  scope: OrgScope,
  now = new Date(),
): Promise<MembersPage> {
  const [members, invitations, organisation] = await Promise.all([
    listMemberRows(db, scope.organisationId),
    db
      .selectFrom("organisation_invitations")
      .select(["id", "email", "member_role", "expires_at"])
      .where("organisation_id", "=", scope.organisationId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("organisations")
      .select("spend_limit_pence")
      .where("id", "=", scope.organisationId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    members: members.map((member) => ({ ...member, isYou: member.userId === scope.userId })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.member_role,
      expiresAt: invitation.expires_at,
      expired: invitation.expires_at.getTime() <= now.getTime(),
    })),
    owners: members.filter((member) => member.role === "owner").length,
    spendLimitPence: organisation.spend_limit_pence,
  };
}

/** One member of the scope's organisation, locked; a member of any other is not found. */
async function memberOf(trx: Transaction<Database>, scope: OrgScope, memberId: string) {
  if (!isUuid(memberId)) return null;
  return trx
    .selectFrom("organisation_members as m")
    .innerJoin("auth.users as u", "u.id", "m.user_id")
    .select(["m.user_id", "m.member_role", "u.email"])
    .where("m.organisation_id", "=", scope.organisationId)
    .where("m.user_id", "=", memberId)
    .forUpdate("m")
    .executeTakeFirst();
}

function membershipId(scope: OrgScope, userId: string): string {
  return `${scope.organisationId}/${userId}`;
}

/**
 * An owner gives a member another role. The last owner cannot stop being one: counted under
 * the organisation's lock, so two owners demoting each other at once leave one owner.
 */
export function changeMemberRole(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { memberId: string; role: MemberRole },
): Promise<MemberChangeResult> {
  return asOwner(db, scope, async (trx) => {
    const member = await memberOf(trx, scope, input.memberId);
    if (!member) return NOT_FOUND;
    const label = MEMBER_ROLE_LABELS[input.role].toLowerCase();
    if (member.member_role === input.role) {
      return {
        ok: true,
        title: "Nothing to change",
        description: `${member.email} is already ${label === "owner" ? "an" : "a"} ${label}.`,
      };
    }
    if (member.member_role === "owner" && (await ownerCount(trx, scope.organisationId)) <= 1) {
      return { ok: false, reason: "refused", field: "role", message: MEMBER_MESSAGES.lastOwner };
    }
    await updateMembership(trx, scope, member.user_id, {
      set: { member_role: input.role },
      action: "change-role",
      before: { role: member.member_role },
      after: { role: input.role },
    });
    return {
      ok: true,
      title: "Role changed",
      description: `${member.email} is now ${label === "owner" ? "an" : "a"} ${label}.`,
    };
  });
}

/** An owner removes a member (themselves too, while another owner remains). */
export function removeMember(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { memberId: string },
): Promise<MemberChangeResult> {
  return asOwner(db, scope, async (trx) => {
    const member = await memberOf(trx, scope, input.memberId);
    if (!member) return NOT_FOUND;
    if (member.member_role === "owner" && (await ownerCount(trx, scope.organisationId)) <= 1) {
      return { ok: false, reason: "refused", message: MEMBER_MESSAGES.lastOwner };
    }
    await trx
      .deleteFrom("organisation_members")
      .where("organisation_id", "=", scope.organisationId)
      .where("user_id", "=", member.user_id)
      .execute();
    await logChange(trx, {
      actor: actorOf(scope),
      entity: "organisation-member",
      entityId: membershipId(scope, member.user_id),
      action: "remove",
      before: { email: member.email, role: member.member_role },
    });
    const youLeft = member.user_id === scope.userId;
    return {
      ok: true,
      title: youLeft ? `You left ${scope.name}` : "Member removed",
      description: youLeft
        ? `You are no longer a member of ${scope.name}.`
        : `${member.email} is no longer a member of ${scope.name}.`,
      youLeft,
    };
  });
}

/** Each member turns the organisation's e-mails (approvals, finished jobs) on or off for themself. */
export async function setOwnNotifications(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { notify: boolean },
): Promise<MemberChangeResult> {
  if (scope.isOffice)
    return { ok: false, reason: "refused", message: MEMBER_MESSAGES.officeNotify };
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("organisation_members")
      .select("notify_by_email")
      .where("organisation_id", "=", scope.organisationId)
      .where("user_id", "=", scope.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return NOT_FOUND;
    await updateMembership(trx, scope, scope.userId, {
      set: { notify_by_email: input.notify },
      action: "notify-by-email",
      before: { notifyByEmail: before.notify_by_email },
      after: { notifyByEmail: input.notify },
    });
    return {
      ok: true,
      title: input.notify ? "E-mails on" : "E-mails off",
      description: input.notify
        ? `You will get ${scope.name}'s e-mails about approvals and finished jobs.`
        : `You will no longer get ${scope.name}'s e-mails; the portal still shows everything.`,
    };
  });
}

/** Owners set the spend above which an estimate waits for the organisation's approval. */
export function changeSpendLimit(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { spendLimitPence: number },
): Promise<MemberChangeResult> {
  return asOwner(db, scope, async (trx) => {
    const before = await trx
      .selectFrom("organisations")
      .select("spend_limit_pence")
      .where("id", "=", scope.organisationId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("organisations")
      .set({ spend_limit_pence: input.spendLimitPence, updated_at: new Date() })
      .where("id", "=", scope.organisationId)
      .execute();
    await logChange(trx, {
      actor: actorOf(scope),
      entity: "organisation",
      entityId: scope.organisationId,
      action: "spend-limit",
      before: { spendLimitPence: before.spend_limit_pence },
      after: { spendLimitPence: input.spendLimitPence },
    });
    return {
      ok: true,
      title: "Spend limit saved",
      description: `Estimates above ${formatPence(input.spendLimitPence)} now wait for approval.`,
    };
  });
}

/** The one entry of the members page's forms: each intent to its change. */
export function applyMemberForm(
  db: Kysely<Database>,
  scope: OrgScope,
  form: MemberForm,
  options: SendOptions,
): Promise<MemberChangeResult> {
  switch (form.intent) {
    case "invite":
      return inviteMember(db, scope, { email: form.email, role: form.role }, options);
    case "resend":
      return resendInvitation(db, scope, { invitationId: form.invitationId }, options);
    case "revoke":
      return revokeInvitation(db, scope, { invitationId: form.invitationId }, options);
    case "change-role":
      return changeMemberRole(db, scope, { memberId: form.memberId, role: form.role });
    case "remove":
      return removeMember(db, scope, { memberId: form.memberId });
    case "notify":
      return setOwnNotifications(db, scope, { notify: form.notify === "on" });
    case "spend-limit":
      return changeSpendLimit(db, scope, { spendLimitPence: form.spendLimit });
  }
}

/** Changes one membership of the scope's organisation and logs it, in the caller's transaction. */
async function updateMembership(
  trx: Transaction<Database>,
  scope: OrgScope,
  userId: string,
  change: {
    set: Updateable<OrganisationMembersTable>;
    action: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await trx
    .updateTable("organisation_members")
    .set(change.set)
    .where("organisation_id", "=", scope.organisationId)
    .where("user_id", "=", userId)
    .execute();
  await logChange(trx, {
    actor: actorOf(scope),
    entity: "organisation-member",
    entityId: membershipId(scope, userId),
    action: change.action,
    before: change.before,
    after: change.after,
  });
}
