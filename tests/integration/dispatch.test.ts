import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { cancelJobByOffice, dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { decideLeave, requestLeave } from "../../app/.server/dispatch/leave.server";
import {
  listEngineerWeeks,
  saveWorkingWeek,
} from "../../app/.server/dispatch/working-hours.server";
import { listWindows } from "../../app/.server/jobs/availability.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { SITE, addEngineer, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;
let admin: { id: string; role: "admin" };
let dan: string;
let eve: string;

const NOW = new Date("2026-07-10T09:00:00Z");
const at = (day: string, hour: number) =>
  new Date(`${day}T${String(hour - 1).padStart(2, "0")}:00:00.000Z`).toISOString();

beforeAll(async () => {
  handle = await createTestDatabase();
  dan = await addEngineer(handle.db, "dan@example.com");
  eve = await addEngineer(handle.db, "eve@example.com");
  admin = { id: await addEngineer(handle.db, "office@example.com"), role: "admin" };
  // The office account is an engineer too in this set-up only to get an auth user; take the role back.
  await handle.db.deleteFrom("user_roles").where("user_id", "=", admin.id).execute();
});
afterAll(async () => {
  await handle?.close();
});

async function book(day: string, hour: number, email: string) {
  const result = await createBooking(
    handle.db,
    bookingInput({ date: day, windowStart: at(day, hour), email }),
    { source: "web", now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "status", "engineer_id"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  return job.id;
}

async function jobRow(id: string) {
  return handle.db
    .selectFrom("jobs")
    .select(["status", "engineer_id", "window_start"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("dispatchJob", () => {
  it("assigns, refuses a second job for the same engineer in the window, and unassigns", async () => {
    const first = await book("2026-07-14", 8, "a@example.com");
    const second = await book("2026-07-14", 8, "b@example.com");
    expect(
      await dispatchJob(
        handle.db,
        admin,
        { jobId: first, engineerId: dan, windowStart: null },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    expect(await jobRow(first)).toMatchObject({ status: "scheduled", engineer_id: dan });
    expect(
      await dispatchJob(
        handle.db,
        admin,
        { jobId: second, engineerId: dan, windowStart: null },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({
      ok: false,
      field: "engineerId",
      message: "That engineer already has a job in this window.",
    });
    expect(await jobRow(second)).toMatchObject({ status: "confirmed", engineer_id: null });
    expect(
      await dispatchJob(
        handle.db,
        admin,
        { jobId: first, engineerId: null, windowStart: null },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    expect(await jobRow(first)).toMatchObject({ status: "confirmed", engineer_id: null });
    const log = await handle.db
      .selectFrom("change_log")
      .select("action")
      .where("entity_id", "=", first)
      .execute();
    expect(log).toHaveLength(2);
  });

  it("moves a job to a full window only when there is room, and rolls everything back otherwise", async () => {
    await book("2026-07-15", 10, "c@example.com");
    await book("2026-07-15", 10, "d@example.com");
    const mover = await book("2026-07-15", 12, "e@example.com");
    await dispatchJob(
      handle.db,
      admin,
      { jobId: mover, engineerId: eve, windowStart: null },
      { now: NOW, siteOrigin: SITE },
    );
    const refused = await dispatchJob(
      handle.db,
      admin,
      { jobId: mover, engineerId: eve, windowStart: at("2026-07-15", 10) },
      { now: NOW, siteOrigin: SITE },
    );
    expect(refused).toMatchObject({ ok: false, field: "windowStart" });
    expect((await jobRow(mover)).window_start?.toISOString()).toBe(at("2026-07-15", 12));
    const moved = await dispatchJob(
      handle.db,
      admin,
      {
        jobId: mover,
        engineerId: eve,
        windowStart: at("2026-07-15", 14),
        reason: "Parts arrive later",
      },
      { now: NOW, siteOrigin: SITE },
    );
    expect(moved).toMatchObject({ ok: true });
    expect(await jobRow(mover)).toMatchObject({ status: "scheduled", engineer_id: eve });
    const emails = await handle.db
      .selectFrom("email_outbox")
      .select(["kind", "text_body"])
      .where("kind", "=", "job.moved-by-office")
      .execute();
    expect(emails.at(-1)?.text_body).toContain("Parts arrive later");
  });

  it("approved leave reduces the window's capacity and reports the engineer's jobs as clashes", async () => {
    const day = "2026-07-20";
    const job = await book(day, 8, "f@example.com");
    await dispatchJob(
      handle.db,
      admin,
      { jobId: job, engineerId: dan, windowStart: null },
      { now: NOW, siteOrigin: SITE },
    );
    expect((await listWindows(handle.db, day, { now: NOW }))[1]?.free).toBe(1);
    const asked = await requestLeave(
      handle.db,
      dan,
      { firstDay: day, lastDay: day, reason: "Wedding" },
      { now: NOW },
    );
    if (!asked.ok) throw new Error(asked.message);
    const decided = await decideLeave(
      handle.db,
      admin,
      { leaveId: asked.leaveId, decision: "approve" },
      { now: NOW },
    );
    expect(decided).toMatchObject({ ok: true, status: "approved", clashes: [{ jobId: job }] });
    expect((await listWindows(handle.db, day, { now: NOW }))[2]?.free).toBe(1);
    expect((await listWindows(handle.db, day, { now: NOW }))[1]?.free).toBe(0);
    const other = await book(day, 10, "g@example.com");
    expect(
      await dispatchJob(
        handle.db,
        admin,
        { jobId: other, engineerId: dan, windowStart: null },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: false, message: "That engineer is on leave that day." });
  });

  it("cancels with a reason the customer is told", async () => {
    const job = await book("2026-07-16", 8, "h@example.com");
    expect(
      await cancelJobByOffice(
        handle.db,
        admin,
        { jobId: job, reason: "Van broke down" },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    expect((await jobRow(job)).status).toBe("cancelled");
    expect(
      await cancelJobByOffice(
        handle.db,
        admin,
        { jobId: job, reason: "Again" },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: false, message: "This job was cancelled." });
  });

  it("an engineer's hours decide which windows they count in, and jobs outside them clash", async () => {
    const day = "2026-07-21"; // a Tuesday
    const early = await book(day, 8, "hours@example.com");
    await dispatchJob(
      handle.db,
      admin,
      { jobId: early, engineerId: eve, windowStart: null },
      { now: NOW, siteOrigin: SITE },
    );
    const week = (await listEngineerWeeks(handle.db)).find(
      (engineer) => engineer.engineerId === eve,
    );
    expect(week?.days[1]).toEqual({ iso: 2, works: true, start: "06:00", end: "22:00" });
    const days = (week?.days ?? []).map((entry) =>
      entry.iso === 2 ? { ...entry, start: "12:00", end: "18:00" } : entry,
    );
    const saved = await saveWorkingWeek(handle.db, admin, { engineerId: eve, days }, { now: NOW });
    expect(saved).toMatchObject({ ok: true, clashes: [{ reference: expect.any(String) }] });
    const windows = await listWindows(handle.db, day, { now: NOW });
    // 06:00 and 10:00: only Dan; 12:00 to 18:00: both; 18:00 onwards: only Dan.
    expect(windows.map((window) => window.free)).toEqual([1, 0, 1, 2, 2, 2, 1, 1]);
    expect((await jobRow(early)).engineer_id).toBe(eve);
  });

  it("refuses a window more than a year ahead instead of failing", async () => {
    const job = await book("2026-07-17", 8, "far@example.com");
    expect(
      await dispatchJob(
        handle.db,
        admin,
        { jobId: job, engineerId: null, windowStart: "9999-12-31T07:00:00.000Z" },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: false, field: "windowStart" });
  });
});
