import type { Transaction } from "kysely";
import {
  BILLABLES_MESSAGES,
  MAX_MATERIAL_LINE_PENCE,
  MAX_TIME_ON_SITE_MINUTES,
  materialFields,
  type FinishBillables,
} from "~/lib/finish-billables";
import { netUnitPriceForGross } from "~/lib/invoice-lines";
import type { Database } from "../db/schema.server";

/** A material as job_materials holds it: what the office's draft invoice reads (draft.server). */
interface MaterialRow {
  price_key: string | null;
  description: string;
  quantity_hundredths: number;
  /** Without VAT when the business is registered, as an invoice line's unit price is. */
  unit_price_pence: number;
}

export type PreparedBillables =
  { ok: true; materials: MaterialRow[] } | { ok: false; field: string; message: string };

/**
 * The materials as they will be stored, priced now: a price-list item takes the list's label
 * and price, a described one the price the engineer typed. Both are what the customer pays for
 * one, VAT included (as the price list's prices are), so the stored unit price is the one that
 * gives back exactly that with VAT (decision 0064), or the price itself when not registered.
 * An item no longer on the list, or a line above the limit, is refused next to its field.
 */
export async function prepareBillables(
  trx: Transaction<Database>,
  billables: FinishBillables,
): Promise<PreparedBillables> {
  const keys = billables.materials.flatMap((material) =>
    material.priceKey === null ? [] : [material.priceKey],
  );
  const [listed, money] = await Promise.all([
    keys.length > 0
      ? trx
          .selectFrom("price_list")
          .select(["key", "label", "price_pence"])
          .where("key", "in", keys)
          .execute()
      : Promise.resolve([]),
    trx.selectFrom("money_settings").select("vat_registered").executeTakeFirst(),
  ]);
  const registered = money?.vat_registered ?? false;
  const materials: MaterialRow[] = [];
  for (const material of billables.materials) {
    const fields = materialFields(material.row);
    let priced: { key: string | null; description: string; grossPence: number };
    if (material.priceKey === null) {
      const { description, pricePence } = material;
      priced = { key: null, description, grossPence: pricePence };
    } else {
      const item = listed.find((row) => row.key === material.priceKey);
      if (!item) return { ok: false, field: fields.item, message: BILLABLES_MESSAGES.unlisted };
      priced = { key: item.key, description: item.label, grossPence: item.price_pence };
    }
    if (material.quantityHundredths * priced.grossPence > MAX_MATERIAL_LINE_PENCE * 100) {
      return { ok: false, field: fields.quantity, message: BILLABLES_MESSAGES.lineTooLarge };
    }
    materials.push({
      price_key: priced.key,
      description: priced.description,
      quantity_hundredths: material.quantityHundredths,
      unit_price_pence: netUnitPriceForGross(priced.grossPence, "standard", registered),
    });
  }
  return { ok: true, materials };
}

/** Minutes from the engineer's latest "Arrived" to `at`, or null when there was none. */
async function minutesSinceArrival(
  trx: Transaction<Database>,
  jobId: string,
  at: Date,
): Promise<number | null> {
  const arrived = await trx
    .selectFrom("job_events")
    .select("at")
    .where("job_id", "=", jobId)
    .where("to_status", "=", "on_site")
    .where("at", "<=", at)
    .orderBy("at", "desc")
    .executeTakeFirst();
  if (!arrived) return null;
  const minutes = Math.floor((at.getTime() - arrived.at.getTime()) / 60_000);
  return Math.min(MAX_TIME_ON_SITE_MINUTES, Math.max(0, minutes));
}

/**
 * Writes the time on site (as typed, or from the arrival to the finish when left empty) and
 * the materials, in the finish's transaction. The finish runs once per job (its status moves
 * under the row lock, and a queued finish once per id), so these are written once too.
 */
export async function recordBillables(
  trx: Transaction<Database>,
  input: {
    jobId: string;
    timeOnSiteMinutes: number | null;
    materials: readonly MaterialRow[];
    recordedBy: string;
    at: Date;
  },
): Promise<{ timeOnSiteMinutes: number | null; materials: number }> {
  const timeOnSiteMinutes =
    input.timeOnSiteMinutes ?? (await minutesSinceArrival(trx, input.jobId, input.at));
  await trx
    .updateTable("jobs")
    .set({ time_on_site_minutes: timeOnSiteMinutes })
    .where("id", "=", input.jobId)
    .execute();
  if (input.materials.length > 0) {
    await trx
      .insertInto("job_materials")
      .values(
        input.materials.map((material) => ({
          ...material,
          job_id: input.jobId,
          recorded_by: input.recordedBy,
          created_at: input.at,
        })),
      )
      .execute();
  }
  return { timeOnSiteMinutes, materials: input.materials.length };
}
