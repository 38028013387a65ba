import type { Kysely } from "kysely";
import type { MemberRole } from "~/lib/organisations";
import { isUuid } from "~/lib/uuid";
import { primaryRole, ROLES, type Role } from "~/lib/roles";
import { accountNames } from "../accounts/engineers.server";
import type { Database } from "../db/schema.server";
import { futureJobCount } from "./account-changes.server";

/** What /admin/users/{id} shows of one account. */
export interface UserDetail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  roles: Role[];
  role: Role;
  organisations: { name: string; slug: string; memberRole: MemberRole }[];
  verified: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  disabledAt: Date | null;
  disabledBy: string | null;
  /** Jobs not started yet, while the account is an engineer. */
  futureJobs: number;
}

/** One account (local or Supabase's auth.users, with its profile if it has one), or null. */
export async function loadUserDetail(
  db: Kysely<Database>,
  userId: string,
): Promise<UserDetail | null> {
  if (!isUuid(userId)) return null;
  const row = await db
    .selectFrom("auth.users as users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.email_confirmed_at",
      "users.last_sign_in_at",
      "users.created_at",
      "users.raw_user_meta_data",
      "profiles.full_name",
      "profiles.phone",
      "profiles.company_name",
      "profiles.disabled_at",
      "profiles.disabled_by",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const [roleRows, organisations] = await Promise.all([
    db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute(),
    db
      .selectFrom("organisation_members as m")
      .innerJoin("organisations as o", "o.id", "m.organisation_id")
      .select(["o.name", "o.slug", "m.member_role"])
      .where("m.user_id", "=", userId)
      .orderBy("o.name")
      .execute(),
  ]);
  const roles = ROLES.filter((role) => roleRows.some((held) => held.role === role));
  const disabledBy = row.disabled_by
    ? ((await accountNames(db, [row.disabled_by])).get(row.disabled_by) ?? null)
    : null;
  return {
    id: row.id,
    name: row.full_name || row.raw_user_meta_data.full_name || "",
    email: row.email,
    phone: row.phone ?? null,
    companyName: row.company_name ?? row.raw_user_meta_data.company_name ?? null,
    roles,
    role: primaryRole(roles),
    organisations: organisations.map((organisation) => ({
      name: organisation.name,
      slug: organisation.slug,
      memberRole: organisation.member_role,
    })),
    verified: row.email_confirmed_at !== null,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    disabledAt: row.disabled_at ?? null,
    disabledBy,
    futureJobs: roles.includes("engineer") ? await futureJobCount(db, userId) : 0,
  };
}
