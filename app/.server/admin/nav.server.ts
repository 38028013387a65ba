import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

/** The figures beside the admin navigation's links, read on every admin page. */
export interface AdminNavCounts {
  /** Enquiries nobody has opened yet. */
  newEnquiries: number;
}

export async function loadAdminNavCounts(db: Kysely<Database>): Promise<AdminNavCounts> {
  const row = await db
    .selectFrom("contacts")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("handled_at", "is", null)
    .executeTakeFirstOrThrow();
  return { newEnquiries: Number(row.count) };
}
