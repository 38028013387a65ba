import type { Kysely } from "kysely";
import { formatLondonDateTime } from "~/lib/booking-rules";
import {
  changedFields,
  CHANGE_HISTORY_LIMIT,
  type ChangeHistoryEntry,
} from "../audit/change-history.server";
import type { Database } from "../db/schema.server";
import { PRICE_ENTITY } from "./price-edits.server";

export interface PriceHistoryEntry extends ChangeHistoryEntry {
  /** The item changed. */
  key: string;
  /** Only the latest change of an item can be undone (a later one would be lost). */
  undoable: boolean;
}

/**
 * The latest changes of the whole price list, newest first, each marked undoable when no later
 * change touched the same item. Reads the partial index on price changes.
 */
export async function listPriceHistory(
  db: Kysely<Database>,
  limit = CHANGE_HISTORY_LIMIT,
): Promise<PriceHistoryEntry[]> {
  const rows = await db
    .selectFrom("change_log as c")
    .leftJoin("profiles as p", "p.id", "c.actor_id")
    .select([
      "c.id",
      "c.at",
      "c.entity_id",
      "c.actor_role",
      "c.action",
      "c.before",
      "c.after",
      "p.full_name",
      "p.email",
    ])
    .where("c.entity", "=", PRICE_ENTITY)
    // By id, the order the item's lock let the changes commit in (`at` is when each began).
    .orderBy("c.id", "desc")
    .limit(limit)
    .execute();
  const seen = new Set<string>();
  return rows.map((row) => {
    const latest = !seen.has(row.entity_id);
    seen.add(row.entity_id);
    return {
      id: String(row.id),
      key: row.entity_id,
      at: row.at.toISOString(),
      atLabel: formatLondonDateTime(row.at),
      who: row.full_name || row.email || row.actor_role,
      action: row.action,
      fields: changedFields(row.action, row.before, row.after),
      undoable: latest,
    };
  });
}
