import type { Kysely } from "kysely";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { formatPence } from "~/lib/money";

export type SetPriceResult =
  | { ok: true; reference: string; changed: boolean; priceLabel: string | null }
  | { ok: false; reason: "not-found" };

/**
 * Records what the office charged for a job (pence; null takes the price off): the job, an
 * internal timeline entry and the change log, in one transaction with the job's row locked,
 * so two people setting a price at once are both logged, in order. Any status: a call-out
 * fee may be charged on a cancelled visit.
 */
export async function setJobPrice(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { jobId: string; pricePence: number | null },
  options: { now?: Date } = {},
): Promise<SetPriceResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<SetPriceResult> => {
    const job = await trx
      .selectFrom("jobs")
      .select(["id", "reference", "price_pence"])
      .where("id", "=", input.jobId)
      .forUpdate()
      .executeTakeFirst();
    if (!job) return { ok: false, reason: "not-found" };
    const priceLabel = input.pricePence === null ? null : formatPence(input.pricePence);
    if (job.price_pence === input.pricePence) {
      return { ok: true, reference: job.reference, changed: false, priceLabel };
    }
    await trx
      .updateTable("jobs")
      .set({ price_pence: input.pricePence, updated_at: now })
      .where("id", "=", job.id)
      .execute();
    await trx
      .insertInto("job_events")
      .values({
        job_id: job.id,
        at: now,
        kind: "price",
        from_status: null,
        to_status: null,
        actor_role: actor.role,
        actor_id: actor.id,
        internal: true,
        note: priceLabel ?? "Price taken off",
      })
      .execute();
    await logChange(trx, {
      actor,
      entity: "job",
      entityId: job.id,
      action: "price",
      before: { pricePence: job.price_pence },
      after: { pricePence: input.pricePence },
    });
    return { ok: true, reference: job.reference, changed: true, priceLabel };
  });
}
