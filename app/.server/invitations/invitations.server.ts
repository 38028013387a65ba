import { sql, type Kysely, type Transaction } from "kysely";
import { hashToken, isWellFormedToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";

/**
 * The two kinds of invitation (decision 0065): to the staff, with a role, and to an
 * organisation's portal, with a member role. Each keeps its own table (their rows point at
 * different things); the link's life — token, expiry, resending, revoking, using up — is
 * this module's, the same for both.
 */
export const INVITATION_KINDS = {
  staff: { table: "staff_invitations", days: 7, path: "/staff-invite" },
  member: { table: "organisation_invitations", days: 14, path: "/org-invite" },
} as const;

export type InvitationKind = (typeof INVITATION_KINDS)[keyof typeof INVITATION_KINDS];

/** An invitation's link is pending until accepted, revoked or past its days. */
export type InvitationState = "pending" | "accepted" | "revoked" | "expired";
/** Why a link no longer works. */
export type DeadState = Exclude<InvitationState, "pending">;

export function stateOf(
  row: { accepted_at: Date | null; revoked_at: Date | null; expires_at: Date },
  now: Date,
): InvitationState {
  if (row.accepted_at) return "accepted";
  if (row.revoked_at) return "revoked";
  return row.expires_at.getTime() <= now.getTime() ? "expired" : "pending";
}

/** An accepted or revoked invitation can be neither sent again nor revoked. */
export function isClosed(row: { accepted_at: Date | null; revoked_at: Date | null }): boolean {
  return row.accepted_at !== null || row.revoked_at !== null;
}

/**
 * Counted against the visitor's token-link limit before the token is looked at, like every
 * link token, so guessing costs the same whether a token exists or not; a malformed token is
 * "not found" without a query.
 */
export async function limited<T>(
  db: Kysely<Database>,
  visitor: { ip: string },
  token: string,
  step: () => Promise<T>,
): Promise<T | Refusal | { ok: false; reason: "not-found" }> {
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  if (!isWellFormedToken(token)) return { ok: false, reason: "not-found" };
  try {
    return await step();
  } catch (error) {
    return unavailable(error);
  }
}

/** A new link: its token, shown once in the e-mail, the hash to store and when it stops. */
export function newInvitationLink(kind: InvitationKind, siteOrigin: string, now: Date) {
  const token = newToken();
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + kind.days * 24 * 60 * 60 * 1000),
    url: `${siteOrigin}${kind.path}/${token}`,
  };
}

/** Whether the address already has a link that still works (in the organisation, for members). */
export async function hasWaitingInvitation(
  trx: Transaction<Database>,
  kind: InvitationKind,
  email: string,
  now: Date,
  organisationId?: string,
): Promise<boolean> {
  let query = trx
    .selectFrom(kind.table)
    .select("id")
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now);
  if (kind.table === "organisation_invitations" && organisationId) {
    // Only the organisations' table has the column; the staff's query never reaches here.
    query = query.where(sql.ref("organisation_id"), "=", organisationId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

/** Sends an invitation again with a new link: the old link stops working at once. */
export async function renewInvitationLink(
  trx: Transaction<Database>,
  kind: InvitationKind,
  invitationId: string,
  siteOrigin: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const link = newInvitationLink(kind, siteOrigin, now);
  await trx
    .updateTable(kind.table)
    .set({ token_hash: link.tokenHash, expires_at: link.expiresAt })
    .where("id", "=", invitationId)
    .execute();
  return { url: link.url, expiresAt: link.expiresAt };
}

/** Withdraws an invitation: its link stops working. */
export async function revokeInvitationLink(
  trx: Transaction<Database>,
  kind: InvitationKind,
  invitationId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable(kind.table)
    .set({ revoked_at: now })
    .where("id", "=", invitationId)
    .execute();
}

/** Uses the link up: the invitation is accepted by this account and works no more. */
export async function useUpInvitationLink(
  trx: Transaction<Database>,
  kind: InvitationKind,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable(kind.table)
    .set({ accepted_at: now, accepted_by: userId })
    .where("id", "=", invitationId)
    .execute();
}
