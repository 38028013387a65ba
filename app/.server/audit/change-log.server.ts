import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** A person of the business making a change: the office or an engineer. */
export interface StaffActor {
  id: string;
  role: "admin" | "engineer";
}

export interface ChangeEntry {
  actor: { id: string | null; role: string };
  /** What was changed: "job", "leave", "working-hours", "settings"… */
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one row of the change log (decision 18): who changed what, when, and the values
 * before and after. Call it in the transaction of the change, so a change is never logged
 * without happening, nor happens without being logged.
 */
export async function logChange(db: Executor, entry: ChangeEntry): Promise<void> {
  await db
    .insertInto("change_log")
    .values({
      actor_id: entry.actor.id,
      actor_role: entry.actor.role,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
