import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * How many jobs one arrival window takes: the number of users with the engineer role,
 * at least 1 so bookings work before any engineer account exists. The same SQL function
 * backs the database trigger that refuses an over-full window.
 */
export async function windowCapacity(db: Executor): Promise<number> {
  const result = await sql<{
    capacity: number;
  }>`select public.booking_window_capacity() as capacity`.execute(db);
  return result.rows[0]?.capacity ?? 1;
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
  start: Date,
  exceptJobId: string | null = null,
): Promise<boolean> {
  const result = await sql<{
    has_room: boolean;
  }>`select public.window_has_room(${start}, ${exceptJobId}) as has_room`.execute(trx);
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
  start: Date,
): Promise<boolean> {
  if (!(await windowHasRoom(trx, start, jobId))) return false;
  await trx
    .insertInto("window_bookings")
    .values({ job_id: jobId, window_start: start })
    .onConflict((conflict) => conflict.column("job_id").doUpdateSet({ window_start: start }))
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

/** The error the database's capacity trigger raises when a window is already full. */
export function isWindowFullError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "constraint" in error &&
    error.constraint === "window_bookings_capacity"
  );
}
