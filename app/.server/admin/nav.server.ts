import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { countEnquiries } from "../contacts/inbox-list.server";
import { countWaitingReviews } from "../reviews/moderation.server";

/** The figures beside the admin navigation's links, read on every admin page. */
export interface AdminNavCounts {
  /** New enquiries nobody has opened yet. */
  newEnquiries: number;
  /** Reviews from the review links that the office has not approved or hidden yet. */
  waitingReviews: number;
}

/** One read of the counts the database keeps (decision 0039), whatever the number of enquiries. */
export async function loadAdminNavCounts(db: Kysely<Database>): Promise<AdminNavCounts> {
  const [counts, waitingReviews] = await Promise.all([countEnquiries(db), countWaitingReviews(db)]);
  return { newEnquiries: counts.unread, waitingReviews };
}
