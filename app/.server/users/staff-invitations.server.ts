import { sql, type Kysely, type Transaction } from "kysely";
import { isUuid } from "~/lib/uuid";
import type { Account } from "../accounts/accounts.server";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { hashToken } from "../auth/crypto.server";
import { accountNames } from "../accounts/engineers.server";
import { getBusiness } from "../business/business.server";
import type { Database, StaffRole } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import type { Refusal } from "../http/refusal.server";
import { invitationEmail } from "../invitations/invitation-email.server";
import {
  hasWaitingInvitation,
  INVITATION_KINDS,
  isClosed,
  limited,
  newInvitationLink,
  renewInvitationLink,
  revokeInvitationLink,
  stateOf,
  useUpInvitationLink,
  type DeadState,
  type InvitationState,
} from "../invitations/invitations.server";
import { lockRoles, NOT_FOUND, refusal, type AccountChangeResult } from "./role-lock.server";

const STAFF = INVITATION_KINDS.staff;
export const STAFF_INVITATION_DAYS = STAFF.days;

const ROLE_MEANS: Readonly<Record<StaffRole, string>> = {
  admin: "run the back office: the dispatch board, jobs, customers, accounts and settings",
  engineer: "see your day's jobs on your phone, update them on site and book your leave",
};

export interface SendOptions {
  siteOrigin: string;
  now?: Date;
}

/** An invitation waiting on /admin/users. */
export interface PendingStaffInvitation {
  id: string;
  email: string;
  fullName: string;
  role: StaffRole;
  expiresAt: Date;
  expired: boolean;
}

/** Invitations neither accepted nor revoked (expired ones too: they can be sent again). */
export async function listPendingStaffInvitations(
  db: Kysely<Database>,
  now = new Date(),
): Promise<PendingStaffInvitation[]> {
  const rows = await db
    .selectFrom("staff_invitations")
    .select(["id", "email", "full_name", "role", "expires_at"])
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    expiresAt: row.expires_at,
    expired: row.expires_at.getTime() <= now.getTime(),
  }));
}

async function sendLink(
  trx: Transaction<Database>,
  actor: StaffActor,
  invitation: { email: string; fullName: string; role: StaffRole; url: string },
  siteOrigin: string,
) {
  const inviter = (await accountNames(trx, [actor.id])).get(actor.id) ?? "The office";
  const business = await getBusiness(trx);
  const role = roleWords(invitation.role);
  await enqueueEmail(
    trx,
    invitationEmail({
      kind: STAFF,
      to: invitation.email,
      fullName: invitation.fullName,
      invitedBy: inviter,
      joining: business.name,
      roleWords: role,
      roleMeans: ROLE_MEANS[invitation.role],
      link: invitation.url,
      business,
      siteOrigin,
      outbox: {
        kind: "staff.invitation",
        subject: `Invitation to join ${business.name} as ${role}`,
      },
    }),
  );
}

const roleWords = (role: StaffRole) => (role === "admin" ? "an administrator" : "an engineer");

/** The office invites someone by e-mail to join as an administrator or an engineer. */
export function inviteStaff(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { email: string; fullName: string; role: StaffRole },
  options: SendOptions,
): Promise<AccountChangeResult & { field?: "email" }> {
  const now = options.now ?? new Date();
  const email = input.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const holder = await trx
      .selectFrom("auth.users as u")
      .innerJoin("user_roles as r", "r.user_id", "u.id")
      .select("u.id")
      .where(sql`lower(u.email)`, "=", email)
      .where("r.role", "=", input.role)
      .executeTakeFirst();
    if (holder) {
      return { ...refusal(`${email} already has an account with that role.`), field: "email" };
    }
    if (await hasWaitingInvitation(trx, STAFF, email, now)) {
      return {
        ...refusal(`${email} already has an invitation waiting: send it again from the list.`),
        field: "email",
      };
    }
    const link = newInvitationLink(STAFF, options.siteOrigin, now);
    const invitation = await trx
      .insertInto("staff_invitations")
      .values({
        email,
        full_name: input.fullName,
        role: input.role,
        token_hash: link.tokenHash,
        invited_by: actor.id,
        created_at: now,
        expires_at: link.expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sendLink(
      trx,
      actor,
      { email, fullName: input.fullName, role: input.role, url: link.url },
      options.siteOrigin,
    );
    await logChange(trx, {
      actor,
      entity: "staff-invitation",
      entityId: invitation.id,
      action: `Invited ${email} as ${roleWords(input.role)}`,
      after: { email, name: input.fullName, role: input.role },
    });
    return {
      ok: true,
      title: "Invitation sent",
      description: `${email} is invited as ${roleWords(input.role)}. The link works for ${STAFF_INVITATION_DAYS} days.`,
    };
  });
}

async function openInvitation(trx: Transaction<Database>, invitationId: string) {
  return trx
    .selectFrom("staff_invitations")
    .select(["id", "email", "full_name", "role", "accepted_at", "revoked_at"])
    .where("id", "=", invitationId)
    .forUpdate()
    .executeTakeFirst();
}

const NOT_PENDING = "That invitation has already been accepted or revoked.";

/** A new link (expired or not): the old link stops working at once. */
export function resendStaffInvitation(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { invitationId: string },
  options: SendOptions,
): Promise<AccountChangeResult> {
  if (!isUuid(input.invitationId)) return Promise.resolve(NOT_FOUND);
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<AccountChangeResult> => {
    const invitation = await openInvitation(trx, input.invitationId);
    if (!invitation) return NOT_FOUND;
    if (isClosed(invitation)) return refusal(NOT_PENDING);
    const { url, expiresAt } = await renewInvitationLink(
      trx,
      STAFF,
      invitation.id,
      options.siteOrigin,
      now,
    );
    await sendLink(
      trx,
      actor,
      { email: invitation.email, fullName: invitation.full_name, role: invitation.role, url },
      options.siteOrigin,
    );
    await logChange(trx, {
      actor,
      entity: "staff-invitation",
      entityId: invitation.id,
      action: `Sent the invitation to ${invitation.email} again`,
      after: { expiresAt },
    });
    return {
      ok: true,
      title: "Invitation sent again",
      description: `A new link is on its way to ${invitation.email}; the old one no longer works.`,
    };
  });
}

/** Withdraws an invitation: its link stops working. */
export function revokeStaffInvitation(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { invitationId: string },
  options: { now?: Date } = {},
): Promise<AccountChangeResult> {
  if (!isUuid(input.invitationId)) return Promise.resolve(NOT_FOUND);
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<AccountChangeResult> => {
    const invitation = await openInvitation(trx, input.invitationId);
    if (!invitation) return NOT_FOUND;
    if (isClosed(invitation)) return refusal(NOT_PENDING);
    await revokeInvitationLink(trx, STAFF, invitation.id, now);
    await logChange(trx, {
      actor,
      entity: "staff-invitation",
      entityId: invitation.id,
      action: `Revoked the invitation to ${invitation.email}`,
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

export interface StaffInvitationFacts {
  email: string;
  fullName: string;
  role: StaffRole;
  state: InvitationState;
}

export type StaffInvitationVisit =
  { ok: true; invitation: StaffInvitationFacts } | { ok: false; reason: "not-found" } | Refusal;

export type StaffInvitationAcceptance =
  | { ok: true; role: StaffRole; alreadyHeld: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "dead"; state: DeadState }
  | { ok: false; reason: "wrong-account"; invitation: StaffInvitationFacts }
  | { ok: false; reason: "unverified" }
  | Refusal;

const COLUMNS = [
  "id",
  "email",
  "full_name",
  "role",
  "accepted_at",
  "revoked_at",
  "expires_at",
] as const;

function factsOf(
  row: {
    email: string;
    full_name: string;
    role: StaffRole;
    accepted_at: Date | null;
    revoked_at: Date | null;
    expires_at: Date;
  },
  now: Date,
): StaffInvitationFacts {
  return { email: row.email, fullName: row.full_name, role: row.role, state: stateOf(row, now) };
}

/** What the invitation page shows: the role, the address and the state. */
export function visitStaffInvitation(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string; now?: Date },
): Promise<StaffInvitationVisit> {
  const now = visitor.now ?? new Date();
  return limited(db, visitor, token, async (): Promise<StaffInvitationVisit> => {
    const row = await db
      .selectFrom("staff_invitations")
      .select(COLUMNS)
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    return row ? { ok: true, invitation: factsOf(row, now) } : { ok: false, reason: "not-found" };
  });
}

/**
 * The invited person accepts, signed in with the invited (confirmed) address: the role is
 * given and the link used up, in one transaction under the office's role lock with the
 * invitation locked, so a double click gives the role once.
 */
export function acceptStaffInvitation(
  db: Kysely<Database>,
  token: string,
  account: Account,
  visitor: { ip: string; now?: Date },
): Promise<StaffInvitationAcceptance> {
  const now = visitor.now ?? new Date();
  return limited(db, visitor, token, () =>
    db.transaction().execute(async (trx): Promise<StaffInvitationAcceptance> => {
      await lockRoles(trx);
      const row = await trx
        .selectFrom("staff_invitations")
        .select(COLUMNS)
        .where("token_hash", "=", hashToken(token))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" };
      const invitation = factsOf(row, now);
      if (invitation.state !== "pending") {
        return { ok: false, reason: "dead", state: invitation.state };
      }
      if (account.user.email.toLowerCase() !== row.email) {
        return { ok: false, reason: "wrong-account", invitation };
      }
      if (!account.user.emailConfirmed) return { ok: false, reason: "unverified" };
      const given = await trx
        .insertInto("user_roles")
        .values({ user_id: account.user.id, role: row.role, created_at: now })
        .onConflict((conflict) => conflict.columns(["user_id", "role"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      await useUpInvitationLink(trx, STAFF, row.id, account.user.id, now);
      const actor = { id: account.user.id, role: "invited" };
      await logChange(trx, {
        actor,
        entity: "staff-invitation",
        entityId: row.id,
        action: `Accepted the invitation as ${roleWords(row.role)}`,
        before: { acceptedAt: null },
        after: { acceptedAt: now },
      });
      if (given) {
        await logChange(trx, {
          actor,
          entity: "user",
          entityId: account.user.id,
          action: `Accepted a staff invitation: gave the ${row.role} role`,
          before: { [row.role]: false },
          after: { [row.role]: true, invitationId: row.id },
        });
      }
      return { ok: true, role: row.role, alreadyHeld: !given };
    }),
  );
}
