import type { Kysely } from "kysely";
import { MEMBER_ROLE_LABELS, type MemberRole } from "~/lib/organisations";
import type { Account } from "../accounts/accounts.server";
import { logChange } from "../audit/change-log.server";
import { hashToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import type { Refusal } from "../http/refusal.server";
import {
  INVITATION_KINDS,
  limited,
  stateOf,
  useUpInvitationLink,
  type DeadState,
  type InvitationState,
} from "../invitations/invitations.server";

export interface InvitationFacts {
  organisationName: string;
  slug: string;
  role: MemberRole;
  roleLabel: string;
  email: string;
  state: InvitationState;
}

export type InvitationVisit =
  { ok: true; invitation: InvitationFacts } | { ok: false; reason: "not-found" } | Refusal;

export type InvitationAcceptance =
  | { ok: true; slug: string; organisationName: string; role: MemberRole; alreadyMember: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "dead"; state: DeadState; invitation: InvitationFacts }
  | { ok: false; reason: "wrong-account"; invitation: InvitationFacts }
  | Refusal;

const COLUMNS = [
  "i.id",
  "i.organisation_id",
  "i.email",
  "i.member_role",
  "i.accepted_at",
  "i.revoked_at",
  "i.expires_at",
  "o.name",
  "o.slug",
] as const;

function factsOf(
  row: {
    name: string;
    slug: string;
    member_role: MemberRole;
    email: string;
    accepted_at: Date | null;
    revoked_at: Date | null;
    expires_at: Date;
  },
  now: Date,
): InvitationFacts {
  return {
    organisationName: row.name,
    slug: row.slug,
    role: row.member_role,
    roleLabel: MEMBER_ROLE_LABELS[row.member_role],
    email: row.email,
    state: stateOf(row, now),
  };
}

/** What the invitation page shows: the organisation, the role, the address and the state. */
export function visitInvitation(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string; now?: Date },
): Promise<InvitationVisit> {
  const now = visitor.now ?? new Date();
  return limited(db, visitor, token, async (): Promise<InvitationVisit> => {
    const row = await db
      .selectFrom("organisation_invitations as i")
      .innerJoin("organisations as o", "o.id", "i.organisation_id")
      .select(COLUMNS)
      .where("i.token_hash", "=", hashToken(token))
      .executeTakeFirst();
    return row ? { ok: true, invitation: factsOf(row, now) } : { ok: false, reason: "not-found" };
  });
}

/**
 * The invited person accepts: signed in with the invited address, the membership is added
 * with the role offered (an existing membership keeps its role) and the link is used up, in
 * one transaction with the invitation locked, so a double click joins once.
 */
export function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  account: Account,
  visitor: { ip: string; now?: Date },
): Promise<InvitationAcceptance> {
  const now = visitor.now ?? new Date();
  return limited(db, visitor, token, () =>
    db.transaction().execute(async (trx): Promise<InvitationAcceptance> => {
      const row = await trx
        .selectFrom("organisation_invitations as i")
        .innerJoin("organisations as o", "o.id", "i.organisation_id")
        .select(COLUMNS)
        .where("i.token_hash", "=", hashToken(token))
        .forUpdate("i")
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" };
      const invitation = factsOf(row, now);
      if (invitation.state !== "pending") {
        return { ok: false, reason: "dead", state: invitation.state, invitation };
      }
      if (account.user.email.toLowerCase() !== row.email) {
        return { ok: false, reason: "wrong-account", invitation };
      }
      const joined = await trx
        .insertInto("organisation_members")
        .values({
          organisation_id: row.organisation_id,
          user_id: account.user.id,
          member_role: row.member_role,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(["organisation_id", "user_id"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      await useUpInvitationLink(trx, INVITATION_KINDS.member, row.id, account.user.id, now);
      const actor = { id: account.user.id, role: "organisation" };
      await logChange(trx, {
        actor,
        entity: "organisation-invitation",
        entityId: row.id,
        action: "accept",
        before: { acceptedAt: null },
        after: { acceptedAt: now, alreadyMember: !joined },
      });
      if (joined) {
        await logChange(trx, {
          actor,
          entity: "organisation-member",
          entityId: `${row.organisation_id}/${account.user.id}`,
          action: "join",
          after: { role: row.member_role, invitationId: row.id },
        });
      }
      return {
        ok: true,
        slug: row.slug,
        organisationName: row.name,
        role: row.member_role,
        alreadyMember: !joined,
      };
    }),
  );
}
