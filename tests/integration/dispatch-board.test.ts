import { randomBytes } from "node:crypto";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import { forget } from "../../app/.server/cache/memo.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { loadBoard, readBoardVersion } from "../../app/.server/dispatch/board.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { decideLeave, requestLeave } from "../../app/.server/dispatch/leave.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { createTestDatabase } from "./support/database";
import { SITE, bookingInput } from "./support/jobs";

let handle: DatabaseHandle;
let admin: { id: string; role: "admin" };
let dan: string;
let eve: string;

// Booked on the 10th (a Friday) for the week after; the board's day is Tuesday the 14th.
const BOOKED_AT = new Date("2026-07-10T09:00:00Z");
const DAY = "2026-07-14";
// London is on summer time: 08:00 there is 07:00 UTC.
const at = (day: string, londonHour: number) =>
  new Date(`${day}T${String(londonHour - 1).padStart(2, "0")}:00:00.000Z`);

async function engineer(name: string, email: string): Promise<string> {
  const id = await createConfirmedUser(handle.db, {
    email,
    password: "engineer-password",
    fullName: name,
    companyName: null,
  });
  await handle.db.insertInto("user_roles").values({ user_id: id, role: "engineer" }).execute();
  // Signing in makes the profile; leave requests are listed with it.
  await handle.db.insertInto("profiles").values({ id, email, full_name: name }).execute();
  return id;
}

async function book(day: string, londonHour: number, name: string, createdAt?: Date) {
  const result = await createBooking(
    handle.db,
    bookingInput({
      date: day,
      windowStart: at(day, londonHour).toISOString(),
      email: `${randomBytes(4).toString("hex")}@example.com`,
      name,
    }),
    { source: "web", now: BOOKED_AT, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  const job = await handle.db
    .selectFrom("jobs")
    .select(["id", "reference"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  if (createdAt) {
    await handle.db
      .updateTable("jobs")
      .set({ created_at: createdAt })
      .where("id", "=", job.id)
      .execute();
  }
  return job;
}

async function assign(jobId: string, engineerId: string) {
  const result = await dispatchJob(
    handle.db,
    admin,
    { jobId, engineerId, windowStart: null },
    { now: BOOKED_AT, siteOrigin: SITE },
  );
  expect(result).toMatchObject({ ok: true });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  dan = await engineer("Dan Fletcher", "dan@example.com");
  eve = await engineer("Eve Turner", "eve@example.com");
  const office = await createConfirmedUser(handle.db, {
    email: "office@example.com",
    password: "office-password",
    fullName: "Office",
    companyName: null,
  });
  await handle.db.insertInto("user_roles").values({ user_id: office, role: "admin" }).execute();
  admin = { id: office, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

describe("loadBoard", () => {
  it("lays the day out as engineers × windows with each window's booked/capacity", async () => {
    const sarah = await book(DAY, 8, "Sarah Mitchell");
    const tom = await book(DAY, 8, "Tom Baker");
    const ann = await book(DAY, 12, "Ann Lee");
    await assign(sarah.id, dan);
    await assign(ann.id, eve);

    const board = await loadBoard(handle.db, { day: DAY, now: BOOKED_AT });
    expect(board.dayLabel).toBe("Tuesday 14 July 2026");
    expect([board.previousDay, board.nextDay]).toEqual(["2026-07-13", "2026-07-15"]);
    // 06:00–22:00 in two-hour windows.
    expect(board.windows.map((window) => window.label)).toEqual([
      "06:00–08:00",
      "08:00–10:00",
      "10:00–12:00",
      "12:00–14:00",
      "14:00–16:00",
      "16:00–18:00",
      "18:00–20:00",
      "20:00–22:00",
    ]);
    expect(board.windows[1]).toMatchObject({ booked: 2, capacity: 2, overFull: false });
    expect(board.windows[3]).toMatchObject({ booked: 1, capacity: 2 });
    expect(board.windows[0]).toMatchObject({ booked: 0, capacity: 2, over: false });

    expect(board.engineers.map((row) => [row.name, row.state])).toEqual([
      ["Dan Fletcher", "working"],
      ["Eve Turner", "working"],
    ]);
    expect(board.assignable.map((row) => row.name)).toEqual(["Dan Fletcher", "Eve Turner"]);

    const card = board.jobs.find((job) => job.id === sarah.id);
    expect(card).toMatchObject({
      reference: sarah.reference,
      serviceName: "Plumbing repairs",
      postcode: "CV1 5DZ",
      customerFirstName: "Sarah",
      status: "scheduled",
      statusLabel: "Scheduled",
      emergency: false,
      organisationName: null,
      engineerId: dan,
      column: 1,
      windowLabel: "08:00–10:00",
      canDispatch: true,
      clash: null,
      lateRisk: null,
    });
    expect(board.jobs.find((job) => job.id === ann.id)).toMatchObject({
      engineerId: eve,
      column: 3,
    });
    // Tom has no engineer: in the queue, not on an engineer's row.
    expect(board.queue.onDay.map((job) => job.id)).toEqual([tom.id]);
    expect(board.clashes).toEqual([]);
  });

  it("lists the day's unassigned jobs oldest first and the others most pressing first, with each job's age", async () => {
    const day = "2026-07-21";
    const now = new Date("2026-07-16T12:00:00Z");
    const newer = await book(day, 10, "Newer Job", new Date("2026-07-16T09:00:00Z"));
    const older = await book(day, 14, "Older Job", new Date("2026-07-15T11:30:00Z"));
    const otherDay = await book("2026-07-22", 10, "Other Day", new Date("2026-07-16T11:35:00Z"));
    // A return visit waits for a time: no window at all.
    const noWindow = await handle.db
      .insertInto("jobs")
      .columns([
        "service_slug",
        "description",
        "address",
        "postcode",
        "customer_id",
        "customer_name",
        "customer_email",
        "customer_phone",
        "source",
        "tracking_token_hash",
        "created_at",
      ])
      .expression((eb) =>
        eb
          .selectFrom("jobs")
          .select([
            "service_slug",
            "description",
            "address",
            "postcode",
            "customer_id",
            "customer_name",
            "customer_email",
            "customer_phone",
            "source",
            eb.val(randomBytes(16).toString("hex")).as("tracking_token_hash"),
            eb.val(new Date("2026-07-01T08:00:00Z")).as("created_at"),
          ])
          .where("id", "=", older.id),
      )
      .returning(["id", "reference"])
      .executeTakeFirstOrThrow();

    const board = await loadBoard(handle.db, { day, now });
    expect(board.queue.onDay.map((job) => [job.reference, job.waiting])).toEqual([
      [older.reference, "waiting 24 h"],
      [newer.reference, "waiting 3 h"],
    ]);
    const others = board.queue.otherDays.map((job) => job.id);
    // The most pressing first: the first test's job of the 14th, the 22nd's, then the return
    // visit, which has neither a window nor a due time.
    expect(others.at(-2)).toBe(otherDay.id);
    expect(others.at(-1)).toBe(noWindow.id);
    expect(others).not.toContain(newer.id);
    expect(board.queue.otherDaysTotal).toBe(others.length);
    expect(board.queue.otherDays.at(-1)).toMatchObject({
      windowLabel: "No time yet",
      status: "requested",
      waiting: "waiting 15 days",
    });
    expect(board.queue.otherDays.at(-2)).toMatchObject({
      windowLabel: "Wed 22 Jul, 10:00–12:00",
      waiting: "waiting 25 min",
    });
  });

  it("shows approved leave as clashes, with the window now over-full", async () => {
    const day = "2026-07-23";
    const first = await book(day, 8, "First Person");
    const second = await book(day, 8, "Second Person");
    await assign(first.id, dan);
    await assign(second.id, eve);
    const asked = await requestLeave(
      handle.db,
      dan,
      { firstDay: day, lastDay: day, reason: "Dentist" },
      { now: BOOKED_AT },
    );
    if (!asked.ok) throw new Error(asked.message);

    const waiting = await loadBoard(handle.db, { day, now: BOOKED_AT });
    expect(waiting.leave).toEqual([
      { id: asked.leaveId, engineerName: "Dan Fletcher", days: "Thu 23 Jul", reason: "Dentist" },
    ]);
    expect(waiting.clashes).toEqual([]);

    const decided = await decideLeave(
      handle.db,
      admin,
      { leaveId: asked.leaveId, decision: "approve" },
      { now: BOOKED_AT },
    );
    expect(decided).toMatchObject({ ok: true, clashes: [{ jobId: first.id }] });

    const board = await loadBoard(handle.db, { day, now: BOOKED_AT });
    expect(board.leave).toEqual([]);
    expect(board.engineers.find((row) => row.id === dan)).toMatchObject({
      state: "on-leave",
      stateLabel: "On leave: Dentist",
      worksIn: [false, false, false, false, false, false, false, false],
    });
    expect(board.assignable.find((row) => row.id === dan)?.note).toBe("on leave");
    expect(board.windows[1]).toMatchObject({ booked: 2, capacity: 1, overFull: true });
    expect(board.clashes).toEqual([
      { jobId: null, reference: null, message: "08:00–10:00 is over-full: 2 booked for 1 place." },
      {
        jobId: first.id,
        reference: first.reference,
        message: "Dan Fletcher is on leave that day.",
      },
    ]);
    expect(board.jobs.find((job) => job.id === second.id)?.clash).toBeNull();
  });

  it("sums each day of the week strip from the windows' capacity and bookings", async () => {
    const board = await loadBoard(handle.db, { day: "2026-07-22", now: BOOKED_AT });
    expect(board.week.map((day) => day.day)).toEqual([
      "2026-07-19",
      "2026-07-20",
      "2026-07-21",
      "2026-07-22",
      "2026-07-23",
      "2026-07-24",
      "2026-07-25",
    ]);
    expect(board.week.map((day) => day.isSelected)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    // Eight windows for two engineers, except the 23rd when Dan is on leave.
    expect(board.week.map((day) => [day.booked, day.capacity])).toEqual([
      [0, 16],
      [0, 16],
      [2, 16],
      [1, 16],
      [2, 8],
      [0, 16],
      [0, 16],
    ]);
    expect(board.week[0]).toMatchObject({ label: "Sun 19 Jul", isToday: false });
  });

  it("flags jobs at risk of running late on the day", async () => {
    const day = "2026-07-27";
    const late = await book(day, 8, "Late Job");
    await assign(late.id, dan);
    const soon = await book(day, 12, "Soon Job");
    // 09:30 in London: the 08:00 window is more than half over; noon is 2.5 h away.
    const board = await loadBoard(handle.db, { day, now: new Date(`${day}T08:30:00Z`) });
    expect(board.atRisk).toEqual([
      {
        jobId: late.id,
        reference: late.reference,
        message: "More than half the window has gone and the engineer is not on site yet.",
      },
    ]);
    const an_hour_later = await loadBoard(handle.db, { day, now: new Date(`${day}T09:30:00Z`) });
    expect(an_hour_later.atRisk.map((problem) => problem.jobId)).toEqual([late.id, soon.id]);
    expect(an_hour_later.windows.slice(0, 2).map((window) => window.over)).toEqual([true, true]);
  });

  it("changes its version when a job of the day is dispatched, and not otherwise", async () => {
    const day = "2026-07-28";
    const job = await book(day, 10, "Version Job");
    const now = new Date("2026-07-20T10:00:00Z");
    const before = await readBoardVersion(handle.db, day, now);
    expect(await readBoardVersion(handle.db, day, new Date(now.getTime() + 60_000))).toBe(before);
    await assign(job.id, eve);
    expect(await readBoardVersion(handle.db, day, now)).not.toBe(before);
  });
});

/** Counts the statements a piece of code sends through Kysely. */
function queryCounter(): { plugin: KyselyPlugin; count: () => number } {
  let count = 0;
  return {
    plugin: {
      transformQuery(args) {
        count += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    count: () => count,
  };
}

describe("loadBoard at scale", () => {
  it("reads a fixed handful of queries for 20 engineers and 400 jobs, and reports its time", async () => {
    const big = await createTestDatabase();
    try {
      const db = big.db;
      const day = "2026-09-15";
      await db.updateTable("booking_settings").set({ jobs_per_engineer_window: 3 }).execute();
      const engineers: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        engineers.push(
          await createConfirmedUser(db, {
            email: `engineer${index}@example.com`,
            password: "engineer-password",
            fullName: `Engineer ${String(index).padStart(2, "0")}`,
            companyName: null,
          }),
        );
      }
      await db
        .insertInto("user_roles")
        .values(engineers.map((id) => ({ user_id: id, role: "engineer" as const })))
        .execute();
      const customer = await db
        .insertInto("customers")
        .values({
          email: "bulk@example.com",
          name: "Bulk Customer",
          phone: "+442476990123",
          portal_token_hash: randomBytes(16).toString("hex"),
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const countOnce = async () => {
        const counter = queryCounter();
        await loadBoard(db.withPlugin(counter.plugin), { day, now: new Date(`${day}T09:00:00Z`) });
        return counter.count();
      };
      // The booking settings are cached in the process after the first read.
      await countOnce();
      const queriesEmpty = await countOnce();

      // 50 jobs in each of the day's 8 windows: 40 with engineers (two each), 10 waiting.
      const rows = [];
      for (let window = 0; window < 8; window += 1) {
        const start = at(day, 6 + window * 2);
        const end = new Date(start.getTime() + 2 * 3_600_000);
        for (let index = 0; index < 50; index += 1) {
          rows.push({
            service_slug: "plumbing-repairs",
            description: "Bulk job for the board's benchmark.",
            address: "1 Test Street, Coventry",
            postcode: "CV1 5DZ",
            customer_id: customer.id,
            customer_name: `Customer ${window}-${index}`,
            customer_email: "bulk@example.com",
            customer_phone: "+442476990123",
            requested_date: day,
            window_start: start,
            window_end: end,
            engineer_id: index < 40 ? (engineers[index % 20] ?? null) : null,
            status: index < 40 ? ("scheduled" as const) : ("confirmed" as const),
            source: "web" as const,
            tracking_token_hash: randomBytes(16).toString("hex"),
          });
        }
      }
      const jobs = await db
        .insertInto("jobs")
        .values(rows)
        .returning(["id", "window_start", "window_end"])
        .execute();
      await db
        .insertInto("window_bookings")
        .values(
          jobs.map((job) => ({
            job_id: job.id,
            window_start: job.window_start ?? new Date(0),
            window_end: job.window_end ?? new Date(0),
          })),
        )
        .execute();

      const queriesFull = await countOnce();
      expect(queriesFull).toBe(queriesEmpty);
      expect(queriesFull).toBeLessThanOrEqual(10);

      const now = new Date(`${day}T09:00:00Z`);
      const board = await loadBoard(db, { day, now });
      expect(board.jobs).toHaveLength(400);
      expect(board.engineers).toHaveLength(20);
      expect(board.queue.onDay).toHaveLength(80);
      expect(board.windows.every((window) => window.booked === 50 && window.capacity === 60)).toBe(
        true,
      );

      const time = async (runs: number, before: () => void) => {
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          before();
          const started = performance.now();
          await loadBoard(db, { day, now });
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const at = (share: number) => (times[Math.floor(times.length * share)] ?? 0).toFixed(1);
        return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${runs} runs)`;
      };
      const warm = await time(50, () => {});
      // As after a change of hours, leave or engineers: capacity counted again.
      const cold = await time(10, () => forget("board-"));
      console.info(
        `loadBoard, 20 engineers and 400 jobs in a day: ${queriesFull} queries; ${warm}; capacity recounted: ${cold}`,
      );
    } finally {
      await big.close();
    }
  }, 120_000);
});
