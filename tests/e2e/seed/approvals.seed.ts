// approvals.spec.ts: two jobs the office raised at Moat House's flat, each with an estimate
// above the £250 spend limit, so each owner has an approval e-mail with its links (the
// office's forms for this are the spec's JavaScript-only test, and fuzz-admin's).
import { randomBytes } from "node:crypto";
import { loadAccount } from "../../../app/.server/accounts/accounts.server";
import { raiseJobForOrganisation } from "../../../app/.server/admin-jobs/organisation-job.server";
import { recordOfficeEstimate } from "../../../app/.server/orgs/approvals.server";
import type { SeedContext } from "../support/seed-context";

export default async function seedApprovals({ db, siteOrigin, copy }: SeedContext) {
  if (copy.startsWith("http#")) return null;
  const user = await db
    .selectFrom("auth.users")
    .select(["id", "email"])
    .where("email", "=", "admin@example.com")
    .executeTakeFirstOrThrow();
  const account = await loadAccount(db, {
    id: user.id,
    email: user.email,
    fullName: "",
    companyName: null,
    emailConfirmed: true,
  });
  const property = await db
    .selectFrom("organisation_properties as property")
    .innerJoin("organisations as org", "org.id", "property.organisation_id")
    .select("property.id")
    .where("org.slug", "=", "moathouse")
    .where("property.label", "=", "Flat 3, 12 Moat Street")
    .executeTakeFirstOrThrow();
  const raiseWithEstimate = async (description: string, estimatePence: number) => {
    const raised = await raiseJobForOrganisation(
      db,
      account,
      {
        propertyId: property.id,
        service: "plumbing-repairs",
        description: `${description} ${randomBytes(3).toString("hex")}.`,
        priority: "urgent",
        contactPhone: "+447400123456",
      },
      { siteOrigin },
    );
    if (!raised.ok) throw new Error(`Not raised: ${JSON.stringify(raised)}`);
    const estimated = await recordOfficeEstimate(
      db,
      { id: user.id, role: "admin" },
      { jobId: raised.jobId, estimatePence },
      { siteOrigin },
    );
    if (!estimated.ok || estimated.outcome.approval !== "pending") {
      throw new Error(`No approval asked: ${JSON.stringify(estimated)}`);
    }
    return raised.reference;
  };
  return {
    approved: await raiseWithEstimate("Kitchen waste pipe leaks under the sink", 40_000),
    declined: await raiseWithEstimate("Bath panel cracked and loose", 51_250),
  };
}
