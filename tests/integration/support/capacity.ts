import { sql, type Kysely } from "kysely";
import type { Database } from "../../../app/.server/db/schema.server";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import type { CustomerScope } from "../../../app/.server/jobs/customer-jobs.server";
import { dropLocalCaches } from "../../../app/.server/cache/settings-version.server";
import { SITE, bookingInput } from "./jobs";

/** The instant of a whole London hour in summer time (BST, UTC+1), as ISO text. */
export function londonHour(day: string, hour: number): string {
  return new Date(`${day}T${String(hour - 1).padStart(2, "0")}:00:00.000Z`).toISOString();
}

/** The two-hour arrival window starting at that London hour of a summer day. */
export function windowAt(day: string, hour: number): { start: Date; end: Date } {
  return { start: new Date(londonHour(day, hour)), end: new Date(londonHour(day, hour + 2)) };
}

export interface BookedJob {
  id: string;
  reference: string;
  scope: CustomerScope;
}

/** Books through the public booking path and returns the job with its portal scope. */
export async function bookJob(
  db: Kysely<Database>,
  slot: { day: string; hour: number; email: string },
  now: Date,
): Promise<BookedJob> {
  const result = await createBooking(
    db,
    bookingInput({
      date: slot.day,
      windowStart: londonHour(slot.day, slot.hour),
      email: slot.email,
    }),
    { source: "web", now, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(`Booking ${slot.email} refused: ${result.reason}`);
  const job = await db
    .selectFrom("jobs")
    .select(["id", "reference", "customer_id"])
    .where("reference", "=", result.reference)
    .executeTakeFirstOrThrow();
  return {
    id: job.id,
    reference: job.reference,
    scope: { kind: "portal", customerId: job.customer_id },
  };
}

/** The setting the capacity and the double-booking guard read straight from the table. */
export async function setJobsPerEngineer(db: Kysely<Database>, perWindow: number): Promise<void> {
  await db.updateTable("booking_settings").set({ jobs_per_engineer_window: perWindow }).execute();
  dropLocalCaches();
}

/** Places held in the window starting at `start`. */
export async function placesIn(db: Kysely<Database>, start: Date): Promise<number> {
  const row = await db
    .selectFrom("window_bookings")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("window_start", "=", start)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Jobs (not cancelled) in the window starting at `start`. */
export async function jobsIn(db: Kysely<Database>, start: Date) {
  return db
    .selectFrom("jobs")
    .select(["id", "status", "engineer_id"])
    .where("window_start", "=", start)
    .where("status", "<>", "cancelled")
    .execute();
}

/**
 * Everything the capacity model promises, checked over the whole database: no window holds
 * more places than its capacity, every job that is not cancelled holds exactly the place of
 * its own window, no engineer has more jobs in overlapping windows than the setting, and a
 * job is "scheduled" exactly when it has an engineer. Returns what breaks them (empty: none).
 */
export async function capacityViolations(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const overFull = await sql<{ window_start: Date; booked: number; capacity: number }>`
    select places.window_start, count(*)::integer as booked,
      public.booking_window_capacity(places.window_start, min(places.window_end)) as capacity
    from public.window_bookings as places
    group by places.window_start
    having count(*) > public.booking_window_capacity(places.window_start, min(places.window_end))
  `.execute(db);
  for (const row of overFull.rows) {
    problems.push(`window ${row.window_start.toISOString()}: ${row.booked} of ${row.capacity}`);
  }
  const misplaced = await sql<{ reference: string }>`
    select jobs.reference from public.jobs
    left join public.window_bookings as places on places.job_id = jobs.id
    where (jobs.status <> 'cancelled' and jobs.window_start is not null
        and (places.job_id is null or places.window_start <> jobs.window_start
          or places.window_end <> jobs.window_end))
      or (jobs.status = 'cancelled' and places.job_id is not null)
  `.execute(db);
  for (const row of misplaced.rows) problems.push(`job ${row.reference} and its place disagree`);
  const doubleBooked = await sql<{ engineer_id: string; window_start: Date; taken: number }>`
    select mine.engineer_id, mine.window_start, count(*)::integer as taken
    from public.jobs as mine
    join public.jobs as other on other.engineer_id = mine.engineer_id
      and other.status <> 'cancelled'
      and other.window_start < mine.window_end and other.window_end > mine.window_start
    where mine.engineer_id is not null and mine.status <> 'cancelled'
    group by mine.id, mine.engineer_id, mine.window_start
    having count(*) > (select jobs_per_engineer_window from public.booking_settings)
  `.execute(db);
  for (const row of doubleBooked.rows) {
    problems.push(
      `engineer ${row.engineer_id} has ${row.taken} jobs around ${row.window_start.toISOString()}`,
    );
  }
  const inconsistent = await db
    .selectFrom("jobs")
    .select(["reference", "status", "engineer_id"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "scheduled"), eb("engineer_id", "is", null)]),
        eb.and([eb("status", "in", ["requested", "confirmed"]), eb("engineer_id", "is not", null)]),
      ]),
    )
    .execute();
  for (const row of inconsistent) {
    problems.push(
      `job ${row.reference} is ${row.status} with engineer ${row.engineer_id ?? "none"}`,
    );
  }
  return problems;
}

/** A reproducible shuffle (mulberry32), so a failure can be replayed with the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** The first of each list, then the second of each, and so on. */
export function interleaved<T>(lists: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (index < list.length) result.push(list[index] as T);
  }
  return result;
}
