import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { jobInScope, offersTrackingPage, type CustomerScope } from "../jobs/customer-jobs.server";
import { mintTrackingLinkWithinCap } from "../tracking/tracking-links.server";
import type { NoSuchJob } from "./job-changes.server";

export type CustomerTrackingLink = { ok: true; path: string } | NoSuchJob | Refusal;

/**
 * A new link to the tracking page of a job on the customer's page (/portal/{token} or /client).
 * Tokens are kept only as their hash, so the page cannot show the booking's own link: each ask
 * mints one, within the tracking links' cap. A job outside the scope, or one whose tracking
 * page is not offered, is "not-found", and nothing is written.
 */
export async function mintCustomerTrackingLink(
  db: Kysely<Database>,
  scope: CustomerScope,
  jobId: string,
): Promise<CustomerTrackingLink> {
  try {
    return await db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom("jobs")
        .select(["id", "status"])
        .where("id", "=", jobId)
        .where((eb) => jobInScope(eb, scope))
        // Held until the link is written, so the cap's count holds for concurrent asks.
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!job || !offersTrackingPage(job.status)) return { ok: false, reason: "not-found" };
      // A path on this site, where the person asking already is.
      const minted = await mintTrackingLinkWithinCap(trx, job.id, "");
      return minted.ok ? { ok: true, path: minted.url } : minted;
    });
  } catch (error) {
    return unavailable(error);
  }
}
