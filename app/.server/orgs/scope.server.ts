import type { Kysely } from "kysely";
import { memberMay, type MemberRole, type ResponseTargets } from "~/lib/organisations";
import type { Account } from "../accounts/accounts.server";
import type { Database } from "../db/schema.server";

/**
 * Who is acting in one organisation, decided once per request from the session and the slug
 * in the URL (decision 19): every organisation query takes this and filters by its
 * organisationId, never by an id from the URL alone.
 */
export interface OrgScope {
  organisationId: string;
  slug: string;
  name: string;
  userId: string;
  /** The name shown on comments and in the timeline. */
  actorName: string;
  /** The signed-in account's e-mail. */
  email: string;
  /** The member's role; the office (an admin) acts as an owner. */
  memberRole: MemberRole;
  /** An admin looking after the organisation, not one of its members. */
  isOffice: boolean;
  spendLimitPence: number;
  targets: ResponseTargets;
  /** The organisation's own contact address, for jobs the office raises on its behalf. */
  contactEmail: string | null;
}

/** The organisation's scope for this account, or null when it is not theirs to see. */
export async function findOrgScope(
  db: Kysely<Database>,
  account: Account,
  slug: string,
): Promise<OrgScope | null> {
  const row = await db
    .selectFrom("organisations as org")
    .leftJoin("organisation_members as membership", (join) =>
      join
        .onRef("membership.organisation_id", "=", "org.id")
        .on("membership.user_id", "=", account.user.id),
    )
    .select([
      "org.id",
      "org.slug",
      "org.name",
      "org.spend_limit_pence",
      "org.target_emergency_hours",
      "org.target_urgent_days",
      "org.target_routine_working_days",
      "org.contact_email",
      "membership.member_role",
    ])
    .where("org.slug", "=", slug)
    .executeTakeFirst();
  if (!row) return null;
  const isAdmin = account.roles.includes("admin");
  if (!row.member_role && !isAdmin) return null;
  return {
    organisationId: row.id,
    slug: row.slug,
    name: row.name,
    userId: account.user.id,
    actorName: account.profile?.full_name || account.user.fullName || account.user.email,
    email: account.user.email,
    memberRole: row.member_role ?? "owner",
    isOffice: !row.member_role,
    spendLimitPence: row.spend_limit_pence,
    contactEmail: row.contact_email,
    targets: {
      emergencyHours: row.target_emergency_hours,
      urgentDays: row.target_urgent_days,
      routineWorkingDays: row.target_routine_working_days,
    },
  };
}

/** Whether the scope's role allows an action that needs at least `needs`. */
export function scopeMay(scope: OrgScope, needs: MemberRole): boolean {
  return memberMay(scope.memberRole, needs);
}

export interface Membership {
  slug: string;
  name: string;
  memberRole: MemberRole;
}

/** The organisations an account belongs to, by name: where /dashboard and the header send it. */
export async function membershipsOf(db: Kysely<Database>, userId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom("organisation_members as membership")
    .innerJoin("organisations as org", "org.id", "membership.organisation_id")
    .select(["org.slug", "org.name", "membership.member_role"])
    .where("membership.user_id", "=", userId)
    .orderBy("org.name")
    .execute();
  return rows.map((row) => ({ slug: row.slug, name: row.name, memberRole: row.member_role }));
}
