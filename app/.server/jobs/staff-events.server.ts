import type { Transaction } from "kysely";
import type { StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";

/**
 * A timeline event written by the office or an engineer (assigned, a note, photos…), not a
 * status change: those go through transitionJob. `internal` keeps it from the customer.
 */
export async function writeStaffEvent(
  trx: Transaction<Database>,
  event: {
    jobId: string;
    kind: string;
    actor: StaffActor;
    at: Date;
    note: string | null;
    internal?: boolean;
  },
): Promise<void> {
  await trx
    .insertInto("job_events")
    .values({
      job_id: event.jobId,
      at: event.at,
      kind: event.kind,
      from_status: null,
      to_status: null,
      actor_role: event.actor.role,
      actor_id: event.actor.id,
      note: event.note,
      internal: event.internal ?? false,
    })
    .execute();
}
