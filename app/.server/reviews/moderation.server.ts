import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

/** Reviews waiting for the office: not published yet. */
export async function countWaitingReviews(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("testimonials")
    .select((eb) => eb.fn.countAll<string>().as("waiting"))
    .where("published", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}
