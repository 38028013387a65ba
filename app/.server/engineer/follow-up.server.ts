import type { Transaction } from "kysely";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";

/** The description column's own limit. */
const DESCRIPTION_MAX_LENGTH = 2000;

function truncated(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A return visit for a finished job: a new job for the same customer, address and service,
 * linked to the visit it follows, waiting in the board's unassigned queue with no window and
 * no engineer until the office books it. Its tracking link is made and thrown away: the
 * customer follows it through their portal, and the office's booking of a window tells them.
 */
export async function createReturnVisit(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: { jobId: string; summary: string; at: Date },
): Promise<{ id: string; reference: string }> {
  const original = await trx
    .selectFrom("jobs")
    .select([
      "id",
      "reference",
      "service_slug",
      "address",
      "postcode",
      "customer_id",
      "customer_name",
      "customer_email",
      "customer_phone",
      "user_id",
      "source",
      "texts_allowed",
    ])
    .where("id", "=", input.jobId)
    .executeTakeFirstOrThrow();
  const followUp = await trx
    .insertInto("jobs")
    .values({
      service_slug: original.service_slug,
      description: truncated(
        `Return visit for ${original.reference}: ${input.summary}`,
        DESCRIPTION_MAX_LENGTH,
      ),
      emergency: false,
      address: original.address,
      postcode: original.postcode,
      customer_id: original.customer_id,
      customer_name: original.customer_name,
      customer_email: original.customer_email,
      customer_phone: original.customer_phone,
      user_id: original.user_id,
      requested_date: null,
      window_start: null,
      window_end: null,
      engineer_id: null,
      status: "requested",
      source: original.source,
      tracking_token_hash: hashToken(newToken()),
      texts_allowed: original.texts_allowed,
      follows_job_id: original.id,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("job_events")
    .values({
      job_id: followUp.id,
      at: input.at,
      kind: "created",
      from_status: null,
      to_status: "requested",
      actor_role: actor.role,
      actor_id: actor.id,
      note: `Return visit after ${original.reference}`,
    })
    .execute();
  await logChange(trx, {
    actor,
    entity: "job",
    entityId: followUp.id,
    action: "create-return-visit",
    after: { followsJobId: original.id, reference: followUp.reference },
  });
  return followUp;
}
