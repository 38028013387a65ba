import type { Transaction } from "kysely";
import { dueAt } from "~/lib/organisations";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { createJob } from "../jobs/create-job.server";

/** The description column's own limit. */
const DESCRIPTION_MAX_LENGTH = 2000;

function truncated(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A follow-up of a finished job (a return visit, or the work the engineer quoted for): a new
 * job for the same customer, address and service, linked to the visit it follows, waiting in
 * the board's unassigned queue with no window and no engineer until the office books it. The
 * follow-up of an organisation's job is the organisation's too: same property, whether the
 * tenant is told, a routine priority with its due time from the organisation's targets
 * (decision 0033). Its tracking link is made and thrown away: the customer follows it through
 * their portal, and the office's booking of a window tells them.
 */
export async function createReturnVisit(
  trx: Transaction<Database>,
  actor: StaffActor,
  input: { jobId: string; summary: string; kind?: "return-visit" | "quote"; at: Date },
): Promise<{ id: string; reference: string }> {
  const original = await trx
    .selectFrom("jobs")
    .leftJoin("organisations as org", "org.id", "jobs.organisation_id")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.address",
      "jobs.postcode",
      "jobs.customer_id",
      "jobs.customer_name",
      "jobs.customer_email",
      "jobs.customer_phone",
      "jobs.user_id",
      "jobs.source",
      "jobs.texts_allowed",
      "jobs.organisation_id",
      "jobs.property_id",
      "jobs.tenant_told",
      "jobs.tenant_availability",
      "org.target_emergency_hours",
      "org.target_urgent_days",
      "org.target_routine_working_days",
    ])
    .where("jobs.id", "=", input.jobId)
    .executeTakeFirstOrThrow();
  const quoted = input.kind === "quote";
  const organisation =
    original.organisation_id !== null &&
    original.target_emergency_hours !== null &&
    original.target_urgent_days !== null &&
    original.target_routine_working_days !== null
      ? {
          organisation_id: original.organisation_id,
          property_id: original.property_id,
          priority: "routine" as const,
          due_at: dueAt("routine", input.at, {
            emergencyHours: original.target_emergency_hours,
            urgentDays: original.target_urgent_days,
            routineWorkingDays: original.target_routine_working_days,
          }),
          tenant_told: original.tenant_told,
          tenant_availability: original.tenant_availability,
        }
      : null;
  const label = quoted ? "Quoted work" : "Return visit";
  const followUp = await createJob(trx, {
    source: "return-visit",
    customer: { id: original.customer_id },
    details: {
      service_slug: original.service_slug,
      description: truncated(
        `${quoted ? "Quoted work after" : "Return visit for"} ${original.reference}: ${input.summary}`,
        DESCRIPTION_MAX_LENGTH,
      ),
      emergency: false,
      address: original.address,
      postcode: original.postcode,
      customer_name: original.customer_name,
      customer_email: original.customer_email,
      customer_phone: original.customer_phone,
      user_id: original.user_id,
      texts_allowed: original.texts_allowed,
    },
    followsJobId: original.id,
    organisation,
    note: `${label} after ${original.reference}`,
    bookedThrough: original.source,
    createdBy: { role: actor.role, actorId: actor.id },
    at: input.at,
  });
  // A job without a window is never refused for room.
  if (!followUp.ok) throw new Error(`The follow-up of ${original.reference} was refused`);
  await logChange(trx, {
    actor,
    entity: "job",
    entityId: followUp.id,
    action: "create-return-visit",
    after: {
      followsJobId: original.id,
      reference: followUp.reference,
      organisationId: original.organisation_id,
      kind: input.kind ?? "return-visit",
    },
  });
  return { id: followUp.id, reference: followUp.reference };
}
