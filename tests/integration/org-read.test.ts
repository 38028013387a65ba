import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../app/.server/auth/crypto.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { addOfficeJobComment } from "../../app/.server/orgs/comments.server";
import { findOrgPhotoKey, orgJobDetail } from "../../app/.server/orgs/org-job-detail.server";
import { orgJobListPage } from "../../app/.server/orgs/org-job-list.server";
import { createOrganisationJob, orgJobActor } from "../../app/.server/orgs/org-jobs.server";
import { orgOverview } from "../../app/.server/orgs/overview.server";
import { completedJobsCsv } from "../../app/.server/orgs/statement-export.server";
import { mintTenantTrackingLink } from "../../app/.server/orgs/tenant-link.server";
import { TRACKING_LINK_CAP } from "../../app/.server/tracking/tracking-links.server";
import { findTrackedJob } from "../../app/.server/tracking/tracking.server";
import { createTestDatabase } from "./support/database";
import { SITE, tokenOf } from "./support/jobs";
import {
  addOrganisation,
  snapshotOrganisationData,
  type OrgFixture,
} from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
let bravo: OrgFixture;
/** Monday 6 July 2026, 10:00 in London. */
const NOW = new Date("2026-07-06T09:00:00Z");
/** A month on: acme's routine job (due 20 July) is overdue by then. */
const LATER = new Date("2026-08-06T09:00:00Z");
const urgent = { reference: "", id: "" };
const completed = { reference: "", id: "" };
const photos = { acme: "", bravo: "" };

async function reportJob(
  fixture: OrgFixture,
  description: string,
  priority: "urgent" | "routine",
  at: Date,
) {
  const result = await createOrganisationJob(
    handle.db,
    orgJobActor(fixture.member),
    {
      propertyId: fixture.propertyId,
      service: "carpentry-joinery",
      description,
      priority,
      tenantAvailability: null,
      tellTenant: false,
      contactPhone: "+447400123457",
      window: null,
    },
    { now: at, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(result.reason);
  return { id: result.jobId, reference: result.reference };
}

async function addPhoto(jobId: string, takenBy: "engineer" | "customer"): Promise<string> {
  const row = await handle.db
    .insertInto("job_photos")
    .values({
      job_id: jobId,
      storage_key: `jobs/${jobId}/${takenBy === "engineer" ? "ab".repeat(16) : "cd".repeat(16)}.webp`,
      content_type: "image/webp",
      width: 40,
      height: 30,
      bytes: 100,
      taken_by: takenBy,
      stage: takenBy === "engineer" ? "after" : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  bravo = await addOrganisation(handle.db, "bravo", { now: NOW });
  const db = handle.db;
  Object.assign(
    urgent,
    await reportJob(
      acme,
      "Back door swollen, will not shut",
      "urgent",
      new Date("2026-07-06T10:00:00Z"),
    ),
  );
  Object.assign(
    completed,
    await reportJob(
      acme,
      '=HYPERLINK("http://evil") shelf',
      "routine",
      new Date("2026-07-07T08:00:00Z"),
    ),
  );
  // The shelf was put up and finished at 00:30 on 1 August, London time (23:30 UTC on 31 July).
  await db
    .updateTable("jobs")
    .set({
      status: "completed",
      requested_date: "2026-07-31",
      window_start: new Date("2026-07-31T20:00:00Z"),
      window_end: new Date("2026-07-31T22:00:00Z"),
      price_pence: 12_050,
      outcome: "completed",
      summary: "Shelf fixed with rawl plugs.",
    })
    .where("id", "=", completed.id)
    .execute();
  await db
    .insertInto("job_events")
    .values([
      {
        job_id: completed.id,
        at: new Date("2026-07-31T23:30:00Z"),
        kind: "status",
        from_status: "on_site",
        to_status: "completed",
        actor_role: "engineer",
        // A staff note on a status change is never shown, internal or not.
        note: "Customer was rude, charge extra",
        internal: false,
      },
      {
        job_id: completed.id,
        at: new Date("2026-07-31T23:31:00Z"),
        kind: "note",
        from_status: null,
        to_status: null,
        actor_role: "engineer",
        note: "Office only: parking fine",
        internal: true,
      },
    ])
    .execute();
  // The urgent job waits for a spend decision.
  await db
    .updateTable("jobs")
    .set({ estimate_pence: 40_000, approval: "pending" })
    .where("id", "=", urgent.id)
    .execute();
  await db
    .insertInto("job_approvals")
    .values({
      job_id: urgent.id,
      organisation_id: acme.id,
      estimate_pence: 40_000,
      spend_limit_pence: 25_000,
      requested_at: NOW,
    })
    .execute();
  // Bravo has a completed job in the same month, which acme must never see.
  await db
    .updateTable("jobs")
    .set({
      status: "completed",
      price_pence: 9_900,
      requested_date: "2026-08-03",
      window_start: new Date("2026-08-03T08:00:00Z"),
      window_end: new Date("2026-08-03T10:00:00Z"),
    })
    .where("id", "=", bravo.job.id)
    .execute();
  await db
    .insertInto("job_events")
    .values({
      job_id: bravo.job.id,
      at: new Date("2026-08-03T10:00:00Z"),
      kind: "status",
      from_status: "on_site",
      to_status: "completed",
      actor_role: "engineer",
      note: null,
    })
    .execute();
  photos.acme = await addPhoto(completed.id, "engineer");
  await addPhoto(completed.id, "customer");
  photos.bravo = await addPhoto(bravo.job.id, "engineer");
  for (const fixture of [acme, bravo]) {
    await db
      .insertInto("planned_maintenance")
      .values([
        {
          organisation_id: fixture.id,
          property_id: fixture.propertyId,
          service_slug: "gutter-cleaning",
          description: `${fixture.slug} gutters`,
          every_months: 12,
          next_due: "2026-07-20",
        },
        {
          organisation_id: fixture.id,
          property_id: fixture.propertyId,
          service_slug: "pat-testing",
          description: `${fixture.slug} PAT test`,
          every_months: 12,
          next_due: "2026-09-30",
        },
        {
          organisation_id: fixture.id,
          property_id: fixture.propertyId,
          service_slug: "general-repairs",
          description: `${fixture.slug} archived`,
          every_months: 6,
          next_due: "2026-07-10",
          archived_at: NOW,
        },
      ])
      .execute();
  }
});
afterAll(async () => {
  await handle?.close();
});

describe("the overview", () => {
  it("counts open jobs by status, lists approvals, overdue jobs and planned work due in 30 days", async () => {
    const overview = await orgOverview(handle.db, acme.member, LATER);
    expect(overview.open.find((row) => row.status === "requested")?.count).toBe(2);
    expect(overview.openTotal).toBe(2);
    expect(overview.open.map((row) => row.status)).not.toContain("completed");
    expect(overview.awaitingApproval.count).toBe(1);
    expect(overview.awaitingApproval.jobs.map((job) => job.reference)).toEqual([urgent.reference]);
    // Both open jobs are past their targets a month on; the completed one is not "overdue".
    expect(overview.overdue.count).toBe(2);
    expect(overview.overdue.jobs.map((job) => job.reference)).toEqual([
      urgent.reference,
      acme.job.reference,
    ]);
    expect(overview.overdue.jobs.every((job) => job.overdue)).toBe(true);
    expect(overview.planned.map((item) => item.description)).toEqual(["acme gutters"]);
    expect(overview.planned[0]).toMatchObject({ late: true, propertyLabel: "Flat 1, acme House" });
  });

  it("shows nothing of another organisation", async () => {
    const overview = await orgOverview(handle.db, bravo.member, NOW);
    expect(overview.openTotal).toBe(0);
    expect(overview.awaitingApproval.count).toBe(0);
    expect(overview.overdue.count).toBe(0);
    expect(overview.planned.map((item) => item.description)).toEqual(["bravo gutters"]);
    const fresh = await orgOverview(handle.db, acme.member, NOW);
    expect(fresh.overdue.count).toBe(0);
    expect(fresh.planned.map((item) => item.late)).toEqual([false]);
  });
});

describe("the jobs list", () => {
  const list = (fixture: OrgFixture, query: string, size?: number) =>
    orgJobListPage(handle.db, fixture.member, new URLSearchParams(query), { now: LATER, size });

  it("lists every job of the organisation, newest reported first", async () => {
    const page = await list(acme, "");
    expect(page.jobs.map((job) => job.reference)).toEqual([
      completed.reference,
      urgent.reference,
      acme.job.reference,
    ]);
    expect(page.jobs[1]).toMatchObject({
      propertyLabel: "Flat 1, acme House",
      serviceName: "Carpentry and joinery",
      priorityLabel: "Urgent",
      statusLabel: "Booking received",
      approval: "pending",
      overdue: true,
    });
    expect(page.options.properties).toEqual([
      { value: acme.propertyId, label: "Flat 1, acme House" },
    ]);
    expect(page.newerQuery).toBeNull();
    expect(page.olderQuery).toBeNull();
  });

  it("filters by status, priority, property, attention, dates and words", async () => {
    const refs = async (query: string) =>
      (await list(acme, query)).jobs.map((job) => job.reference);
    expect(await refs("status=completed")).toEqual([completed.reference]);
    expect(await refs("priority=urgent")).toEqual([urgent.reference]);
    expect(await refs(`property=${acme.propertyId}`)).toHaveLength(3);
    expect(await refs("attention=approval")).toEqual([urgent.reference]);
    expect(await refs("attention=overdue")).toEqual([urgent.reference, acme.job.reference]);
    expect(await refs("from=2026-07-07&to=2026-07-07")).toEqual([completed.reference]);
    expect(await refs("to=2026-07-06")).toEqual([urgent.reference, acme.job.reference]);
    expect(await refs("q=swollen door")).toEqual([urgent.reference]);
    expect(await refs(`q=${completed.reference.toLowerCase()}`)).toEqual([completed.reference]);
    expect(await refs("q=acme House")).toHaveLength(3);
    expect(await refs("q=acme Street")).toHaveLength(3);
    // Wildcards are typed characters, not patterns.
    expect(await refs("q=%25")).toEqual([]);
    expect(await refs("q=_")).toEqual([]);
  });

  it("says which filters it did not understand and applies the rest", async () => {
    const page = await list(
      acme,
      "status=lost&priority=urgent&property=nonsense&from=2026-02-30&q=" + "x".repeat(101),
    );
    expect(Object.keys(page.problems).sort()).toEqual(["from", "property", "q", "status"]);
    expect(page.jobs.map((job) => job.reference)).toEqual([urgent.reference]);
    const reversed = await list(acme, "from=2026-07-07&to=2026-07-06");
    expect(reversed.problems.to).toBeDefined();
  });

  it("pages with cursors, forwards and back", async () => {
    const first = await list(acme, "", 2);
    expect(first.jobs.map((job) => job.reference)).toEqual([completed.reference, urgent.reference]);
    expect(first.newerQuery).toBeNull();
    const second = await list(acme, first.olderQuery ?? "", 2);
    expect(second.jobs.map((job) => job.reference)).toEqual([acme.job.reference]);
    expect(second.olderQuery).toBeNull();
    const back = await list(acme, second.newerQuery ?? "", 2);
    expect(back.jobs.map((job) => job.reference)).toEqual([completed.reference, urgent.reference]);
    const forged = await list(acme, "after=bm9uc2Vuc2V8bm9uc2Vuc2U", 2);
    expect(forged.jobs).toHaveLength(2);
  });

  it("isolation: another organisation's property, reference or words find nothing", async () => {
    const before = await snapshotOrganisationData(handle.db);
    expect((await list(acme, `property=${bravo.propertyId}`)).jobs).toEqual([]);
    expect((await list(acme, `q=${bravo.job.reference}`)).jobs).toEqual([]);
    expect((await list(acme, "q=bravo")).jobs).toEqual([]);
    const theirs = await list(bravo, "");
    expect(theirs.jobs.map((job) => job.reference)).toEqual([bravo.job.reference]);
    expect(theirs.options.properties.map((option) => option.value)).toEqual([bravo.propertyId]);
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });
});

describe("a job's page", () => {
  it("shows the job, the customer-visible timeline, photos, summary and both sides' comments", async () => {
    await addOfficeJobComment(
      handle.db,
      { id: acme.owner.userId, role: "admin", name: "Office Olga" },
      { jobId: completed.id, body: "Invoice to follow" },
    );
    const detail = await orgJobDetail(handle.db, acme.member, completed.reference, LATER);
    expect(detail).toMatchObject({
      reference: completed.reference,
      status: "completed",
      price: "£120.50",
      property: { id: acme.propertyId, label: "Flat 1, acme House" },
      priority: { label: "Routine", target: "within 10 working days" },
      overdue: false,
      finished: { outcome: "Job done", summary: "Shelf fixed with rawl plugs." },
      waiting: null,
    });
    expect(detail?.timeline.map((entry) => entry.title)).toEqual([
      "Booking received",
      "Job completed",
    ]);
    expect(JSON.stringify(detail?.timeline)).not.toMatch(/rude|parking/);
    expect(detail?.engineerPhotos.map((photo) => photo.id)).toEqual([photos.acme]);
    expect(detail?.reportPhotos).toHaveLength(1);
    expect(detail?.comments).toMatchObject([
      { side: "office", authorName: "Office Olga", body: "Invoice to follow" },
    ]);
  });

  it("shows a pending spend decision with the estimate and the limit", async () => {
    const detail = await orgJobDetail(handle.db, acme.member, urgent.reference, NOW);
    expect(detail?.waiting).toMatchObject({
      amount: "£400.00",
      spendLimit: "£250.00",
      quote: null,
    });
    expect(detail?.estimate).toBe("£400.00");
  });

  it("isolation: another organisation's reference or photo is not found", async () => {
    const before = await snapshotOrganisationData(handle.db);
    expect(await orgJobDetail(handle.db, acme.member, bravo.job.reference)).toBeNull();
    expect(await orgJobDetail(handle.db, bravo.owner, completed.reference)).toBeNull();
    expect(await orgJobDetail(handle.db, acme.member, "CV-2026-999999")).toBeNull();
    expect(await orgJobDetail(handle.db, acme.member, "x".repeat(500))).toBeNull();
    expect(await findOrgPhotoKey(handle.db, acme.member, photos.acme)).toMatch(/^jobs\//);
    expect(await findOrgPhotoKey(handle.db, acme.member, photos.bravo)).toBeNull();
    expect(await findOrgPhotoKey(handle.db, bravo.member, photos.acme)).toBeNull();
    expect(await findOrgPhotoKey(handle.db, acme.member, "not-a-uuid")).toBeNull();
    expect(
      await findOrgPhotoKey(handle.db, acme.member, "00000000-0000-4000-8000-000000000000"),
    ).toBeNull();
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });
});

describe("the tenant's tracking link", () => {
  it("mints a link that opens the job, keeping only its hash", async () => {
    const minted = await mintTenantTrackingLink(handle.db, acme.member, {
      reference: acme.job.reference,
      siteOrigin: SITE,
    });
    if (!minted.ok) throw new Error(minted.reason);
    expect(minted.url).toMatch(new RegExp(`^${SITE}/track/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(minted.url);
    const tracked = await findTrackedJob(handle.db, token);
    expect(tracked?.reference).toBe(acme.job.reference);
    const stored = await handle.db
      .selectFrom("job_tracking_links")
      .selectAll()
      .where("job_id", "=", acme.job.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    const logged = await handle.db
      .selectFrom("change_log")
      .select(["actor_id", "after"])
      .where("entity_id", "=", acme.job.id)
      .where("action", "=", "tenant-tracking-link")
      .executeTakeFirstOrThrow();
    expect(logged.actor_id).toBe(acme.member.userId);
    expect(JSON.stringify(logged.after)).not.toContain(token);
  });

  it("isolation: another organisation's reference mints nothing", async () => {
    const before = await snapshotOrganisationData(handle.db);
    const links = await handle.db.selectFrom("job_tracking_links").select("token_hash").execute();
    expect(
      await mintTenantTrackingLink(handle.db, acme.member, {
        reference: bravo.job.reference,
        siteOrigin: SITE,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await mintTenantTrackingLink(handle.db, bravo.member, {
        reference: acme.job.reference,
        siteOrigin: SITE,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await handle.db.selectFrom("job_tracking_links").select("token_hash").execute()).toEqual(
      links,
    );
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
  });

  it("stops at the tracking links' cap for the job, with a time to come back", async () => {
    const existing = await handle.db
      .selectFrom("job_tracking_links")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      // Every link of the job was minted by this run, seconds ago: all inside the cap's window.
      .where("job_id", "=", acme.job.id)
      .executeTakeFirstOrThrow();
    for (let index = Number(existing.count); index < TRACKING_LINK_CAP.perJob; index += 1) {
      const minted = await mintTenantTrackingLink(handle.db, acme.member, {
        reference: acme.job.reference,
        siteOrigin: SITE,
      });
      expect(minted.ok).toBe(true);
    }
    const refused = await mintTenantTrackingLink(handle.db, acme.member, {
      reference: acme.job.reference,
      siteOrigin: SITE,
    });
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited" });
  });
});

describe("the month's completed jobs as CSV", () => {
  it("lists the jobs completed in the London month, formulas made harmless", async () => {
    const august = await completedJobsCsv(handle.db, acme.member, "2026-08");
    const lines = august
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Reference,Completed,Property,Address,Service,Description,Price (GBP)");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${completed.reference},2026-08-01,"Flat 1, acme House","Flat 1, 10 acme Street, Coventry, CV1 5DZ",Carpentry and joinery,"'=HYPERLINK(""http://evil"") shelf",120.50`,
    );
    // 23:30 UTC on 31 July is August in London: July has none.
    const july = await completedJobsCsv(handle.db, acme.member, "2026-07");
    expect(
      july
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);
  });

  it("isolation: another organisation's completed jobs never appear", async () => {
    const acmeAugust = await completedJobsCsv(handle.db, acme.member, "2026-08");
    expect(acmeAugust).not.toContain(bravo.job.reference);
    const bravoAugust = await completedJobsCsv(handle.db, bravo.member, "2026-08");
    expect(bravoAugust).toContain(bravo.job.reference);
    expect(bravoAugust).not.toContain(completed.reference);
  });
});
