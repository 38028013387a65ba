import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import {
  addPlanned,
  archivePlanned,
  listPlanned,
  updatePlanned,
} from "../../app/.server/orgs/planned-maintenance.server";
import {
  addProperty,
  findProperty,
  listProperties,
  propertyJobs,
  setPropertyArchived,
  updateProperty,
} from "../../app/.server/orgs/properties.server";
import { reportFormFacts, reportRepair } from "../../app/.server/orgs/report-repair.server";
import type { OrgScope } from "../../app/.server/orgs/scope.server";
import {
  addPropertySchema,
  reportRepairSchema,
  type ReportRepairInput,
} from "../../app/lib/schemas/organisations-write";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import {
  addOrganisation,
  addUser,
  scopeOf,
  snapshotOrganisationData,
  type OrgFixture,
} from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
let bravo: OrgFixture;
let bravoPlannedId: string;
const NOW = new Date("2026-07-06T09:00:00Z");

const NEW_HOUSE = {
  label: "2 New Street",
  address: "2 New Street, Earlsdon, Coventry",
  postcode: "CV5 6AB",
  accessNotes: "Back door",
  keySafeCode: "9911",
  tenantName: "Nia Tenant",
  tenantPhone: "+447400123459",
  tenantEmail: "nia@example.com",
};

function report(overrides: Partial<ReportRepairInput> = {}): ReportRepairInput {
  return {
    propertyId: acme.propertyId,
    service: "plumbing-repairs",
    description: "The kitchen tap drips all night.",
    priority: "urgent",
    tenantAvailability: "Mornings",
    tellTenant: false,
    contactPhone: undefined,
    ...overrides,
  };
}

const reportOptions = { photos: [], refusedFiles: [], siteOrigin: SITE, now: NOW };

async function changeLogCount(action: string): Promise<number> {
  const rows = await handle.db
    .selectFrom("change_log")
    .select("id")
    .where("action", "=", action)
    .execute();
  return rows.length;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  bravo = await addOrganisation(handle.db, "bravo", { now: NOW });
  const planned = await addPlanned(
    handle.db,
    bravo.owner,
    bravo.propertyId,
    { service: "gutter-cleaning", description: "Gutters", everyMonths: 12, nextDue: "2026-08-01" },
    { now: NOW },
  );
  if (!planned.ok) throw new Error(planned.reason);
  bravoPlannedId = planned.id;
});
afterAll(async () => {
  await handle?.close();
});

describe("properties", () => {
  it("adds a property in the service area, logged, and never shows its key-safe code to members", async () => {
    const added = await addProperty(handle.db, acme.manager, NEW_HOUSE, { now: NOW });
    if (!added.ok) throw new Error(added.reason);
    const seenByMember = await findProperty(handle.db, acme.member, added.id);
    expect(seenByMember).toMatchObject({
      label: "2 New Street",
      postcode: "CV5 6AB",
      tenantPhone: "+447400123459",
      keySafeSaved: true,
      keySafeCode: null,
    });
    const admin = await addUser(handle.db, "office@example.com", "Office Person", ["admin"]);
    const office = await scopeOf(handle.db, admin, "acme");
    expect((await findProperty(handle.db, office, added.id))?.keySafeCode).toBe("9911");
    const logged = await handle.db
      .selectFrom("change_log")
      .select(["after", "actor_id"])
      .where("entity_id", "=", added.id)
      .executeTakeFirstOrThrow();
    expect(logged.actor_id).toBe(acme.manager.userId);
    expect(JSON.stringify(logged.after)).not.toContain("9911");
  });

  it("refuses a postcode outside the area next to the field", async () => {
    const result = await addProperty(handle.db, acme.manager, { ...NEW_HOUSE, postcode: "B1 1AA" });
    expect(result).toMatchObject({ ok: false, reason: "field", field: "postcode" });
  });

  it("keeps, replaces or removes the key-safe code as asked", async () => {
    const added = await addProperty(handle.db, acme.owner, { ...NEW_HOUSE, label: "Key house" });
    if (!added.ok) throw new Error(added.reason);
    const edit = {
      ...NEW_HOUSE,
      label: "Key house",
      keySafeCode: undefined,
      removeKeySafeCode: false,
    };
    const code = async () =>
      (
        await handle.db
          .selectFrom("organisation_properties")
          .select("key_safe_code")
          .where("id", "=", added.id)
          .executeTakeFirstOrThrow()
      ).key_safe_code;
    expect(await updateProperty(handle.db, acme.owner, added.id, edit)).toEqual({ ok: true });
    expect(await code()).toBe("9911");
    await updateProperty(handle.db, acme.owner, added.id, { ...edit, keySafeCode: "2468" });
    expect(await code()).toBe("2468");
    await updateProperty(handle.db, acme.owner, added.id, { ...edit, removeKeySafeCode: true });
    expect(await code()).toBeNull();
    expect(
      await updateProperty(handle.db, acme.owner, added.id, { ...edit, postcode: "CV10 0AA" }),
    ).toMatchObject({ ok: false, field: "postcode" });
  });

  it("lists, searches and archives", async () => {
    const added = await addProperty(handle.db, acme.owner, {
      ...NEW_HOUSE,
      label: "Archive me",
      postcode: "CV32 5PR",
    });
    if (!added.ok) throw new Error(added.reason);
    const labels = async (filter: Parameters<typeof listProperties>[2]) =>
      (await listProperties(handle.db, acme.member, filter)).map((property) => property.label);
    expect(await labels({ search: "cv325p" })).toEqual(["Archive me"]);
    expect(await labels({ search: "100%" })).toEqual([]);
    expect(await labels({ search: "acme street" })).toEqual(["Flat 1, acme House"]);
    expect(await setPropertyArchived(handle.db, acme.manager, added.id, true)).toEqual({
      ok: true,
      label: "Archive me",
    });
    expect(await labels({})).not.toContain("Archive me");
    expect(await labels({ archived: true })).toEqual(["Archive me"]);
    await setPropertyArchived(handle.db, acme.manager, added.id, false);
    expect(await labels({})).toContain("Archive me");
    expect(await changeLogCount("restore-property")).toBe(1);
  });

  it("lists a property's jobs newest first", async () => {
    const jobs = await propertyJobs(handle.db, acme.member, acme.propertyId);
    expect(jobs[0]).toMatchObject({ reference: acme.job.reference, status: "requested" });
  });
});

describe("planned maintenance", () => {
  it("adds, edits and archives, refusing a date in the past", async () => {
    const input = {
      service: "pat-testing",
      description: "Annual PAT test",
      everyMonths: 12,
      nextDue: "2026-09-01",
    } as const;
    const added = await addPlanned(handle.db, acme.manager, acme.propertyId, input, { now: NOW });
    if (!added.ok) throw new Error(added.reason);
    expect(
      await addPlanned(
        handle.db,
        acme.manager,
        acme.propertyId,
        { ...input, nextDue: "2026-07-05" },
        { now: NOW },
      ),
    ).toMatchObject({ ok: false, field: "nextDue" });
    expect(
      await updatePlanned(
        handle.db,
        acme.manager,
        acme.propertyId,
        added.id,
        { ...input, everyMonths: 6 },
        { now: NOW },
      ),
    ).toEqual({ ok: true, id: added.id });
    expect(await listPlanned(handle.db, acme.member, acme.propertyId)).toMatchObject([
      { id: added.id, everyMonths: 6, nextDue: "2026-09-01", serviceName: "PAT testing" },
    ]);
    expect(await archivePlanned(handle.db, acme.manager, acme.propertyId, added.id)).toEqual({
      ok: true,
      id: added.id,
    });
    expect(await listPlanned(handle.db, acme.member, acme.propertyId)).toEqual([]);
    expect(await changeLogCount("archive-planned-maintenance")).toBe(1);
  });
});

describe("reporting a repair", () => {
  it("raises the job with the tenant's phone when none is given", async () => {
    const result = await reportRepair(handle.db, acme.member, report(), reportOptions);
    if (!result.ok) throw new Error(result.reason);
    const job = await handle.db
      .selectFrom("jobs")
      .select(["customer_phone", "priority", "status", "tenant_availability"])
      .where("reference", "=", result.reference)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      customer_phone: "+447400123456",
      priority: "urgent",
      status: "requested",
      tenant_availability: "Mornings",
    });
  });

  it("adds a new property with the job, and leaves none behind when the window is full", async () => {
    const input = report({
      propertyId: "new",
      newLabel: "Flat 9, Far Gosford Street",
      newAddress: "Flat 9, 20 Far Gosford Street, Coventry",
      newPostcode: "CV1 5DZ",
      newTenantEmail: "flat9@example.com",
      newTenantPhone: "+447400123450",
      tellTenant: true,
    });
    const window = { date: "2026-07-14", windowStart: "2026-07-14T07:00:00.000Z" };
    // Without engineers a window holds one job: this report takes its place.
    const booked = await reportRepair(handle.db, acme.member, report(window), reportOptions);
    expect(booked).toMatchObject({ ok: true, windowLabel: expect.stringContaining("08:00") });
    const full = await reportRepair(handle.db, acme.member, { ...input, ...window }, reportOptions);
    expect(full).toMatchObject({ ok: false, reason: "window-full" });
    if (!full.ok && full.reason === "window-full")
      expect(full.alternatives.length).toBeGreaterThan(0);
    expect(await listProperties(handle.db, acme.member, { search: "Far Gosford" })).toEqual([]);

    const result = await reportRepair(handle.db, acme.member, input, reportOptions);
    if (!result.ok) throw new Error(result.reason);
    expect(await listProperties(handle.db, acme.member, { search: "Far Gosford" })).toHaveLength(1);
    const mail = await handle.db
      .selectFrom("email_outbox")
      .innerJoin("jobs", "jobs.id", "email_outbox.job_id")
      .select("email_outbox.to_address")
      .where("jobs.reference", "=", result.reference)
      .where("email_outbox.kind", "not in", ["office.urgent-job", "org.report-acknowledged"])
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("flat9@example.com");
  });

  it("refuses a new property outside the area, and a missing phone, next to their fields", async () => {
    expect(
      await reportRepair(
        handle.db,
        acme.member,
        report({
          propertyId: "new",
          newLabel: "Far",
          newAddress: "1 Far Road, Birmingham",
          newPostcode: "B1 1AA",
        }),
        reportOptions,
      ),
    ).toMatchObject({ ok: false, field: "newPostcode" });
    expect(
      await reportRepair(
        handle.db,
        acme.member,
        report({
          propertyId: "new",
          newLabel: "No phone",
          newAddress: "1 Spon Street, Coventry",
          newPostcode: "CV1 3BA",
        }),
        reportOptions,
      ),
    ).toMatchObject({ ok: false, field: "contactPhone" });
  });

  it("rings the organisation's contact number when neither the tenant nor the member has one", async () => {
    await handle.db
      .updateTable("organisations")
      .set({ contact_phone: "+442476990999" })
      .where("id", "=", acme.member.organisationId)
      .execute();
    try {
      const result = await reportRepair(
        handle.db,
        acme.member,
        report({
          propertyId: "new",
          newLabel: "Office phone",
          newAddress: "2 Spon Street, Coventry",
          newPostcode: "CV1 3BA",
        }),
        reportOptions,
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      const job = await handle.db
        .selectFrom("jobs")
        .select("customer_phone")
        .where("reference", "=", result.reference)
        .executeTakeFirstOrThrow();
      expect(job.customer_phone).toBe("+442476990999");
    } finally {
      await handle.db
        .updateTable("organisations")
        .set({ contact_phone: null })
        .where("id", "=", acme.member.organisationId)
        .execute();
    }
  });

  it("offers the organisation's active properties, priorities with their targets", async () => {
    const facts = await reportFormFacts(handle.db, acme.member, {
      propertyId: bravo.propertyId,
      now: NOW,
    });
    expect(facts.properties.map((property) => property.id)).toContain(acme.propertyId);
    expect(facts.properties.map((property) => property.id)).not.toContain(bravo.propertyId);
    expect(facts.chosenPropertyId).toBe("");
    expect(facts.priorities).toContainEqual({
      value: "routine",
      label: "Routine",
      target: "within 10 working days",
    });
  });
});

describe("field validation", () => {
  it("requires the new property's details only when adding one", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return reportRepairSchema.safeParse(Object.fromEntries(data));
    };
    const base = {
      service: "plumbing-repairs",
      description: "Dripping tap in kitchen",
      priority: "routine",
    };
    expect(form({ ...base, propertyId: acme.propertyId }).success).toBe(true);
    const adding = form({ ...base, propertyId: "new", tellTenant: "on" });
    expect(adding.success).toBe(false);
    expect(adding.error?.issues.map((issue) => issue.path[0])).toEqual([
      "newLabel",
      "newAddress",
      "newPostcode",
      "newTenantEmail",
    ]);
    expect(form({ ...base, propertyId: acme.propertyId, priority: "whenever" }).success).toBe(
      false,
    );
    expect(
      addPropertySchema.safeParse({ label: "A\u0000", address: "1 Spon St", postcode: "CV1 3BA" })
        .success,
    ).toBe(false);
    expect(
      addPropertySchema.safeParse({
        label: "A",
        address: "1 Spon St",
        postcode: "CV1 3BA",
        tenantPhone: "07700 9001",
      }).success,
    ).toBe(false);
  });
});

describe("isolation: another organisation's ids are not found, and nothing changes", () => {
  it("answers every domain function as for a missing id", async () => {
    const before = await snapshotOrganisationData(handle.db);
    const scopes: OrgScope[] = [acme.member, acme.manager, acme.owner];
    const edit = { ...NEW_HOUSE, removeKeySafeCode: true };
    const planned = {
      service: "pat-testing",
      description: "Not mine",
      everyMonths: 1,
      nextDue: "2026-09-01",
    } as const;
    for (const scope of scopes) {
      for (const id of [bravo.propertyId, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
        expect(await findProperty(handle.db, scope, id)).toBeNull();
        expect(await propertyJobs(handle.db, scope, id)).toEqual([]);
        expect(await listPlanned(handle.db, scope, id)).toEqual([]);
        expect(await updateProperty(handle.db, scope, id, edit)).toEqual({
          ok: false,
          reason: "not-found",
        });
        expect(await setPropertyArchived(handle.db, scope, id, true)).toEqual({
          ok: false,
          reason: "not-found",
        });
        expect(await addPlanned(handle.db, scope, id, planned, { now: NOW })).toEqual({
          ok: false,
          reason: "not-found",
        });
        expect(
          await reportRepair(handle.db, scope, report({ propertyId: id }), reportOptions),
        ).toMatchObject({
          ok: false,
          reason: "field",
          field: "propertyId",
        });
      }
      // Bravo's planned item, through acme's property or bravo's.
      for (const propertyId of [acme.propertyId, bravo.propertyId]) {
        expect(
          await updatePlanned(handle.db, scope, propertyId, bravoPlannedId, planned, { now: NOW }),
        ).toEqual({ ok: false, reason: "not-found" });
        expect(await archivePlanned(handle.db, scope, propertyId, bravoPlannedId)).toEqual({
          ok: false,
          reason: "not-found",
        });
      }
      expect(
        (await listProperties(handle.db, scope, { search: "bravo" })).map(
          (property) => property.id,
        ),
      ).toEqual([]);
    }
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });
});
