import type { InsertObject, Insertable, Transaction } from "kysely";
import type { Database, JobEventsTable } from "../db/schema.server";
import type { upsertCustomer } from "./customers.server";

export interface BookedJobRows {
  /** The customer's upsert, returning their id (upsertCustomer). */
  customer: ReturnType<typeof upsertCustomer>;
  job: Omit<InsertObject<Database, "jobs">, "customer_id">;
  /** The job's first timeline rows (bookedJobEvents). */
  events: Omit<Insertable<JobEventsTable>, "job_id">[];
}

/**
 * Writes the customer, the job, its place in the window and its timeline in one statement:
 * on the embedded database every statement is a round trip through the one connection that
 * costs about 0.3 ms even when it does nothing. Call it after windowHasRoom in the same
 * transaction: the window's lock is still held, so the place is inserted without counting
 * again, and the capacity trigger on window_bookings still refuses an over-full window
 * whatever came before.
 */
export async function insertBookedJob(
  trx: Transaction<Database>,
  rows: BookedJobRows,
): Promise<{ id: string; reference: string }> {
  return trx
    .with("customer", () => rows.customer)
    .with("job", (db) =>
      db
        .insertInto("jobs")
        .values((eb) => ({ ...rows.job, customer_id: eb.selectFrom("customer").select("id") }))
        .returning(["id", "reference", "window_start", "window_end"]),
    )
    .with("place", (db) =>
      db
        .insertInto("window_bookings")
        .columns(["job_id", "window_start", "window_end"])
        .expression((eb) => eb.selectFrom("job").select(["id", "window_start", "window_end"])),
    )
    .with("timeline", (db) =>
      db
        .insertInto("job_events")
        .values((eb) =>
          rows.events.map((event) => ({ ...event, job_id: eb.selectFrom("job").select("id") })),
        ),
    )
    .selectFrom("job")
    .select(["id", "reference"])
    .executeTakeFirstOrThrow();
}
