import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { scopeMay, type OrgScope } from "./scope.server";

/** What a change did, for the toast; or why not. */
export type MemberChangeResult =
  | { ok: true; title: string; description: string; youLeft?: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "forbidden"; message: string }
  | { ok: false; reason: "refused"; field?: "email" | "role" | "spendLimit"; message: string };

export const MEMBER_MESSAGES = {
  ownersOnly: "Only owners can manage members and the spend limit.",
  lastOwner: "The organisation needs at least one owner: make another member an owner first.",
  alreadyMember: (email: string) => `${email} is already a member.`,
  alreadyInvited: (email: string) =>
    `${email} already has an invitation waiting: resend it from the list below.`,
  officeNotify:
    "The office is not a member, so it gets no organisation e-mails: each member chooses their own.",
  notPending: "That invitation has already been accepted or revoked.",
} as const;

export const FORBIDDEN = {
  ok: false,
  reason: "forbidden",
  message: MEMBER_MESSAGES.ownersOnly,
} as const;
export const NOT_FOUND = { ok: false, reason: "not-found" } as const;

export function actorOf(scope: OrgScope) {
  return { id: scope.userId, role: scope.isOffice ? "admin" : "organisation" };
}

/**
 * Locks the organisation's row for the rest of the transaction, so every change to its
 * members and owners happens one at a time, and says whether the person acting is (still)
 * an owner, or the office: an owner demoted a moment ago by another owner acts no more.
 */
async function lockAsOwner(trx: Transaction<Database>, scope: OrgScope): Promise<boolean> {
  await trx
    .selectFrom("organisations")
    .select("id")
    .where("id", "=", scope.organisationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (scope.isOffice) return true;
  const me = await trx
    .selectFrom("organisation_members")
    .select("member_role")
    .where("organisation_id", "=", scope.organisationId)
    .where("user_id", "=", scope.userId)
    .executeTakeFirst();
  return me?.member_role === "owner";
}

export async function ownerCount(
  trx: Transaction<Database>,
  organisationId: string,
): Promise<number> {
  const { owners } = await trx
    .selectFrom("organisation_members")
    .select((eb) => eb.fn.countAll<string>().as("owners"))
    .where("organisation_id", "=", organisationId)
    .where("member_role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(owners);
}

/** An owner's (or the office's) change, in one transaction under the organisation's lock. */
export async function asOwner(
  db: Kysely<Database>,
  scope: OrgScope,
  change: (trx: Transaction<Database>) => Promise<MemberChangeResult>,
): Promise<MemberChangeResult> {
  if (!scopeMay(scope, "owner")) return FORBIDDEN;
  return db.transaction().execute(async (trx) => {
    if (!(await lockAsOwner(trx, scope))) return FORBIDDEN;
    return change(trx);
  });
}
