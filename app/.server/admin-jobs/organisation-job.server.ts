import type { Kysely } from "kysely";
import { services } from "~/content/services";
import { isUuid } from "~/lib/uuid";
import type { Account } from "../accounts/accounts.server";
import type { Database, JobPriority } from "../db/schema.server";
import { createOrganisationJob, orgJobActor, type OrgJobResult } from "../orgs/org-jobs.server";
import { findOrgScope } from "../orgs/scope.server";

/** What the office's form offers: every organisation's properties in use, and the services. */
export async function organisationJobFacts(db: Kysely<Database>) {
  const properties = await db
    .selectFrom("organisation_properties as property")
    .innerJoin("organisations as org", "org.id", "property.organisation_id")
    .select(["property.id", "property.label", "org.name as organisation_name"])
    .where("property.archived_at", "is", null)
    .orderBy("org.name")
    .orderBy("property.label")
    .limit(500)
    .execute();
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const property of properties) {
    const list = groups.get(property.organisation_name) ?? [];
    list.push({ value: property.id, label: property.label });
    groups.set(property.organisation_name, list);
  }
  return {
    organisations: [...groups].map(([name, options]) => ({ name, options })),
    services: services.map((service) => ({ value: service.slug, label: service.name })),
  };
}

/**
 * The office raises a repair for an organisation's property, as the office acting in that
 * organisation (the same path as the portal's report form): routine, urgent or emergency,
 * into the board's queue, the reporter's contact on it and the tenant not told.
 */
export async function raiseJobForOrganisation(
  db: Kysely<Database>,
  account: Account,
  input: {
    propertyId: string;
    service: string;
    description: string;
    priority: JobPriority;
    contactPhone: string;
  },
  options: { siteOrigin: string; now?: Date },
): Promise<OrgJobResult> {
  if (!isUuid(input.propertyId)) return { ok: false, reason: "property-not-found" };
  const property = await db
    .selectFrom("organisation_properties as property")
    .innerJoin("organisations as org", "org.id", "property.organisation_id")
    .select("org.slug")
    .where("property.id", "=", input.propertyId)
    .executeTakeFirst();
  const scope = property ? await findOrgScope(db, account, property.slug) : null;
  if (!scope) return { ok: false, reason: "property-not-found" };
  return createOrganisationJob(
    db,
    orgJobActor(scope),
    { ...input, tenantAvailability: null, tellTenant: false, window: null },
    { siteOrigin: options.siteOrigin, now: options.now },
  );
}
