import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { loadBoard } from "../../app/.server/dispatch/board.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { alertOfficeOfUrgentJob } from "../../app/.server/jobs/urgent-job-alert.server";
import { getBusiness } from "../../app/.server/business/business.server";
import { acknowledgeRepairReport } from "../../app/.server/orgs/report-acknowledgement.server";
import { reportRepair } from "../../app/.server/orgs/report-repair.server";
import type { ReportRepairInput } from "../../app/lib/schemas/organisations-write";
import { createTestDatabase } from "./support/database";
import { SITE, bookingInput } from "./support/jobs";
import { addOrganisation, addUser, scopeOf, type OrgFixture } from "./support/organisations";

// Issue 28 §3: a new urgent or emergency job reaches the office by e-mail once, and the
// organisation gets an acknowledgement of every repair it reports, once.
let handle: DatabaseHandle;
let acme: OrgFixture;
const NOW = new Date("2026-07-20T08:30:00Z"); // 09:30 in London, a Monday

function report(overrides: Partial<ReportRepairInput> = {}): ReportRepairInput {
  return {
    propertyId: acme.propertyId,
    service: "plumbing-repairs",
    description: "Water is coming through the kitchen ceiling.",
    priority: "emergency",
    tenantAvailability: undefined,
    tellTenant: false,
    contactPhone: undefined,
    ...overrides,
  };
}

const reportOptions = { photos: [], refusedFiles: [], siteOrigin: SITE, now: NOW };

async function mailsOf(reference: string) {
  return handle.db
    .selectFrom("email_outbox")
    .innerJoin("jobs", "jobs.id", "email_outbox.job_id")
    .select(["email_outbox.kind", "email_outbox.to_address", "email_outbox.subject", "text_body"])
    .where("jobs.reference", "=", reference)
    .orderBy("email_outbox.kind")
    .execute();
}

async function jobOf(reference: string) {
  return handle.db
    .selectFrom("jobs")
    .select(["id", "reference", "address", "postcode"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

describe("an organisation's report", () => {
  it("e-mails the office an emergency once and acknowledges it to the member once, with the reference and tracking link", async () => {
    const business = await getBusiness(handle.db);
    const result = await reportRepair(handle.db, acme.member, report(), reportOptions);
    if (!result.ok) throw new Error(result.reason);
    const mails = await mailsOf(result.reference);
    const office = mails.filter((mail) => mail.kind === "office.urgent-job");
    expect(office).toHaveLength(1);
    expect(office[0]).toMatchObject({
      to_address: business.email,
      subject: expect.stringMatching(/^Emergency job: Plumbing repairs in CV\S+ \S+ \(CV-/),
    });
    expect(office[0]?.text_body).toContain("reported by acme Lettings");
    expect(office[0]?.text_body).toContain(`${SITE}/admin/jobs/${result.reference}`);
    const acknowledged = mails.filter((mail) => mail.kind === "org.report-acknowledged");
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0]?.to_address).toBe(acme.member.email);
    expect(acknowledged[0]?.subject).toContain(result.reference);
    expect(acknowledged[0]?.text_body).toMatch(new RegExp(`${SITE}/track/[A-Za-z0-9_-]{43}`));
    expect(acknowledged[0]?.text_body).toContain("Priority: Emergency");

    // Whatever repeats (a retried transaction, a second call for the same job): nothing more.
    const job = await jobOf(result.reference);
    const again = await handle.db.transaction().execute(async (trx) => [
      await alertOfficeOfUrgentJob(trx, {
        job: { ...job, serviceName: "Plumbing repairs", windowStart: null, windowEnd: null },
        urgency: "emergency",
        raisedBy: "reported by acme Lettings",
        business,
        siteOrigin: SITE,
      }),
      await acknowledgeRepairReport(trx, {
        job: { ...job, serviceName: "Plumbing repairs" },
        to: acme.member.email,
        reporterName: "Member",
        organisationName: "acme Lettings",
        priorityLabel: "Emergency",
        windowLabel: null,
        trackingUrl: `${SITE}/track/x`,
        business,
        siteOrigin: SITE,
      }),
    ]);
    expect(again).toEqual([false, false]);
    expect(await mailsOf(result.reference)).toHaveLength(mails.length);
  });

  it("acknowledges a routine report without troubling the office, and an urgent one alerts it", async () => {
    const routine = await reportRepair(
      handle.db,
      acme.member,
      report({ priority: "routine" }),
      reportOptions,
    );
    if (!routine.ok) throw new Error(routine.reason);
    expect((await mailsOf(routine.reference)).map((mail) => mail.kind)).toEqual([
      "org.report-acknowledged",
    ]);
    const urgent = await reportRepair(
      handle.db,
      acme.member,
      report({ priority: "urgent" }),
      reportOptions,
    );
    if (!urgent.ok) throw new Error(urgent.reason);
    const kinds = (await mailsOf(urgent.reference)).map((mail) => mail.kind);
    expect(kinds).toEqual(["office.urgent-job", "org.report-acknowledged"]);
    const subject = (await mailsOf(urgent.reference))[0]?.subject;
    expect(subject).toMatch(/^Urgent job: /);
  });

  it("sends neither when the office raises the job itself", async () => {
    const admin = await addUser(handle.db, "desk@example.com", "Desk Person", ["admin"]);
    const office = await scopeOf(handle.db, admin, "acme");
    const result = await reportRepair(handle.db, office, report(), reportOptions);
    if (!result.ok) throw new Error(result.reason);
    const kinds = (await mailsOf(result.reference)).map((mail) => mail.kind);
    expect(kinds).not.toContain("office.urgent-job");
    expect(kinds).not.toContain("org.report-acknowledged");
  });
});

describe("a booking on the site", () => {
  it("e-mails the office an emergency once, and not an ordinary booking", async () => {
    const emergency = await createBooking(
      handle.db,
      bookingInput({
        emergency: true,
        email: "flood@example.com",
        date: "2026-07-20",
        windowStart: "2026-07-20T09:00:00.000Z",
      }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    if (!emergency.ok) throw new Error(emergency.reason);
    const office = (await mailsOf(emergency.reference)).filter(
      (mail) => mail.kind === "office.urgent-job",
    );
    expect(office).toHaveLength(1);
    expect(office[0]?.text_body).toContain("booked on the site");
    expect(office[0]?.text_body).toContain("Arrival window: ");

    const ordinary = await createBooking(
      handle.db,
      bookingInput({
        email: "drip@example.com",
        date: "2026-07-22",
        windowStart: "2026-07-22T09:00:00.000Z",
      }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    if (!ordinary.ok) throw new Error(ordinary.reason);
    expect((await mailsOf(ordinary.reference)).map((mail) => mail.kind)).not.toContain(
      "office.urgent-job",
    );
  });
});

describe("the board's badge", () => {
  it("counts the urgent and emergency jobs without an engineer, on any day", async () => {
    const waiting = await handle.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("engineer_id", "is", null)
      .where("status", "in", ["requested", "confirmed"])
      .where((eb) =>
        eb.or([eb("emergency", "=", true), eb("priority", "in", ["urgent", "emergency"])]),
      )
      .executeTakeFirstOrThrow();
    const board = await loadBoard(handle.db, { day: "2026-07-25", now: NOW });
    // The emergency reports, the urgent one, the emergency booking (and none of the routine).
    expect(board.urgentWaiting).toBe(Number(waiting.count));
    expect(board.urgentWaiting).toBeGreaterThanOrEqual(4);
  });
});
