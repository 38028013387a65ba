import type { Kysely } from "kysely";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { mintTrackingLink } from "../tracking/tracking-links.server";
import { findOrgJob } from "./org-job-lookup.server";
import type { OrgScope } from "./scope.server";

export type TenantLinkResult =
  { ok: true; reference: string; url: string } | { ok: false; reason: "not-found" };

/**
 * A new tracking link for one of the organisation's jobs, for the member to pass on to the
 * tenant. Like every tracking link it is stored only as its hash (job_tracking_links), so it
 * is shown once, in the answer to the request that made it; older links keep working.
 */
export async function mintTenantTrackingLink(
  db: Kysely<Database>,
  scope: OrgScope,
  input: { reference: string; siteOrigin: string },
): Promise<TenantLinkResult> {
  const job = await findOrgJob(db, scope, input.reference);
  if (!job) return { ok: false, reason: "not-found" };
  const url = await db.transaction().execute(async (trx) => {
    const minted = await mintTrackingLink(trx, job.id, input.siteOrigin);
    await logChange(trx, {
      actor: { id: scope.userId, role: scope.isOffice ? "admin" : "organisation" },
      entity: "job",
      entityId: job.id,
      action: "tenant-tracking-link",
      // Never the link itself: whoever reads the log must not be able to open it.
      after: { reference: job.reference, organisationId: scope.organisationId },
    });
    return minted;
  });
  return { ok: true, reference: job.reference, url };
}
