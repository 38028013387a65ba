import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { addOrgJobComment, listJobComments } from "../../app/.server/orgs/comments.server";
import { findOrgJob } from "../../app/.server/orgs/org-job-lookup.server";
import { createOrganisationJob, orgJobActor } from "../../app/.server/orgs/org-jobs.server";
import { findOrgScope } from "../../app/.server/orgs/scope.server";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import {
  accountOf,
  addOrganisation,
  addUser,
  snapshotOrganisationData,
  type OrgFixture,
} from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
let bravo: OrgFixture;
const NOW = new Date("2026-07-06T09:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  bravo = await addOrganisation(handle.db, "bravo", { now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

describe("organisation scope", () => {
  it("is given to members of the organisation and to admins, to nobody else", async () => {
    const outsider = await addUser(handle.db, "outsider@example.com", "Out Sider");
    const admin = await addUser(handle.db, "boss@example.com", "Bo Ss", ["admin"]);
    expect(await findOrgScope(handle.db, outsider, "acme")).toBeNull();
    expect(await findOrgScope(handle.db, outsider, "no-such-org")).toBeNull();
    const office = await findOrgScope(handle.db, admin, "acme");
    expect(office).toMatchObject({ isOffice: true, memberRole: "owner", slug: "acme" });
    expect(acme.member).toMatchObject({ isOffice: false, memberRole: "member" });
    // A member of acme only is not a member of bravo.
    const acmeMember = accountOf({
      id: acme.member.userId,
      email: acme.member.email,
      fullName: acme.member.actorName,
    });
    expect(await findOrgScope(handle.db, acmeMember, "bravo")).toBeNull();
  });
});

describe("an organisation's job", () => {
  it("carries the organisation, property, priority and due time, and waits in the queue", async () => {
    const job = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", acme.job.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      organisation_id: acme.id,
      property_id: acme.propertyId,
      priority: "routine",
      source: "organisation",
      status: "requested",
      window_start: null,
      engineer_id: null,
      tenant_told: false,
      customer_email: "member@acme.example.com",
    });
    // Monday 6 July 2026 + 10 working days = Monday 20 July, end of the day in BST.
    expect(job.due_at?.toISOString()).toBe("2026-07-20T22:59:59.000Z");
    const outbox = await handle.db
      .selectFrom("email_outbox")
      .select("to_address")
      .where("job_id", "=", acme.job.id)
      .execute();
    // Only the member who reported it, acknowledged (decision 0089): no tenant, and a routine
    // repair sends the office nothing.
    expect(outbox).toEqual([{ to_address: "member@acme.example.com" }]);
  });

  it("refuses a property of another organisation as if it did not exist", async () => {
    const before = await snapshotOrganisationData(handle.db);
    const result = await createOrganisationJob(
      handle.db,
      orgJobActor(acme.member),
      {
        propertyId: bravo.propertyId,
        service: "plumbing-repairs",
        description: "Trying another agency's property.",
        priority: "urgent",
        tenantAvailability: null,
        tellTenant: false,
        contactPhone: "+447400123457",
        window: null,
      },
      { now: NOW, siteOrigin: SITE },
    );
    expect(result).toEqual({ ok: false, reason: "property-not-found" });
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });

  it("tells the tenant when asked: the tenant is the contact and gets the tracking link", async () => {
    const result = await createOrganisationJob(
      handle.db,
      orgJobActor(acme.manager),
      {
        propertyId: acme.propertyId,
        service: "electrical-services",
        description: "Kitchen socket sparks.",
        priority: "emergency",
        tenantAvailability: null,
        tellTenant: true,
        contactPhone: "+447400123456",
        window: null,
      },
      { now: NOW, siteOrigin: SITE },
    );
    if (!result.ok) throw new Error(result.reason);
    const job = await handle.db
      .selectFrom("jobs")
      .select(["customer_email", "customer_name", "emergency", "due_at"])
      .where("id", "=", result.jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      customer_email: "tenant@acme.example.com",
      customer_name: "Tia Tenant",
      emergency: true,
    });
    expect(job.due_at?.toISOString()).toBe("2026-07-06T13:00:00.000Z");
    const mail = await handle.db
      .selectFrom("email_outbox")
      .select(["to_address", "text_body"])
      .where("job_id", "=", result.jobId)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("tenant@acme.example.com");
    expect(mail.text_body).toContain("/track/");
    expect(mail.text_body).not.toContain("£");
  });
});

describe("comments and lookups", () => {
  it("finds and comments on the organisation's own jobs only", async () => {
    expect(await findOrgJob(handle.db, acme.member, acme.job.reference)).toMatchObject({
      id: acme.job.id,
    });
    expect(await findOrgJob(handle.db, acme.member, bravo.job.reference)).toBeNull();
    const before = await snapshotOrganisationData(handle.db);
    expect(
      await addOrgJobComment(handle.db, acme.member, {
        reference: bravo.job.reference,
        body: "Not mine",
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
    expect(
      await addOrgJobComment(handle.db, acme.member, {
        reference: acme.job.reference,
        body: "Tenant home after 3pm",
      }),
    ).toEqual({ ok: true });
    const comments = await listJobComments(handle.db, acme.job.id);
    expect(comments).toMatchObject([
      { side: "organisation", authorName: "Max acme", body: "Tenant home after 3pm" },
    ]);
  });
});
