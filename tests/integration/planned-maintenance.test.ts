import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/.server/db/connection.server";
import { addPlanned } from "../../app/.server/orgs/planned-maintenance.server";
import { sweepPlannedMaintenance } from "../../app/.server/orgs/planned-sweep.server";
import { setPropertyArchived } from "../../app/.server/orgs/properties.server";
import { withDatabase } from "../setup/template";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import { addOrganisation, type OrgFixture } from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
// Monday 6 July 2026, 09:00 in London.
const NOW = new Date("2026-07-06T08:00:00Z");

async function plan(nextDue: string, everyMonths = 12): Promise<string> {
  const added = await addPlanned(
    handle.db,
    acme.manager,
    acme.propertyId,
    { service: "gutter-cleaning", description: "Clear the gutters", everyMonths, nextDue },
    // Added a week before, so a due date of today was in the future then.
    { now: new Date("2026-06-29T08:00:00Z") },
  );
  if (!added.ok) throw new Error(added.reason);
  return added.id;
}

async function plannedRow(id: string) {
  return handle.db
    .selectFrom("planned_maintenance")
    .select(["last_job_id", sql<string>`to_char(next_due, 'YYYY-MM-DD')`.as("next_due")])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function jobsOf(plannedId: string) {
  return handle.db
    .selectFrom("change_log")
    .innerJoin("jobs", (join) => join.onRef(sql`jobs.id::text`, "=", "change_log.entity_id"))
    .select([
      "jobs.id",
      "jobs.priority",
      "jobs.status",
      "jobs.window_start",
      "jobs.tenant_told",
      "jobs.customer_email",
      "jobs.customer_phone",
      "jobs.service_slug",
      "jobs.description",
      "jobs.source",
    ])
    .where("change_log.action", "=", "planned-maintenance-due")
    .where(sql<string>`change_log.after->>'plannedMaintenanceId'`, "=", plannedId)
    .execute();
}

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  // Each test sees only its own planned work.
  await handle.db.updateTable("planned_maintenance").set({ archived_at: NOW }).execute();
});

describe("the planned-maintenance sweep", () => {
  it("makes one routine request when due and moves the due date on by the months", async () => {
    const id = await plan("2026-07-06", 6);
    expect(await sweepPlannedMaintenance(handle.db, { now: NOW, siteOrigin: SITE })).toEqual({
      requested: 1,
      skipped: 0,
    });
    const jobs = await jobsOf(id);
    expect(jobs).toEqual([
      {
        id: expect.any(String),
        priority: "routine",
        status: "requested",
        window_start: null,
        tenant_told: false,
        // The organisation's contact, and the tenant's phone (the organisation has none).
        customer_email: "office@acme.example.com",
        customer_phone: "+447400123456",
        service_slug: "gutter-cleaning",
        description: "Clear the gutters",
        source: "organisation",
      },
    ]);
    expect(await plannedRow(id)).toEqual({ next_due: "2027-01-06", last_job_id: jobs[0]?.id });
    const outbox = await handle.db
      .selectFrom("email_outbox")
      .select("id")
      .where("job_id", "=", jobs[0]?.id ?? "")
      .execute();
    expect(outbox).toEqual([]);
    // Swept again: nothing more is due.
    expect(await sweepPlannedMaintenance(handle.db, { now: NOW, siteOrigin: SITE })).toEqual({
      requested: 0,
      skipped: 0,
    });
  });

  it("makes the first owner the contact when the organisation has no contact e-mail", async () => {
    await handle.db
      .updateTable("organisations")
      .set({ contact_email: null })
      .where("id", "=", acme.id)
      .execute();
    try {
      const id = await plan("2026-07-06");
      await sweepPlannedMaintenance(handle.db, { now: NOW, siteOrigin: SITE });
      expect(await jobsOf(id)).toMatchObject([{ customer_email: "owner@acme.example.com" }]);
    } finally {
      await handle.db
        .updateTable("organisations")
        .set({ contact_email: "office@acme.example.com" })
        .where("id", "=", acme.id)
        .execute();
    }
  });

  it("leaves work that is not due yet (London date), archived work and archived properties", async () => {
    const tomorrow = await plan("2026-07-07");
    // 23:30 on 6 July in London (22:30 UTC): 7 July has not come yet.
    const lateEvening = new Date("2026-07-06T22:30:00Z");
    expect(
      await sweepPlannedMaintenance(handle.db, { now: lateEvening, siteOrigin: SITE }),
    ).toEqual({ requested: 0, skipped: 0 });
    expect((await plannedRow(tomorrow)).next_due).toBe("2026-07-07");
    // 00:30 on 7 July in London, still 6 July in UTC: due.
    const pastMidnight = new Date("2026-07-06T23:30:00Z");
    expect(
      await sweepPlannedMaintenance(handle.db, { now: pastMidnight, siteOrigin: SITE }),
    ).toEqual({ requested: 1, skipped: 0 });

    const archivedItem = await plan("2026-07-06");
    await handle.db
      .updateTable("planned_maintenance")
      .set({ archived_at: NOW })
      .where("id", "=", archivedItem)
      .execute();
    const onArchivedProperty = await plan("2026-07-06");
    await setPropertyArchived(handle.db, acme.manager, acme.propertyId, true);
    expect(await sweepPlannedMaintenance(handle.db, { now: NOW, siteOrigin: SITE })).toEqual({
      requested: 0,
      skipped: 0,
    });
    expect(await jobsOf(archivedItem)).toEqual([]);
    expect(await jobsOf(onArchivedProperty)).toEqual([]);
    await setPropertyArchived(handle.db, acme.manager, acme.propertyId, false);
  });

  it("requests work that was missed for a while once, and moves it past today", async () => {
    const id = await plan("2026-07-06", 1);
    const later = new Date("2026-10-20T08:00:00Z");
    expect(await sweepPlannedMaintenance(handle.db, { now: later, siteOrigin: SITE })).toEqual({
      requested: 1,
      skipped: 0,
    });
    expect((await plannedRow(id)).next_due).toBe("2026-11-06");
  });

  it("requests a due item exactly once when two processes sweep at the same time", async () => {
    const ids = [await plan("2026-07-01"), await plan("2026-07-02"), await plan("2026-07-03")];
    // On a Postgres server a second connection pool on the same database stands for the
    // second app process; the embedded database has one connection, so the sweeps interleave.
    const url = process.env.DATABASE_URL;
    let second: DatabaseHandle | null = null;
    if (url) {
      const current = await sql<{ name: string }>`select current_database() as name`.execute(
        handle.db,
      );
      second = await openDatabase({
        kind: "postgres",
        url: withDatabase(url, current.rows[0]?.name ?? ""),
      });
    }
    try {
      const sweeps = await Promise.all(
        [handle, second ?? handle, handle, second ?? handle].map((one) =>
          sweepPlannedMaintenance(one.db, { now: NOW, siteOrigin: SITE }),
        ),
      );
      expect(sweeps.reduce((sum, sweep) => sum + sweep.requested, 0)).toBe(3);
    } finally {
      await second?.close();
    }
    for (const id of ids) {
      expect(await jobsOf(id)).toHaveLength(1);
      expect((await plannedRow(id)).next_due).toMatch(/^2027-07-0[123]$/);
    }
  });

  it("moves on, logged, an item it cannot request (the postcode is no longer covered)", async () => {
    const id = await plan("2026-07-06");
    await handle.db
      .updateTable("organisation_properties")
      .set({ postcode: "CV10 0AA" })
      .where("id", "=", acme.propertyId)
      .execute();
    try {
      expect(await sweepPlannedMaintenance(handle.db, { now: NOW, siteOrigin: SITE })).toEqual({
        requested: 0,
        skipped: 1,
      });
    } finally {
      await handle.db
        .updateTable("organisation_properties")
        .set({ postcode: "CV1 5DZ" })
        .where("id", "=", acme.propertyId)
        .execute();
    }
    expect(await plannedRow(id)).toEqual({ next_due: "2027-07-06", last_job_id: null });
    const logged = await handle.db
      .selectFrom("change_log")
      .select("after")
      .where("entity_id", "=", id)
      .where("action", "=", "planned-maintenance-skipped")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(logged.after)).toContain("outside the area");
  });
});
