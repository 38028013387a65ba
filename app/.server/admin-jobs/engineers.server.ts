import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

export interface EngineerOption {
  id: string;
  name: string;
}

/** Everyone with the engineer role, by name: the choices of the engineer filter and selects. */
export async function listEngineers(db: Kysely<Database>): Promise<EngineerOption[]> {
  const rows = await db
    .selectFrom("user_roles as role")
    .innerJoin("profiles", "profiles.id", "role.user_id")
    .select(["profiles.id", "profiles.full_name", "profiles.email"])
    .where("role.role", "=", "engineer")
    .orderBy("profiles.full_name")
    .orderBy("profiles.email")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.full_name.trim() || row.email }));
}
