import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** An arrival window, start and end. */
export interface WindowSpan {
  start: Date;
  end: Date;
}

/**
 * How many jobs one arrival window takes (decision 16): the engineers working through it
 * (their hours that weekday, no approved leave) times the jobs per engineer per window; 1
 * while the business has no engineer accounts. The same SQL function backs the database
 * trigger that refuses an over-full window.
 */
export async function windowCapacity(db: Executor, window: WindowSpan): Promise<number> {
  const result = await sql<{
    capacity: number;
  }>`select public.booking_window_capacity(${window.start}, ${window.end}) as capacity`.execute(db);
  return result.rows[0]?.capacity ?? 1;
}

/** The capacity of each window (by start, ms since 1970), in one round trip. */
export async function windowCapacities(
  db: Executor,
  windows: readonly WindowSpan[],
): Promise<Map<number, number>> {
  if (windows.length === 0) return new Map();
  const starts = windows.map((window) => window.start.toISOString());
  const ends = windows.map((window) => window.end.toISOString());
  const result = await sql<{ window_start: Date; capacity: number }>`
    select window_start, capacity
    from public.booking_window_capacities(${starts}::timestamptz[], ${ends}::timestamptz[])
  `.execute(db);
  return new Map(result.rows.map((row) => [new Date(row.window_start).getTime(), row.capacity]));
}

/**
 * Takes the transaction-scoped lock of each window, in time order so that two
 * transactions locking the same pair of windows can never deadlock.
 */
export async function lockWindows(trx: Transaction<Database>, starts: Date[]): Promise<void> {
  const ordered = [...new Set(starts.map((start) => start.getTime()))].sort((a, b) => a - b);
  for (const time of ordered) {
    await sql`select public.lock_booking_window(${new Date(time)})`.execute(trx);
  }
}

/**
 * Locks the window, then says whether it has a free place (not counting `exceptJobId`,
 * the job being moved). The lock is held until the transaction ends, so the answer stays
 * true while the caller books the place. Both steps run in the database function
 * window_has_room: one round trip, and the count's plan is kept between bookings.
 */
export async function windowHasRoom(
  trx: Transaction<Database>,
  window: WindowSpan,
  exceptJobId: string | null = null,
): Promise<boolean> {
  const result = await sql<{
    has_room: boolean;
  }>`select public.window_has_room(${window.start}, ${window.end}, ${exceptJobId}) as has_room`.execute(
    trx,
  );
  return result.rows[0]?.has_room === true;
}

/**
 * Gives the job a place in the window (or moves its place there), or returns false when
 * the window is full. Lock the old and the new window together with `lockWindows` first
 * when moving a job between windows.
 */
export async function holdWindow(
  trx: Transaction<Database>,
  jobId: string,
  window: WindowSpan,
): Promise<boolean> {
  if (!(await windowHasRoom(trx, window, jobId))) return false;
  const place = { window_start: window.start, window_end: window.end };
  await trx
    .insertInto("window_bookings")
    .values({ job_id: jobId, ...place })
    .onConflict((conflict) => conflict.column("job_id").doUpdateSet(place))
    .execute();
  return true;
}

/** Frees the job's place (a cancelled job). */
export async function releaseWindow(trx: Transaction<Database>, jobId: string): Promise<void> {
  await trx.deleteFrom("window_bookings").where("job_id", "=", jobId).execute();
}

/** Places taken per window start (ms since 1970) for windows starting in [from, to). */
export async function bookedCounts(
  db: Executor,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("window_bookings")
    .select(["window_start", (eb) => eb.fn.countAll<string>().as("booked")])
    .where("window_start", ">=", from)
    .where("window_start", "<", to)
    .groupBy("window_start")
    .execute();
  return new Map(rows.map((row) => [row.window_start.getTime(), Number(row.booked)]));
}

function violatesConstraint(error: unknown, constraint: string): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "constraint" in error &&
    error.constraint === constraint
  );
}

/** The error the database's capacity trigger raises when a window is already full. */
export function isWindowFullError(error: unknown): boolean {
  return violatesConstraint(error, "window_bookings_capacity");
}

/** The error the database raises when an engineer would hold too many jobs in one window. */
export function isEngineerDoubleBookedError(error: unknown): boolean {
  return violatesConstraint(error, "jobs_engineer_double_booked");
}
