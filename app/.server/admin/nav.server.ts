import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { countEnquiries } from "../contacts/inbox-list.server";
import { countWaitingReviews } from "../reviews/moderation.server";
import type { AdminNavCounts } from "~/lib/views/admin";
export type { AdminNavCounts } from "~/lib/views/admin";

/** One read of the counts the database keeps (decision 0039), whatever the number of enquiries. */
export async function loadAdminNavCounts(db: Kysely<Database>): Promise<AdminNavCounts> {
  const [counts, waitingReviews] = await Promise.all([countEnquiries(db), countWaitingReviews(db)]);
  return { newEnquiries: counts.unread, waitingReviews };
}
