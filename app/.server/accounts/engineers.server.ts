import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import type { EngineerAccount } from "~/lib/views/admin-jobs";
export type { EngineerAccount } from "~/lib/views/admin-jobs";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A person's name from their profile, which exists only once they have signed in, else from
 * the account itself (auth.users, local or Supabase's): an engineer added by the office is
 * named on the board before their first sign-in.
 */
const nameOf = sql<string>`coalesce(
  nullif(profiles.full_name, ''),
  nullif(users.raw_user_meta_data ->> 'full_name', ''),
  users.email
)`;

/** Every account with the engineer role, by name. */
export async function listEngineers(db: Executor): Promise<EngineerAccount[]> {
  return db
    .selectFrom("user_roles")
    .innerJoin("auth.users as users", "users.id", "user_roles.user_id")
    .leftJoin("profiles", "profiles.id", "user_roles.user_id")
    .select(["users.id", nameOf.as("name"), "users.email"])
    .where("user_roles.role", "=", "engineer")
    .orderBy(nameOf)
    .orderBy("users.email")
    .execute();
}

/** The names of these accounts, by id (any role). */
export async function accountNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("auth.users as users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select(["users.id", nameOf.as("name")])
    .where("users.id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
