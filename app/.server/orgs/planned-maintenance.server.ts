import { sql, type Kysely, type Transaction } from "kysely";
import { findService } from "~/content/services";
import { addCalendarDays, londonDate } from "~/lib/booking-rules";
import type { PlannedInput } from "~/lib/schemas/organisations-write";
import { isUuid } from "~/lib/uuid";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { orgChangeActor } from "./properties.server";
import type { OrgScope } from "./scope.server";

type Executor = Kysely<Database> | Transaction<Database>;

export interface PlannedItem {
  id: string;
  serviceSlug: string;
  serviceName: string;
  description: string;
  everyMonths: number;
  /** A London calendar date, "2026-08-01". */
  nextDue: string;
  lastJobReference: string | null;
}

export type PlannedResult =
  | { ok: true; id: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "field"; field: "nextDue"; message: string };

/** Ten years: further out than any schedule a letting agent keeps. */
const LATEST_DUE_YEARS = 10;

/** `next_due` as the calendar date it is, never as a Date in the server's time zone. */
const nextDueText = sql<string>`to_char(planned.next_due, 'YYYY-MM-DD')`;

/** The planned work of one of the organisation's properties, soonest first (archived left out). */
export async function listPlanned(
  db: Executor,
  scope: Pick<OrgScope, "organisationId">,
  propertyId: string,
): Promise<PlannedItem[]> {
  if (!isUuid(propertyId)) return [];
  const rows = await db
    .selectFrom("planned_maintenance as planned")
    .leftJoin("jobs", "jobs.id", "planned.last_job_id")
    .select([
      "planned.id",
      "planned.service_slug",
      "planned.description",
      "planned.every_months",
      nextDueText.as("next_due"),
      "jobs.reference",
    ])
    .where("planned.organisation_id", "=", scope.organisationId)
    .where("planned.property_id", "=", propertyId)
    .where("planned.archived_at", "is", null)
    .orderBy("planned.next_due")
    .orderBy("planned.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    serviceSlug: row.service_slug,
    serviceName: findService(row.service_slug)?.name ?? row.service_slug,
    description: row.description,
    everyMonths: row.every_months,
    nextDue: row.next_due,
    lastJobReference: row.reference,
  }));
}

/** Why a next due date cannot be used: in the past (London time), or absurdly far away. */
function nextDueRefusal(nextDue: string, now: Date): PlannedResult | null {
  const today = londonDate(now);
  if (nextDue < today) {
    return {
      ok: false,
      reason: "field",
      field: "nextDue",
      message: "Choose today or a later date: a date in the past would be due at once.",
    };
  }
  if (nextDue > addCalendarDays(today, LATEST_DUE_YEARS * 366)) {
    return {
      ok: false,
      reason: "field",
      field: "nextDue",
      message: `Choose a date within the next ${LATEST_DUE_YEARS} years.`,
    };
  }
  return null;
}

/** Adds recurring work to one of the organisation's properties (not an archived one). */
export async function addPlanned(
  db: Kysely<Database>,
  scope: OrgScope,
  propertyId: string,
  input: PlannedInput,
  options: { now?: Date } = {},
): Promise<PlannedResult> {
  if (!isUuid(propertyId)) return { ok: false, reason: "not-found" };
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<PlannedResult> => {
    const property = await trx
      .selectFrom("organisation_properties")
      .select(["id", "archived_at"])
      .where("organisation_id", "=", scope.organisationId)
      .where("id", "=", propertyId)
      .executeTakeFirst();
    if (!property) return { ok: false, reason: "not-found" };
    const refusal = nextDueRefusal(input.nextDue, now);
    if (refusal) return refusal;
    const row = await trx
      .insertInto("planned_maintenance")
      .values({
        organisation_id: scope.organisationId,
        property_id: property.id,
        service_slug: input.service,
        description: input.description,
        every_months: input.everyMonths,
        next_due: input.nextDue,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await logChange(trx, {
      actor: orgChangeActor(scope),
      entity: "planned-maintenance",
      entityId: row.id,
      action: "add-planned-maintenance",
      after: { organisationId: scope.organisationId, propertyId: property.id, ...input },
    });
    return { ok: true, id: row.id };
  });
}

/** One planned item of this property of the organisation, locked for a change. */
async function lockPlanned(
  trx: Transaction<Database>,
  scope: Pick<OrgScope, "organisationId">,
  propertyId: string,
  plannedId: string,
) {
  if (!isUuid(propertyId) || !isUuid(plannedId)) return undefined;
  return trx
    .selectFrom("planned_maintenance as planned")
    .select([
      "planned.id",
      "planned.service_slug",
      "planned.description",
      "planned.every_months",
      nextDueText.as("next_due"),
    ])
    .where("planned.organisation_id", "=", scope.organisationId)
    .where("planned.property_id", "=", propertyId)
    .where("planned.id", "=", plannedId)
    .where("planned.archived_at", "is", null)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePlanned(
  db: Kysely<Database>,
  scope: OrgScope,
  propertyId: string,
  plannedId: string,
  input: PlannedInput,
  options: { now?: Date } = {},
): Promise<PlannedResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<PlannedResult> => {
    const before = await lockPlanned(trx, scope, propertyId, plannedId);
    if (!before) return { ok: false, reason: "not-found" };
    // An unchanged date may already have passed (the sweep makes its request within minutes).
    const refusal = input.nextDue === before.next_due ? null : nextDueRefusal(input.nextDue, now);
    if (refusal) return refusal;
    await trx
      .updateTable("planned_maintenance")
      .set({
        service_slug: input.service,
        description: input.description,
        every_months: input.everyMonths,
        next_due: input.nextDue,
        updated_at: now,
      })
      .where("organisation_id", "=", scope.organisationId)
      .where("id", "=", before.id)
      .execute();
    await logChange(trx, {
      actor: orgChangeActor(scope),
      entity: "planned-maintenance",
      entityId: before.id,
      action: "edit-planned-maintenance",
      before: {
        service: before.service_slug,
        description: before.description,
        everyMonths: before.every_months,
        nextDue: before.next_due,
      },
      after: input,
    });
    return { ok: true, id: before.id };
  });
}

/** Stops recurring work: no more requests; the jobs it made stay. */
export async function archivePlanned(
  db: Kysely<Database>,
  scope: OrgScope,
  propertyId: string,
  plannedId: string,
  options: { now?: Date } = {},
): Promise<PlannedResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<PlannedResult> => {
    const before = await lockPlanned(trx, scope, propertyId, plannedId);
    if (!before) return { ok: false, reason: "not-found" };
    await trx
      .updateTable("planned_maintenance")
      .set({ archived_at: now, updated_at: now })
      .where("organisation_id", "=", scope.organisationId)
      .where("id", "=", before.id)
      .execute();
    await logChange(trx, {
      actor: orgChangeActor(scope),
      entity: "planned-maintenance",
      entityId: before.id,
      action: "archive-planned-maintenance",
      after: { organisationId: scope.organisationId, archived: true },
    });
    return { ok: true, id: before.id };
  });
}
