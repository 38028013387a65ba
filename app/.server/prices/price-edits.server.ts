import type { Kysely, Transaction } from "kysely";
import { penceAsPounds, type PriceBasis } from "~/lib/prices";
import { priceFieldsSchema, type PriceFields } from "~/lib/schemas/prices";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";

/** The change log's name for a price-list item; its entity id is the item's key. */
export const PRICE_ENTITY = "price";

/** An item's editable fields as the change log keeps them: the price as typed ("45.00"). */
interface LoggedPrice {
  label: string;
  price: string;
  basis: PriceBasis;
  note: string | null;
}

export type PriceEditResult =
  | { ok: true; key: string; label: string; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string };

function logged(row: {
  label: string;
  price_pence: number;
  basis: PriceBasis;
  note: string | null;
}): LoggedPrice {
  return {
    label: row.label,
    price: penceAsPounds(row.price_pence),
    basis: row.basis,
    note: row.note,
  };
}

function differs(was: LoggedPrice, now: LoggedPrice): boolean {
  return (Object.keys(was) as (keyof LoggedPrice)[]).some((name) => was[name] !== now[name]);
}

async function lockItem(trx: Transaction<Database>, key: string) {
  return trx
    .selectFrom("price_list")
    .select(["key", "label", "price_pence", "basis", "note"])
    .where("key", "=", key)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes the fields, logs before → after and raises the settings version, in `trx`. */
async function writeItem(
  trx: Transaction<Database>,
  actor: StaffActor,
  key: string,
  was: LoggedPrice,
  fields: PriceFields,
  action: string,
): Promise<boolean> {
  const now: LoggedPrice = {
    label: fields.label,
    price: penceAsPounds(fields.price),
    basis: fields.basis,
    note: fields.note || null,
  };
  if (!differs(was, now)) return false;
  await trx
    .updateTable("price_list")
    .set({
      label: now.label,
      price_pence: fields.price,
      basis: now.basis,
      note: now.note,
      updated_at: new Date(),
    })
    .where("key", "=", key)
    .execute();
  await logChange(trx, {
    actor,
    entity: PRICE_ENTITY,
    entityId: key,
    action,
    before: was,
    after: now,
  });
  await raiseSettingsVersion(trx);
  return true;
}

/**
 * Saves one item of the price list (fields already validated by `savePriceSchema`): one
 * transaction with its change-log entry and a raised settings version, then this process's
 * caches are dropped so /prices, the service pages, the booking form and structured data show
 * the new price at once (other processes within a poll). Saving the same values changes nothing.
 */
export async function savePriceItem(
  db: Kysely<Database>,
  actor: StaffActor,
  key: string,
  fields: PriceFields,
): Promise<PriceEditResult> {
  const result = await db.transaction().execute(async (trx): Promise<PriceEditResult> => {
    const row = await lockItem(trx, key);
    if (!row) return { ok: false, reason: "not-found" };
    const changed = await writeItem(
      trx,
      actor,
      key,
      logged(row),
      fields,
      `Changed “${fields.label}” on the price list`,
    );
    return { ok: true, key, label: fields.label, changed };
  });
  if (result.ok && result.changed) dropLocalCaches();
  return result;
}

export const UNDO_MESSAGES = {
  later:
    "This change cannot be undone: the item was changed again after it. Undo the later change first, or edit the item.",
  unreadable: "This change cannot be undone: what it replaced is not a valid price any more.",
} as const;

function asLoggedPrice(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}

/**
 * Puts an item back as it was before one recorded change, through the same validation as the
 * form; refused when a later change touched the same item (undoing it would silently throw
 * that one away). The undo is itself a logged change.
 */
export async function undoPriceChange(
  db: Kysely<Database>,
  actor: StaffActor,
  changeId: string,
): Promise<PriceEditResult> {
  const result = await db.transaction().execute(async (trx): Promise<PriceEditResult> => {
    const change = await trx
      .selectFrom("change_log")
      .select(["id", "entity_id", "before"])
      .where("id", "=", changeId)
      .where("entity", "=", PRICE_ENTITY)
      .executeTakeFirst();
    if (!change) return { ok: false, reason: "not-found" };
    // The item's lock first: a change committed after this check would need the same lock.
    const row = await lockItem(trx, change.entity_id);
    if (!row) return { ok: false, reason: "not-found" };
    const later = await trx
      .selectFrom("change_log")
      .select("id")
      .where("entity", "=", PRICE_ENTITY)
      .where("entity_id", "=", change.entity_id)
      .where("id", ">", change.id)
      .limit(1)
      .executeTakeFirst();
    if (later) return { ok: false, reason: "refused", message: UNDO_MESSAGES.later };
    const before = asLoggedPrice(change.before);
    const parsed = priceFieldsSchema.safeParse({
      label: before?.label,
      price: before?.price,
      basis: before?.basis,
      note: typeof before?.note === "string" ? before.note : undefined,
    });
    if (!parsed.success) {
      return { ok: false, reason: "refused", message: UNDO_MESSAGES.unreadable };
    }
    const changed = await writeItem(
      trx,
      actor,
      change.entity_id,
      logged(row),
      parsed.data,
      `Undid a change to “${parsed.data.label}” on the price list`,
    );
    return { ok: true, key: change.entity_id, label: parsed.data.label, changed };
  });
  if (result.ok && result.changed) dropLocalCaches();
  return result;
}
