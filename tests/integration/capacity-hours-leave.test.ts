// The inputs of the capacity model (decision 16): engineers' working hours and approved
// leave, counted the same way by the booking form, the customer's reschedule and the office;
// and what happens to a job whose engineer cannot take the window it moves to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { decideLeave, requestLeave, withdrawLeave } from "../../app/.server/dispatch/leave.server";
import { listWindows } from "../../app/.server/jobs/availability.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import {
  bookedCounts,
  windowCapacities,
  windowCapacity,
} from "../../app/.server/jobs/capacity.server";
import { rescheduleCustomerJob } from "../../app/.server/jobs/customer-changes.server";
import { engineerAvailability } from "../../app/.server/jobs/engineer-availability.server";
import { DEFAULT_BOOKING_RULES, windowsForDate } from "../../app/lib/booking-rules";
import { bookJob, capacityViolations, londonHour, placesIn, windowAt } from "./support/capacity";
import { SITE, addEngineer, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

const NOW = new Date("2026-07-10T09:00:00Z");
const OFFICE_OPTIONS = { now: NOW, siteOrigin: SITE };
const PORTAL_OPTIONS = {
  actor: "customer-link" as const,
  now: NOW,
  siteOrigin: SITE,
  bookingsUrl: `${SITE}/portal/the-link`,
};

async function addOffice(handle: DatabaseHandle) {
  const id = await addEngineer(handle.db, "office@example.com");
  await handle.db.deleteFrom("user_roles").where("user_id", "=", id).execute();
  return { id, role: "admin" as const };
}

/** The capacity of each of the day's eight windows, in order. */
async function dayCapacities(handle: DatabaseHandle, day: string): Promise<number[]> {
  const windows = windowsForDate(day, DEFAULT_BOOKING_RULES);
  const capacities = await windowCapacities(handle.db, windows);
  return windows.map((window) => capacities.get(window.start.getTime()) ?? -1);
}

async function approvedLeave(
  handle: DatabaseHandle,
  office: { id: string; role: "admin" },
  engineerId: string,
  firstDay: string,
  lastDay = firstDay,
) {
  const asked = await requestLeave(
    handle.db,
    engineerId,
    { firstDay, lastDay, reason: "Holiday" },
    { now: NOW },
  );
  if (!asked.ok) throw new Error(asked.message);
  const decided = await decideLeave(
    handle.db,
    office,
    { leaveId: asked.leaveId, decision: "approve" },
    { now: NOW },
  );
  if (!decided.ok) throw new Error(`approving failed: ${decided.reason}`);
  return decided;
}

async function assign(
  handle: DatabaseHandle,
  office: { id: string; role: "admin" },
  jobId: string,
  engineerId: string,
) {
  const result = await dispatchJob(
    handle.db,
    office,
    { jobId, engineerId, windowStart: null },
    OFFICE_OPTIONS,
  );
  if (!result.ok) throw new Error(`assigning failed: ${JSON.stringify(result)}`);
}

async function jobRow(handle: DatabaseHandle, id: string) {
  return handle.db
    .selectFrom("jobs")
    .select(["status", "engineer_id", "window_start", "window_end"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("the capacity of a window", () => {
  let handle: DatabaseHandle;
  let office: { id: string; role: "admin" };
  let ann: string;
  let ben: string;
  let cat: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    office = await addOffice(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is 1 while the business has no engineers, and the booking form fills it", async () => {
    expect(await windowCapacity(handle.db, windowAt("2026-07-20", 8))).toBe(1);
    expect(await dayCapacities(handle, "2026-07-20")).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    await bookJob(handle.db, { day: "2026-07-20", hour: 8, email: "solo@example.com" }, NOW);
    const second = await createBooking(
      handle.db,
      bookingInput({ date: "2026-07-20", windowStart: londonHour("2026-07-20", 8) }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(second).toMatchObject({ ok: false, reason: "window-full" });
  });

  it("counts the engineers whose hours cover the window: a row with no times is a day off", async () => {
    ann = await addEngineer(handle.db, "ann@example.com");
    ben = await addEngineer(handle.db, "ben@example.com");
    cat = await addEngineer(handle.db, "cat@example.com");
    expect(await dayCapacities(handle, "2026-07-22")).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    await handle.db
      .insertInto("engineer_working_hours")
      .values([
        // Wednesdays off.
        { engineer_id: ann, iso_weekday: 3, starts_at: null, ends_at: null },
        // Thursdays 09:00 to 15:00: only the windows 10–12 and 12–14 fit.
        { engineer_id: ben, iso_weekday: 4, starts_at: "09:00", ends_at: "15:00" },
        // The default day, written out: no change.
        { engineer_id: cat, iso_weekday: 4, starts_at: "06:00", ends_at: "22:00" },
      ])
      .execute();
    try {
      expect(await dayCapacities(handle, "2026-07-22")).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
      expect(await dayCapacities(handle, "2026-07-29")).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
      expect(await dayCapacities(handle, "2026-07-23")).toEqual([2, 2, 3, 3, 2, 2, 2, 2]);
      expect(await dayCapacities(handle, "2026-07-24")).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
      const thursday = await listWindows(handle.db, "2026-07-23", { now: NOW });
      expect(thursday.map((window) => window.free)).toEqual([2, 2, 3, 3, 2, 2, 2, 2]);
      expect(await engineerAvailability(handle.db, ben, windowAt("2026-07-23", 8))).toBe(
        "not-working",
      );
      expect(await engineerAvailability(handle.db, ben, windowAt("2026-07-23", 10))).toBe("free");

      // The booking form counts the same: the third booking of a Wednesday window is refused.
      for (const email of ["wed1@example.com", "wed2@example.com"]) {
        await bookJob(handle.db, { day: "2026-07-22", hour: 14, email }, NOW);
      }
      const third = await createBooking(
        handle.db,
        bookingInput({ date: "2026-07-22", windowStart: londonHour("2026-07-22", 14) }),
        { source: "web", now: NOW, siteOrigin: SITE },
      );
      expect(third).toMatchObject({ ok: false, reason: "window-full" });
      expect(await placesIn(handle.db, windowAt("2026-07-22", 14).start)).toBe(2);
    } finally {
      await handle.db.deleteFrom("engineer_working_hours").execute();
    }
    expect(await dayCapacities(handle, "2026-07-23")).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it("is reduced by approved leave only, on each of its days", async () => {
    const day = "2026-07-27";
    const asked = await requestLeave(
      handle.db,
      ann,
      { firstDay: day, lastDay: day, reason: "Dentist" },
      { now: NOW },
    );
    if (!asked.ok) throw new Error(asked.message);
    expect(await dayCapacities(handle, day)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    await decideLeave(
      handle.db,
      office,
      { leaveId: asked.leaveId, decision: "decline" },
      { now: NOW },
    );
    expect(await dayCapacities(handle, day)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    const withdrawn = await requestLeave(
      handle.db,
      ben,
      { firstDay: day, lastDay: day, reason: "Maybe" },
      { now: NOW },
    );
    if (!withdrawn.ok) throw new Error(withdrawn.message);
    await withdrawLeave(handle.db, ben, withdrawn.leaveId);
    expect(await dayCapacities(handle, day)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);

    await approvedLeave(handle, office, cat, day, "2026-07-28");
    expect(await dayCapacities(handle, day)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(await dayCapacities(handle, "2026-07-28")).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(await dayCapacities(handle, "2026-07-29")).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(await engineerAvailability(handle.db, cat, windowAt(day, 8))).toBe("on-leave");
  });

  it("is 0 when every engineer is on leave: every path is refused as full", async () => {
    const day = "2026-07-30";
    for (const engineer of [ann, ben, cat]) await approvedLeave(handle, office, engineer, day);
    expect(await dayCapacities(handle, day)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const windows = await listWindows(handle.db, day, { now: NOW });
    expect(windows.map((window) => window.free)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);

    const booking = await createBooking(
      handle.db,
      bookingInput({ date: day, windowStart: londonHour(day, 10) }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(booking).toMatchObject({ ok: false, reason: "window-full" });
    if (!booking.ok && booking.reason === "window-full") {
      expect(booking.alternatives.length).toBeGreaterThan(0);
      for (const alternative of booking.alternatives) expect(alternative.start).not.toContain(day);
    }

    const job = await bookJob(
      handle.db,
      { day: "2026-07-31", hour: 10, email: "mover@example.com" },
      NOW,
    );
    expect(
      await rescheduleCustomerJob(
        handle.db,
        job.scope,
        { jobId: job.id, date: day, windowStart: londonHour(day, 10) },
        PORTAL_OPTIONS,
      ),
    ).toMatchObject({ ok: false, reason: "window-full" });
    expect(
      await dispatchJob(
        handle.db,
        office,
        { jobId: job.id, engineerId: null, windowStart: londonHour(day, 10) },
        OFFICE_OPTIONS,
      ),
    ).toMatchObject({
      ok: false,
      field: "windowStart",
      message: "Nobody works in that window (hours or leave). Choose another window.",
    });
    expect((await jobRow(handle, job.id)).window_start?.toISOString()).toBe(
      londonHour("2026-07-31", 10),
    );
    expect(await placesIn(handle.db, windowAt(day, 10).start)).toBe(0);
  });

  it("reports the jobs of approved leave as clashes and drops none of them", async () => {
    const day = "2026-08-03";
    const window = windowAt(day, 8);
    const jobs = [];
    for (const email of ["c1@example.com", "c2@example.com", "c3@example.com"]) {
      jobs.push(await bookJob(handle.db, { day, hour: 8, email }, NOW));
    }
    const [first, second, third] = jobs as [(typeof jobs)[0], (typeof jobs)[0], (typeof jobs)[0]];
    await assign(handle, office, first.id, ann);
    await assign(handle, office, second.id, ben);

    const decided = await approvedLeave(handle, office, ann, day);
    expect(decided.clashes).toEqual([
      { jobId: first.id, reference: first.reference, windowStart: window.start },
    ]);
    // The job keeps its row, its engineer, its window and its place.
    expect(await jobRow(handle, first.id)).toEqual({
      status: "scheduled",
      engineer_id: ann,
      window_start: window.start,
      window_end: window.end,
    });
    expect(await placesIn(handle.db, window.start)).toBe(3);
    // The window now holds more than its capacity: what the board shows as a clash.
    expect(await windowCapacity(handle.db, window)).toBe(2);
    expect(
      (await bookedCounts(handle.db, window.start, window.end)).get(window.start.getTime()),
    ).toBe(3);
    expect(await capacityViolations(handle.db)).toEqual([
      `window ${window.start.toISOString()}: 3 of 2`,
    ]);
    expect(
      await createBooking(
        handle.db,
        bookingInput({ date: day, windowStart: window.start.toISOString() }),
        { source: "web", now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: false, reason: "window-full" });

    // The office settles it: another engineer for the clash, and one job to a later window.
    await assign(handle, office, first.id, cat);
    expect(
      await dispatchJob(
        handle.db,
        office,
        { jobId: third.id, engineerId: null, windowStart: londonHour(day, 10) },
        OFFICE_OPTIONS,
      ),
    ).toMatchObject({ ok: true });
    expect(await capacityViolations(handle.db)).toEqual([]);
  });
});

describe("a customer's reschedule to a window the engineer cannot take", () => {
  let handle: DatabaseHandle;
  let office: { id: string; role: "admin" };
  let ann: string;
  let ben: string;
  const day = "2026-07-21";

  beforeAll(async () => {
    handle = await createTestDatabase();
    office = await addOffice(handle);
    ann = await addEngineer(handle.db, "ann@example.com");
    ben = await addEngineer(handle.db, "ben@example.com");
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function unassignedQueue() {
    const rows = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("status", "in", ["requested", "confirmed"])
      .where("engineer_id", "is", null)
      .execute();
    return rows.map((row) => row.id);
  }

  async function reschedule(
    job: { id: string; scope: Parameters<typeof rescheduleCustomerJob>[1] },
    to: string,
    hour: number,
  ) {
    return rescheduleCustomerJob(
      handle.db,
      job.scope,
      { jobId: job.id, date: to, windowStart: londonHour(to, hour) },
      PORTAL_OPTIONS,
    );
  }

  it("takes a busy engineer off the job, which goes back to the unassigned queue", async () => {
    const moving = await bookJob(handle.db, { day, hour: 8, email: "busy1@example.com" }, NOW);
    const staying = await bookJob(handle.db, { day, hour: 12, email: "busy2@example.com" }, NOW);
    await assign(handle, office, moving.id, ann);
    await assign(handle, office, staying.id, ann);

    expect(await reschedule(moving, day, 12)).toMatchObject({ ok: true });
    expect(await jobRow(handle, moving.id)).toMatchObject({
      status: "confirmed",
      engineer_id: null,
      window_start: windowAt(day, 12).start,
    });
    expect(await jobRow(handle, staying.id)).toMatchObject({
      status: "scheduled",
      engineer_id: ann,
    });
    expect(await unassignedQueue()).toContain(moving.id);
    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "internal", "from_status", "to_status", "actor_role"])
      .where("job_id", "=", moving.id)
      .orderBy("id")
      .execute();
    expect(events.slice(-3)).toEqual([
      {
        kind: "rescheduled",
        internal: false,
        from_status: null,
        to_status: null,
        actor_role: "customer-link",
      },
      {
        kind: "unassigned",
        internal: true,
        from_status: null,
        to_status: null,
        actor_role: "system",
      },
      {
        kind: "status",
        internal: false,
        from_status: "scheduled",
        to_status: "confirmed",
        actor_role: "system",
      },
    ]);
    expect(await capacityViolations(handle.db)).toEqual([]);
  });

  it("takes an engineer on leave, or not working then, off the job", async () => {
    const onLeave = await bookJob(handle.db, { day, hour: 14, email: "leave@example.com" }, NOW);
    await assign(handle, office, onLeave.id, ben);
    await approvedLeave(handle, office, ben, "2026-07-22");
    expect(await reschedule(onLeave, "2026-07-22", 10)).toMatchObject({ ok: true });
    expect(await jobRow(handle, onLeave.id)).toMatchObject({
      status: "confirmed",
      engineer_id: null,
    });

    const offDuty = await bookJob(handle.db, { day, hour: 16, email: "hours@example.com" }, NOW);
    await assign(handle, office, offDuty.id, ben);
    // Thursdays until noon.
    await handle.db
      .insertInto("engineer_working_hours")
      .values({ engineer_id: ben, iso_weekday: 4, starts_at: "06:00", ends_at: "12:00" })
      .execute();
    expect(await reschedule(offDuty, "2026-07-23", 14)).toMatchObject({ ok: true });
    expect(await jobRow(handle, offDuty.id)).toMatchObject({
      status: "confirmed",
      engineer_id: null,
    });
    expect(await unassignedQueue()).toEqual(expect.arrayContaining([onLeave.id, offDuty.id]));
  });

  it("keeps an engineer who is free in the new window", async () => {
    const job = await bookJob(handle.db, { day, hour: 8, email: "free@example.com" }, NOW);
    await assign(handle, office, job.id, ann);
    expect(await reschedule(job, day, 18)).toMatchObject({ ok: true });
    expect(await jobRow(handle, job.id)).toMatchObject({
      status: "scheduled",
      engineer_id: ann,
      window_start: windowAt(day, 18).start,
    });
    expect(await unassignedQueue()).not.toContain(job.id);
    // The office may not move it with that engineer into a window where she is busy.
    const evening = await bookJob(handle.db, { day, hour: 20, email: "late@example.com" }, NOW);
    await assign(handle, office, evening.id, ann);
    expect(
      await dispatchJob(
        handle.db,
        office,
        { jobId: job.id, engineerId: ann, windowStart: londonHour(day, 20) },
        OFFICE_OPTIONS,
      ),
    ).toMatchObject({
      ok: false,
      field: "engineerId",
      message: "That engineer already has a job in this window.",
    });
    expect(await jobRow(handle, job.id)).toMatchObject({
      status: "scheduled",
      engineer_id: ann,
      window_start: windowAt(day, 18).start,
    });
    expect(await capacityViolations(handle.db)).toEqual([]);
  });
});
