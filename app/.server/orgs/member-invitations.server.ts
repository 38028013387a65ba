import { sql, type Kysely, type Transaction } from "kysely";
import { MEMBER_ROLE_LABELS, type MemberRole } from "~/lib/organisations";
import { isUuid } from "~/lib/uuid";
import { logChange } from "../audit/change-log.server";
import { getBusiness } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { invitationEmail } from "../invitations/invitation-email.server";
import {
  hasWaitingInvitation,
  INVITATION_KINDS,
  isClosed,
  newInvitationLink,
  renewInvitationLink,
  revokeInvitationLink,
} from "../invitations/invitations.server";
import {
  actorOf,
  asOwner,
  MEMBER_MESSAGES,
  NOT_FOUND,
  type MemberChangeResult,
} from "./member-lock.server";
import type { OrgScope } from "./scope.server";

const MEMBER = INVITATION_KINDS.member;

const ROLE_MEANS: Readonly<Record<MemberRole, string>> = {
  owner:
    "manage the members and the spend limit, look after properties, approve spend and report repairs",
  manager: "look after properties, approve spend and follow every job",
  member: "report repairs and follow the organisation's jobs",
};

async function sendInvitation(
  trx: Transaction<Database>,
  scope: OrgScope,
  invitation: { email: string; role: MemberRole; url: string },
  siteOrigin: string,
) {
  const business = await getBusiness(trx);
  const role = MEMBER_ROLE_LABELS[invitation.role].toLowerCase();
  await enqueueEmail(
    trx,
    invitationEmail({
      kind: MEMBER,
      to: invitation.email,
      fullName: null,
      invitedBy: scope.isOffice ? `${scope.actorName} at the office` : scope.actorName,
      joining: `${scope.name} on the ${business.name} portal`,
      roleWords: `${role === "owner" ? "an" : "a"} ${role}`,
      roleMeans: ROLE_MEANS[invitation.role],
      link: invitation.url,
      business,
      siteOrigin,
      outbox: { kind: "org.invitation", subject: `Invitation to join ${scope.name}` },
    }),
  );
}

export interface SendOptions {
  siteOrigin: string;
  now?: Date;
}

/** Owners invite by e-mail with a role; the link (its hash stored) works for 14 days. */
export function inviteMember(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { email: string; role: MemberRole },
  options: SendOptions,
): Promise<MemberChangeResult> {
  const now = options.now ?? new Date();
  const email = input.email.toLowerCase();
  return asOwner(db, scope, async (trx) => {
    const member = await trx
      .selectFrom("organisation_members as m")
      .innerJoin("auth.users as u", "u.id", "m.user_id")
      .select("m.user_id")
      .where("m.organisation_id", "=", scope.organisationId)
      .where(sql`lower(u.email)`, "=", email)
      .executeTakeFirst();
    if (member) {
      return {
        ok: false,
        reason: "refused",
        field: "email",
        message: MEMBER_MESSAGES.alreadyMember(email),
      };
    }
    if (await hasWaitingInvitation(trx, MEMBER, email, now, scope.organisationId)) {
      return {
        ok: false,
        reason: "refused",
        field: "email",
        message: MEMBER_MESSAGES.alreadyInvited(email),
      };
    }
    const link = newInvitationLink(MEMBER, options.siteOrigin, now);
    const invitation = await trx
      .insertInto("organisation_invitations")
      .values({
        organisation_id: scope.organisationId,
        email,
        member_role: input.role,
        token_hash: link.tokenHash,
        invited_by: scope.userId,
        expires_at: link.expiresAt,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sendInvitation(
      trx,
      scope,
      { email, role: input.role, url: link.url },
      options.siteOrigin,
    );
    await logChange(trx, {
      actor: actorOf(scope),
      entity: "organisation-invitation",
      entityId: invitation.id,
      action: "invite",
      after: { organisationId: scope.organisationId, email, role: input.role },
    });
    return {
      ok: true,
      title: "Invitation sent",
      description: `${email} is invited as ${MEMBER_ROLE_LABELS[input.role].toLowerCase()}. The link works for ${MEMBER.days} days.`,
    };
  });
}

/** An invitation of the scope's organisation that is neither accepted nor revoked. */
async function openInvitation(trx: Transaction<Database>, scope: OrgScope, invitationId: string) {
  if (!isUuid(invitationId)) return null;
  return trx
    .selectFrom("organisation_invitations")
    .select(["id", "email", "member_role", "accepted_at", "revoked_at", "expires_at"])
    .where("id", "=", invitationId)
    .where("organisation_id", "=", scope.organisationId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new link for an invitation (expired or not): the old link stops working at once. */
export function resendInvitation(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { invitationId: string },
  options: SendOptions,
): Promise<MemberChangeResult> {
  const now = options.now ?? new Date();
  return asOwner(db, scope, async (trx) => {
    const invitation = await openInvitation(trx, scope, input.invitationId);
    if (!invitation) return NOT_FOUND;
    if (isClosed(invitation)) {
      return { ok: false, reason: "refused", message: MEMBER_MESSAGES.notPending };
    }
    const { url, expiresAt } = await renewInvitationLink(
      trx,
      MEMBER,
      invitation.id,
      options.siteOrigin,
      now,
    );
    await sendInvitation(
      trx,
      scope,
      { email: invitation.email, role: invitation.member_role, url },
      options.siteOrigin,
    );
    await logChange(trx, {
      actor: actorOf(scope),
      entity: "organisation-invitation",
      entityId: invitation.id,
      action: "resend",
      before: { expiresAt: invitation.expires_at },
      after: { expiresAt },
    });
    return {
      ok: true,
      title: "Invitation sent again",
      description: `${invitation.email} has a new link; the old one no longer works.`,
    };
  });
}

/** Withdraws an invitation: its link answers "no longer valid". */
export function revokeInvitation(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { invitationId: string },
  options: { now?: Date } = {},
): Promise<MemberChangeResult> {
  const now = options.now ?? new Date();
  return asOwner(db, scope, async (trx) => {
    const invitation = await openInvitation(trx, scope, input.invitationId);
    if (!invitation) return NOT_FOUND;
    if (isClosed(invitation)) {
      return { ok: false, reason: "refused", message: MEMBER_MESSAGES.notPending };
    }
    await revokeInvitationLink(trx, MEMBER, invitation.id, now);
    await logChange(trx, {
      actor: actorOf(scope),
      entity: "organisation-invitation",
      entityId: invitation.id,
      action: "revoke",
      before: { revokedAt: null },
      after: { revokedAt: now },
    });
    return {
      ok: true,
      title: "Invitation revoked",
      description: `The link sent to ${invitation.email} no longer works.`,
    };
  });
}
