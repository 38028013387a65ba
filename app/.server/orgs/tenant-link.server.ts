import type { Kysely } from "kysely";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import type { Refusal } from "../http/refusal.server";
import { mintTrackingLinkWithinCap } from "../tracking/tracking-links.server";
import { findOrgJob } from "./org-job-lookup.server";
import type { OrgScope } from "./scope.server";

export type TenantLinkResult =
  { ok: true; reference: string; url: string } | { ok: false; reason: "not-found" } | Refusal;

/**
 * A new tracking link for one of the organisation's jobs, for the member to pass on to the
 * tenant. Like every tracking link it is stored only as its hash (job_tracking_links), so it
 * is shown once, in the answer to the request that made it; older links keep working. Within
 * the tracking links' cap, as every link a person asks for (decision 0091).
 */
export async function mintTenantTrackingLink(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { reference: string; siteOrigin: string },
): Promise<TenantLinkResult> {
  const job = await findOrgJob(db, scope, input.reference);
  if (!job) return { ok: false, reason: "not-found" };
  return db.transaction().execute(async (trx): Promise<TenantLinkResult> => {
    // Held until the link is written, so the cap's count holds for concurrent asks.
    await trx.selectFrom("jobs").select("id").where("id", "=", job.id).forNoKeyUpdate().execute();
    const minted = await mintTrackingLinkWithinCap(trx, job.id, input.siteOrigin);
    if (!minted.ok) return minted;
    await logChange(trx, {
      actor: { id: scope.userId, role: scope.isOffice ? "admin" : "organisation" },
      entity: "job",
      entityId: job.id,
      action: "tenant-tracking-link",
      // Never the link itself: whoever reads the log must not be able to open it.
      after: { reference: job.reference, organisationId: scope.organisationId },
    });
    return { ok: true, reference: job.reference, url: minted.url };
  });
}
