import { randomBytes } from "node:crypto";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
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
      const jobs = await db.insertInto("jobs").values(rows).returning(["id", "window_start", "window_end"]).execute();
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

      {
        const names = new Map<unknown, string>();
        const spent: Record<string, number[]> = {};
        let last = 0;
        const plugin: import("kysely").KyselyPlugin = {
          transformQuery(args) {
            const node = args.node as { kind: string; from?: { froms: { table?: { identifier?: { name: string } } }[] }; sqlFragments?: readonly string[] };
            names.set(args.queryId, node.kind === "RawNode" ? (node.sqlFragments?.[0] ?? "").replace(/\s+/g, " ").slice(0, 40) : `${node.kind}:${node.from?.froms[0]?.table?.identifier?.name ?? ""}`);
            return args.node;
          },
          transformResult: async (args) => {
            const t = performance.now();
            (spent[names.get(args.queryId) ?? "?"] ??= []).push(t - last);
            last = t;
            return args.result;
          },
        };
        for (let i = 0; i < 10; i++) { last = performance.now(); const t0 = last; await loadBoard(db.withPlugin(plugin), { day, now }); (spent.total ??= []).push(performance.now() - t0); (spent.afterLast ??= []).push(performance.now() - last); }
        for (const [name, list] of Object.entries(spent)) { list.sort((a, b) => a - b); console.info(name.padEnd(45), list[5]?.toFixed(1)); }
      }
      const times: number[] = [];
      for (let run = 0; run < 50; run += 1) {
        const started = performance.now();
        await loadBoard(db, { day, now });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(times.length * 0.5)] ?? 0;
      const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
      console.info(
        `loadBoard, 20 engineers and 400 jobs in a day: ${queriesFull} queries, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (50 runs)`,
      );
    } finally {
      await big.close();
    }
  }, 120_000);
});
