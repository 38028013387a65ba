import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { sendDueReminders, startReminderSweep } from "../../app/.server/jobs/reminders.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import {
  DEFAULT_BOOKING_RULES,
  addCalendarDays,
  londonDate,
  windowsForDate,
} from "../../app/lib/booking-rules";
import { SITE, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom("email_outbox").execute();
});

const BOOKED_AT = new Date("2026-07-10T09:00:00Z");

async function book(email: string, date: string, windowStart: string, now = BOOKED_AT) {
  const result = await createBooking(handle.db, bookingInput({ email, date, windowStart }), {
    source: "web",
    now,
    siteOrigin: SITE,
  });
  if (!result.ok) throw new Error(result.reason);
  const job = await handle.db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  return { ...result, jobId: job.id };
}

async function reminders() {
  return handle.db
    .selectFrom("email_outbox")
    .select(["to_address", "subject", "text_body"])
    .where("kind", "=", "job.reminder")
    .orderBy("id")
    .execute();
}

describe("sendDueReminders", () => {
  it("reminds once, 24 hours ahead, across repeated sweeps and a restart", async () => {
    const job = await book("remind@example.com", "2026-07-14", "2026-07-14T07:00:00.000Z");

    expect(await sendDueReminders(handle.db, { now: BOOKED_AT, siteOrigin: SITE })).toEqual({
      sent: 0,
    });
    // 24 h 1 min before the window: not yet.
    const early = new Date("2026-07-13T06:59:00Z");
    expect((await sendDueReminders(handle.db, { now: early, siteOrigin: SITE })).sent).toBe(0);

    const due = new Date("2026-07-13T07:00:00Z");
    expect((await sendDueReminders(handle.db, { now: due, siteOrigin: SITE })).sent).toBe(1);
    expect((await sendDueReminders(handle.db, { now: due, siteOrigin: SITE })).sent).toBe(0);
    // A restarted process sweeps the same database later: still nothing more.
    const later = new Date("2026-07-13T12:00:00Z");
    expect((await sendDueReminders(handle.db, { now: later, siteOrigin: SITE })).sent).toBe(0);

    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to_address).toBe("remind@example.com");
    expect(sent[0]?.subject).toBe(
      `Reminder: Plumbing repairs, Tuesday 14 July, 08:00–10:00 (${job.reference})`,
    );
    expect(sent[0]?.text_body).toContain("Arrival window: Tuesday 14 July, 08:00–10:00 (UK time)");
    expect(sent[0]?.text_body).toContain("024 7699 0123");
    const row = await handle.db
      .selectFrom("jobs")
      .select("reminder_sent_at")
      .where("id", "=", job.jobId)
      .executeTakeFirstOrThrow();
    expect(row.reminder_sent_at?.toISOString()).toBe(due.toISOString());
  });

  it("reminds each job once when several sweeps run at the same moment", async () => {
    await book("parallel-a@example.com", "2026-07-15", "2026-07-15T07:00:00.000Z");
    await book("parallel-b@example.com", "2026-07-15", "2026-07-15T09:00:00.000Z");
    const now = new Date("2026-07-14T10:00:00Z");
    const sweeps = await Promise.all(
      Array.from({ length: 4 }, () => sendDueReminders(handle.db, { now, siteOrigin: SITE })),
    );
    expect(sweeps.reduce((total, sweep) => total + sweep.sent, 0)).toBe(2);
    expect((await reminders()).map((email) => email.to_address).sort()).toEqual([
      "parallel-a@example.com",
      "parallel-b@example.com",
    ]);
  });

  it("reminds scheduled jobs but not cancelled ones", async () => {
    const scheduled = await book("scheduled@example.com", "2026-07-16", "2026-07-16T07:00:00.000Z");
    const cancelled = await book("cancelled@example.com", "2026-07-16", "2026-07-16T09:00:00.000Z");
    await handle.db.transaction().execute(async (trx) => {
      await transitionJob(trx, scheduled.jobId, "scheduled", { role: "admin" });
      await transitionJob(trx, cancelled.jobId, "cancelled", { role: "customer-link" });
    });
    const now = new Date("2026-07-15T12:00:00Z");
    expect((await sendDueReminders(handle.db, { now, siteOrigin: SITE })).sent).toBe(1);
    expect((await reminders()).map((email) => email.to_address)).toEqual(["scheduled@example.com"]);
  });

  it("sends no reminder for a job booked less than 24 hours ahead", async () => {
    await book(
      "short-notice@example.com",
      "2026-07-17",
      "2026-07-17T07:00:00.000Z",
      new Date("2026-07-16T12:00:00Z"),
    );
    const now = new Date("2026-07-16T12:01:00Z");
    expect((await sendDueReminders(handle.db, { now, siteOrigin: SITE })).sent).toBe(0);
  });

  it("sends nothing for a window that has already started", async () => {
    await book("missed@example.com", "2026-07-18", "2026-07-18T07:00:00.000Z");
    const now = new Date("2026-07-18T07:00:00Z");
    expect((await sendDueReminders(handle.db, { now, siteOrigin: SITE })).sent).toBe(0);
  });
});

describe("startReminderSweep", () => {
  it("sweeps inside the process until stopped", async () => {
    // A job booked two days ago whose window starts within the next day, on the real clock.
    const realNow = Date.now();
    const today = londonDate(new Date(realNow));
    const [date, window] =
      [today, addCalendarDays(today, 1)]
        .flatMap((day) => windowsForDate(day, DEFAULT_BOOKING_RULES).map((w) => [day, w] as const))
        .find(
          ([, candidate]) =>
            candidate.start.getTime() > realNow + 10 * 60_000 &&
            candidate.start.getTime() < realNow + 23 * 3_600_000,
        ) ?? [];
    if (!date || !window) throw new Error("No window within the next day");
    await book(
      "swept@example.com",
      date,
      window.start.toISOString(),
      new Date(realNow - 2 * 86_400_000),
    );

    const logged: string[] = [];
    const stop = startReminderSweep(handle.db, {
      intervalMs: 20,
      siteOrigin: SITE,
      log: (message) => logged.push(message),
    });
    try {
      await expect.poll(async () => (await reminders()).length, { timeout: 5_000 }).toBe(1);
    } finally {
      stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await reminders()).map((email) => email.to_address)).toEqual(["swept@example.com"]);
    expect(logged).toContain("Queued 1 booking reminder");
  });
});
