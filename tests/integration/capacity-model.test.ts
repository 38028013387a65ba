// The capacity model (decision 16) across every path that puts a job in a window: the public
// booking form, the customer's reschedule and the office's move/assign all count the same
// way under the same lock, and the database refuses what slips past them. On PGlite the
// concurrent calls queue on its one connection; on PostgreSQL (scripts/with-postgres.sh) they
// race on a pool of 20.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import {
  isEngineerDoubleBookedError,
  isWindowFullError,
} from "../../app/.server/jobs/capacity.server";
import { rescheduleCustomerJob } from "../../app/.server/jobs/customer-changes.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import {
  bookJob,
  capacityViolations,
  jobsIn,
  placesIn,
  setJobsPerEngineer,
  interleaved,
  shuffled,
  windowAt,
  type BookedJob,
} from "./support/capacity";
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

async function addEngineers(handle: DatabaseHandle, prefix: string, count: number) {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push(await addEngineer(handle.db, `${prefix}-${n}@example.com`));
  }
  return ids;
}

/** An office account: an auth user without the engineer role. */
async function addOffice(handle: DatabaseHandle) {
  const id = await addEngineer(handle.db, "office@example.com");
  await handle.db.deleteFrom("user_roles").where("user_id", "=", id).execute();
  return { id, role: "admin" as const };
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

describe.each([1, 2])(
  "200 concurrent changes into one window, %i job(s) per engineer",
  (perEngineer) => {
    const ENGINEERS = 6;
    const TARGET_DAY = "2026-07-21";
    const target = windowAt(TARGET_DAY, 10);
    const capacity = ENGINEERS * perEngineer;
    let handle: DatabaseHandle;
    let engineers: string[];
    let office: { id: string; role: "admin" };
    // Already in the target window before the race, unassigned.
    let waiting: BookedJob[];
    // In other windows: moved by their customers, or by the office with an engineer.
    let customerMoves: BookedJob[];
    let officeMoves: BookedJob[];

    beforeAll(async () => {
      handle = await createTestDatabase();
      await setJobsPerEngineer(handle.db, perEngineer);
      engineers = await addEngineers(handle, `race${perEngineer}`, ENGINEERS);
      office = await addOffice(handle);
      waiting = [
        await bookJob(
          handle.db,
          { day: TARGET_DAY, hour: 10, email: "waiting-0@example.com" },
          NOW,
        ),
        await bookJob(
          handle.db,
          { day: TARGET_DAY, hour: 10, email: "waiting-1@example.com" },
          NOW,
        ),
      ];
      // Two or three jobs per other window, at most `capacity` even with one job per engineer.
      const hours = [6, 8, 12, 14, 16, 18, 20];
      customerMoves = [];
      for (let n = 0; n < 60; n += 1) {
        const day = ["2026-07-20", "2026-07-22", "2026-07-23"][n % 3] as string;
        const hour = hours[Math.floor(n / 3) % hours.length] as number;
        customerMoves.push(
          await bookJob(handle.db, { day, hour, email: `customer-${n}@example.com` }, NOW),
        );
      }
      officeMoves = [];
      for (let n = 0; n < 40; n += 1) {
        // The target's neighbours on the same day, and another day: the engineers' current
        // jobs there end as the target window starts, or start as it ends, so they do not clash.
        const day = n % 2 === 0 ? TARGET_DAY : "2026-07-24";
        const hour = hours[Math.floor(n / 2) % hours.length] as number;
        const job = await bookJob(handle.db, { day, hour, email: `office-${n}@example.com` }, NOW);
        officeMoves.push(job);
        // Half of them already have an engineer, a different one for each job of a window.
        if (n % 4 < 2) {
          await assign(
            handle,
            office,
            job.id,
            engineers[Math.floor(n / 2 / hours.length)] as string,
          );
        }
      }
      expect(await capacityViolations(handle.db)).toEqual([]);
      // A hundred bookings through the real path: slow on a busy machine.
    }, 180_000);

    afterAll(async () => {
      await handle?.close();
    });

    it("never exceeds the window's capacity nor gives an engineer more than the setting", async () => {
      const originalWindows = new Map<string, string | undefined>();
      const originalEngineers = new Map<string, string | null>();
      for (const row of await handle.db
        .selectFrom("jobs")
        .select(["id", "window_start", "engineer_id"])
        .execute()) {
        originalWindows.set(row.id, row.window_start?.toISOString());
        originalEngineers.set(row.id, row.engineer_id);
      }

      type Attempt =
        | { kind: "booking"; run: () => ReturnType<typeof createBooking> }
        | { kind: "reschedule"; jobId: string; run: () => ReturnType<typeof rescheduleCustomerJob> }
        | { kind: "move" | "assign"; jobId: string; run: () => ReturnType<typeof dispatchJob> };
      const attempts: Attempt[] = [
        ...Array.from({ length: 80 }, (_, n): Attempt => ({
          kind: "booking",
          run: () =>
            createBooking(
              handle.db,
              bookingInput({
                date: TARGET_DAY,
                windowStart: target.start.toISOString(),
                email: `racer-${n}@example.com`,
              }),
              { source: "web", now: NOW, siteOrigin: SITE },
            ),
        })),
        ...customerMoves.map((job): Attempt => ({
          kind: "reschedule",
          jobId: job.id,
          run: () =>
            rescheduleCustomerJob(
              handle.db,
              job.scope,
              { jobId: job.id, date: TARGET_DAY, windowStart: target.start.toISOString() },
              PORTAL_OPTIONS,
            ),
        })),
        ...officeMoves.map((job, n): Attempt => ({
          kind: "move",
          jobId: job.id,
          run: () =>
            dispatchJob(
              handle.db,
              office,
              {
                jobId: job.id,
                // Every other one keeps the engineer it has (when it has one).
                engineerId:
                  n % 2 === 0
                    ? (originalEngineers.get(job.id) ?? null)
                    : (engineers[n % ENGINEERS] as string),
                windowStart: target.start.toISOString(),
                reason: "Swapped with another visit",
              },
              OFFICE_OPTIONS,
            ),
        })),
        ...Array.from({ length: 20 }, (_, n): Attempt => {
          const job = waiting[n % waiting.length] as BookedJob;
          return {
            kind: "assign",
            jobId: job.id,
            run: () =>
              dispatchJob(
                handle.db,
                office,
                {
                  jobId: job.id,
                  engineerId: engineers[(n + 1) % ENGINEERS] as string,
                  windowStart: null,
                },
                OFFICE_OPTIONS,
              ),
          };
        }),
      ];
      expect(attempts).toHaveLength(200);

      // Each path in a shuffled order, the paths taking turns: the first places go to every
      // path, whichever database runs them.
      const kinds = ["booking", "reschedule", "move", "assign"] as const;
      const order = interleaved(
        kinds.map((kind, n) =>
          shuffled(
            attempts.filter((attempt) => attempt.kind === kind),
            20261123 + 10 * perEngineer + n,
          ),
        ),
      );
      // Started one per turn of the event loop, all before the first has finished: each asks
      // for its connection in that order, so on PGlite (one connection, taken in turn) every
      // path wins places, and on PostgreSQL they still run at once on the pool of 20 (started
      // all in the same turn, the office's moves, with fewer reads first, win every place).
      const running: ReturnType<Attempt["run"]>[] = [];
      for (const attempt of order) {
        running.push(attempt.run());
        await new Promise((resolve) => setImmediate(resolve));
      }
      const settled = await Promise.allSettled(running);
      const thrown = settled.filter((outcome) => outcome.status === "rejected");
      expect(thrown.map((outcome) => String(outcome.reason))).toEqual([]);

      const succeeded = { booking: 0, reschedule: 0, move: 0, assign: 0 };
      const movedIn = new Set<string>();
      settled.forEach((outcome, index) => {
        const attempt = order[index] as Attempt;
        if (outcome.status !== "fulfilled") return;
        const result = outcome.value;
        if (result.ok) {
          succeeded[attempt.kind] += 1;
          if (attempt.kind === "reschedule" || attempt.kind === "move") movedIn.add(attempt.jobId);
          return;
        }
        // Every refusal is a typed answer the page can show.
        if (attempt.kind === "booking" || attempt.kind === "reschedule") {
          expect(result).toMatchObject({ reason: "window-full" });
        } else {
          expect(result).toMatchObject({ reason: "refused" });
        }
      });

      if (handle.kind === "pglite") {
        // One connection taken in turn: the order above decides, so every path wins a place.
        for (const kind of kinds) expect(succeeded[kind], kind).toBeGreaterThan(0);
      }
      const inWindow = await jobsIn(handle.db, target.start);
      expect(await placesIn(handle.db, target.start)).toBe(capacity);
      expect(inWindow).toHaveLength(capacity);
      expect(inWindow.length).toBe(
        waiting.length + succeeded.booking + succeeded.reschedule + succeeded.move,
      );
      expect(await capacityViolations(handle.db)).toEqual([]);
      for (const engineer of engineers) {
        const theirs = inWindow.filter((job) => job.engineer_id === engineer);
        expect(theirs.length).toBeLessThanOrEqual(perEngineer);
      }
      // A change that lost the race left its job where it was.
      for (const job of [...customerMoves, ...officeMoves]) {
        if (movedIn.has(job.id)) continue;
        const row = await handle.db
          .selectFrom("jobs")
          .select(["window_start", "engineer_id"])
          .where("id", "=", job.id)
          .executeTakeFirstOrThrow();
        expect(row.window_start?.toISOString()).toBe(originalWindows.get(job.id));
        expect(row.engineer_id).toBe(originalEngineers.get(job.id));
      }
      // Each booking that won has its confirmation; none that lost does.
      const confirmations = await handle.db
        .selectFrom("email_outbox")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("kind", "=", "job.confirmation")
        .where("to_address", "like", "racer-%")
        .executeTakeFirstOrThrow();
      expect(Number(confirmations.count)).toBe(succeeded.booking);
    }, 180_000);
  },
);

describe("the database refuses what skips the domain functions", () => {
  let handle: DatabaseHandle;
  let dan: string;
  let eve: string;
  let office: { id: string; role: "admin" };

  beforeAll(async () => {
    handle = await createTestDatabase();
    [dan, eve] = (await addEngineers(handle, "guard", 2)) as [string, string];
    office = await addOffice(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function rawAssign(jobId: string, engineerId: string) {
    return sql`update public.jobs set engineer_id = ${engineerId}, status = 'scheduled' where id = ${jobId}`
      .execute(handle.db)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
  }

  it("refuses a direct update that double-books an engineer, up to the setting", async () => {
    await setJobsPerEngineer(handle.db, 1);
    const day = "2026-07-21";
    const first = await bookJob(handle.db, { day, hour: 8, email: "g1@example.com" }, NOW);
    const second = await bookJob(handle.db, { day, hour: 8, email: "g2@example.com" }, NOW);
    await assign(handle, office, first.id, dan);
    expect(isEngineerDoubleBookedError(await rawAssign(second.id, dan))).toBe(true);
    // The next window does not overlap: the same engineer may take a job there.
    const next = await bookJob(handle.db, { day, hour: 10, email: "g3@example.com" }, NOW);
    expect(await rawAssign(next.id, dan)).toBeNull();

    await setJobsPerEngineer(handle.db, 2);
    expect(await rawAssign(second.id, dan)).toBeNull();
    const third = await bookJob(handle.db, { day, hour: 8, email: "g4@example.com" }, NOW);
    expect(isEngineerDoubleBookedError(await rawAssign(third.id, dan))).toBe(true);
    expect(await rawAssign(third.id, eve)).toBeNull();

    // Moving a job into the window, or inserting one with the engineer set, is refused too.
    const elsewhere = await bookJob(handle.db, { day, hour: 14, email: "g5@example.com" }, NOW);
    expect(await rawAssign(elsewhere.id, dan)).toBeNull();
    const moved = await sql`update public.jobs set window_start = ${windowAt(day, 8).start},
        window_end = ${windowAt(day, 8).end} where id = ${elsewhere.id}`
      .execute(handle.db)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isEngineerDoubleBookedError(moved)).toBe(true);
    const inserted = await sql`
      insert into public.jobs (service_slug, description, address, postcode, customer_id,
        customer_name, customer_email, customer_phone, requested_date, window_start, window_end,
        engineer_id, status, source, tracking_token_hash)
      select service_slug, description, address, postcode, customer_id, customer_name,
        customer_email, customer_phone, requested_date, window_start, window_end,
        ${dan}, 'scheduled', source, 'copy-' || tracking_token_hash
      from public.jobs where id = ${first.id}
    `
      .execute(handle.db)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isEngineerDoubleBookedError(inserted)).toBe(true);
    const danJobs = await handle.db
      .selectFrom("jobs")
      .select("id")
      .where("engineer_id", "=", dan)
      .where("window_start", "=", windowAt(day, 8).start)
      .execute();
    expect(danJobs).toHaveLength(2);
    await setJobsPerEngineer(handle.db, 1);
  });

  it("refuses a direct insert of a place into a full window", async () => {
    const day = "2026-07-22";
    const full = windowAt(day, 12);
    // Two engineers, one job each: two places.
    await bookJob(handle.db, { day, hour: 12, email: "p1@example.com" }, NOW);
    await bookJob(handle.db, { day, hour: 12, email: "p2@example.com" }, NOW);
    const gone = await bookJob(handle.db, { day, hour: 16, email: "p3@example.com" }, NOW);
    await handle.db
      .transaction()
      .execute((trx) => transitionJob(trx, gone.id, "cancelled", { role: "admin", at: NOW }));
    expect(await placesIn(handle.db, windowAt(day, 16).start)).toBe(0);
    const error = await sql`insert into public.window_bookings (job_id, window_start, window_end)
        values (${gone.id}, ${full.start}, ${full.end})`
      .execute(handle.db)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isWindowFullError(error)).toBe(true);
    expect(await placesIn(handle.db, full.start)).toBe(2);
    // The same insert into a window with room goes through.
    const roomy = windowAt(day, 18);
    await sql`insert into public.window_bookings (job_id, window_start, window_end)
        values (${gone.id}, ${roomy.start}, ${roomy.end})`.execute(handle.db);
    expect(await placesIn(handle.db, roomy.start)).toBe(1);
  });
});
