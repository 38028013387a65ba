import { sql, type Kysely, type Transaction } from "kysely";
import type { MemberRole } from "~/lib/organisations";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  notifyByEmail: boolean;
  joinedAt: Date;
}

const ROLE_ORDER = sql<number>`case m.member_role when 'owner' then 0 when 'manager' then 1 else 2 end`;

/**
 * The members of one organisation (the caller passes the id from its scope or its own
 * lookup), owners first, then by name. The name is the profile's, else the one given at
 * sign-up, else the e-mail address.
 */
export async function listMemberRows(db: Executor, organisationId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom("organisation_members as m")
    .innerJoin("auth.users as u", "u.id", "m.user_id")
    .leftJoin("profiles as p", "p.id", "m.user_id")
    .select([
      "m.user_id",
      "m.member_role",
      "m.notify_by_email",
      "m.created_at",
      "u.email",
      sql<string>`coalesce(nullif(p.full_name, ''), nullif(u.raw_user_meta_data->>'full_name', ''), u.email)`.as(
        "name",
      ),
    ])
    .where("m.organisation_id", "=", organisationId)
    .orderBy(ROLE_ORDER)
    .orderBy("name")
    .orderBy("m.user_id")
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.member_role,
    notifyByEmail: row.notify_by_email,
    joinedAt: row.created_at,
  }));
}
