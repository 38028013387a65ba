import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { listWindows, nearestFreeWindows } from "../../app/.server/jobs/availability.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { isWindowFullError, windowCapacity } from "../../app/.server/jobs/capacity.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { SITE, addEngineer, bookingInput } from "./support/jobs";
import { createTestDatabase } from "./support/database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-07-10T09:00:00Z");
const WINDOW = { date: "2026-07-14", windowStart: "2026-07-14T07:00:00.000Z" };
const WINDOW_SPAN = {
  start: new Date("2026-07-14T07:00:00.000Z"),
  end: new Date("2026-07-14T09:00:00.000Z"),
};

async function placesIn(windowStart: string) {
  const row = await handle.db
    .selectFrom("window_bookings")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("window_start", "=", new Date(windowStart))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("window capacity", () => {
  it("is 1 while there are no engineers, so the business can still take bookings", async () => {
    expect(await windowCapacity(handle.db, WINDOW_SPAN)).toBe(1);
    const windows = await listWindows(handle.db, "2026-07-20", { now: NOW });
    expect(windows.map((window) => window.free)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("is the number of engineers", async () => {
    await addEngineer(handle.db, "engineer-one@example.com");
    await addEngineer(handle.db, "engineer-two@example.com");
    expect(await windowCapacity(handle.db, WINDOW_SPAN)).toBe(2);
  });

  it("gives 50 concurrent bookings of one window of capacity 2 exactly 2 places", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        createBooking(
          handle.db,
          bookingInput({ ...WINDOW, email: `racer${n}@example.com`, name: `Racer ${n}` }),
          { source: "web", now: NOW, siteOrigin: SITE },
        ),
      ),
    );
    const booked = results.filter((result) => result.ok);
    const full = results.filter((result) => !result.ok && result.reason === "window-full");
    expect(booked).toHaveLength(2);
    expect(full).toHaveLength(48);
    for (const result of full) {
      if (result.ok || result.reason !== "window-full") continue;
      expect(result.alternatives).toHaveLength(3);
      for (const alternative of result.alternatives) {
        expect(alternative.free).toBeGreaterThan(0);
        expect(alternative.start).not.toBe(WINDOW.windowStart);
      }
    }
    expect(await placesIn(WINDOW.windowStart)).toBe(2);
    const jobs = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("window_start", "=", new Date(WINDOW.windowStart))
      .execute();
    expect(jobs).toHaveLength(2);
    const emails = await handle.db
      .selectFrom("email_outbox")
      .select("to_address")
      .where("kind", "=", "job.confirmation")
      .execute();
    expect(emails).toHaveLength(2);
  });

  it("offers the windows nearest the full one, in time order", async () => {
    const result = await createBooking(
      handle.db,
      bookingInput({ ...WINDOW, email: "late@example.com" }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(result).toEqual({
      ok: false,
      reason: "window-full",
      alternatives: [
        {
          start: "2026-07-14T05:00:00.000Z",
          end: "2026-07-14T07:00:00.000Z",
          label: "06:00–08:00",
          free: 2,
        },
        {
          start: "2026-07-14T09:00:00.000Z",
          end: "2026-07-14T11:00:00.000Z",
          label: "10:00–12:00",
          free: 2,
        },
        {
          start: "2026-07-14T11:00:00.000Z",
          end: "2026-07-14T13:00:00.000Z",
          label: "12:00–14:00",
          free: 2,
        },
      ],
    });
  });

  it("shows the full window with no places left", async () => {
    const windows = await listWindows(handle.db, WINDOW.date, { now: NOW });
    expect(windows).toHaveLength(8);
    expect(windows[1]).toEqual({
      start: "2026-07-14T07:00:00.000Z",
      end: "2026-07-14T09:00:00.000Z",
      label: "08:00–10:00",
      free: 0,
    });
    expect(windows.filter((window) => window.free === 2)).toHaveLength(7);
  });

  it("is enforced by the database even for code that skips the check", async () => {
    const extra = await createBooking(
      handle.db,
      bookingInput({ date: "2026-07-15", windowStart: "2026-07-15T07:00:00.000Z" }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    if (!extra.ok) throw new Error(extra.reason);
    const job = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", extra.reference)
      .executeTakeFirstOrThrow();
    const error = await handle.db
      .updateTable("window_bookings")
      .set({ window_start: new Date(WINDOW.windowStart) })
      .where("job_id", "=", job.id)
      .execute()
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isWindowFullError(error)).toBe(true);
    expect(await placesIn(WINDOW.windowStart)).toBe(2);
  });

  it("gives the place back when a job is cancelled", async () => {
    const [job] = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("window_start", "=", new Date(WINDOW.windowStart))
      .execute();
    await handle.db
      .transaction()
      .execute((trx) => transitionJob(trx, job!.id, "cancelled", { role: "customer-link" }));
    expect(await placesIn(WINDOW.windowStart)).toBe(1);
    const again = await createBooking(
      handle.db,
      bookingInput({ ...WINDOW, email: "second-chance@example.com" }),
      { source: "web", now: NOW, siteOrigin: SITE },
    );
    expect(again.ok).toBe(true);
    expect(await placesIn(WINDOW.windowStart)).toBe(2);
  });
});

describe("listWindows", () => {
  it("lists only windows with two hours' notice today", async () => {
    const now = new Date("2026-07-20T08:30:00Z"); // 09:30 in London
    const windows = await listWindows(handle.db, "2026-07-20", { now });
    expect(windows.map((window) => window.label)).toEqual([
      "12:00–14:00",
      "14:00–16:00",
      "16:00–18:00",
      "18:00–20:00",
      "20:00–22:00",
    ]);
  });

  it("lists every window today that has not started for an emergency", async () => {
    const now = new Date("2026-07-20T08:30:00Z");
    const windows = await listWindows(handle.db, "2026-07-20", { now, emergency: true });
    expect(windows[0]?.label).toBe("10:00–12:00");
    expect(windows).toHaveLength(6);
    expect(await listWindows(handle.db, "2026-07-21", { now, emergency: true })).toEqual([]);
  });

  it("is empty outside the 60 days ahead and for the past", async () => {
    expect(await listWindows(handle.db, "2026-09-08", { now: NOW })).toHaveLength(8);
    expect(await listWindows(handle.db, "2026-09-09", { now: NOW })).toEqual([]);
    expect(await listWindows(handle.db, "2026-07-09", { now: NOW })).toEqual([]);
    expect(await listWindows(handle.db, "not-a-date", { now: NOW })).toEqual([]);
    expect(await listWindows(handle.db, "2026-07-1x", { now: NOW })).toEqual([]);
    expect(await listWindows(handle.db, "2026-07-32", { now: NOW })).toEqual([]);
  });

  it("keeps London times on the day the clocks go back", async () => {
    const windows = await listWindows(handle.db, "2026-10-25", {
      now: new Date("2026-10-20T12:00:00Z"),
    });
    expect(windows[0]).toMatchObject({ start: "2026-10-25T06:00:00.000Z", label: "06:00–08:00" });
  });
});

describe("nearestFreeWindows", () => {
  it("searches forward past full days up to the last bookable day", async () => {
    const now = new Date("2026-07-10T09:00:00Z");
    const lastDay = "2026-09-08";
    const nearEnd = await nearestFreeWindows(handle.db, new Date(`${lastDay}T19:00:00Z`), 3, {
      now,
    });
    expect(nearEnd.map((window) => window.label)).toEqual([
      "16:00–18:00",
      "18:00–20:00",
      "20:00–22:00",
    ]);
    expect(nearEnd.every((window) => window.start.startsWith(lastDay))).toBe(true);
  });

  it("is empty when nothing after the day can be booked", async () => {
    const now = new Date("2026-07-10T09:00:00Z");
    expect(
      await nearestFreeWindows(handle.db, new Date("2026-09-20T08:00:00Z"), 3, { now }),
    ).toEqual([]);
  });
});
