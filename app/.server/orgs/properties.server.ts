import type { Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { likeContaining } from "~/lib/planned-maintenance";
import { describeServedArea, servedArea } from "~/lib/postcode";
import type { PropertyChanges, PropertyInput } from "~/lib/schemas/organisations-write";
import { isUuid } from "~/lib/uuid";
import { logChange } from "../audit/change-log.server";
import type { Database, JobPriority, JobStatus } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import type { OrgScope } from "./scope.server";

type Executor = Kysely<Database> | Transaction<Database>;

export type PropertyRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "field"; field: "postcode"; message: string };

export interface PropertySummary {
  id: string;
  label: string;
  address: string;
  postcode: string;
  tenantName: string | null;
  archived: boolean;
}

/** Who made a change, as the change log records it. */
export function orgChangeActor(scope: OrgScope) {
  return { id: scope.userId, role: scope.isOffice ? "admin" : "organisation" };
}

/** Whether the business goes to this postcode: the same rule as the booking form's. */
export async function postcodeRefusal(
  db: Executor,
  postcode: string,
): Promise<{ message: string } | null> {
  const rules = await getBookingSettings(db);
  if (servedArea(postcode, rules.servedOutwardCodes)) return null;
  return {
    message: `We do not cover ${postcode}. We work in ${describeServedArea(rules.servedOutwardCodes)}.`,
  };
}

/**
 * The organisation's properties by label: the active ones, or the archived ones, found by any
 * part of their label, address or postcode.
 */
export async function listProperties(
  db: Executor,
  scope: Pick<OrgScope, "organisationId">,
  filter: { search?: string; archived?: boolean } = {},
): Promise<PropertySummary[]> {
  const search = filter.search?.trim().slice(0, 100) ?? "";
  let query = db
    .selectFrom("organisation_properties")
    .select(["id", "label", "address", "postcode", "tenant_name", "archived_at"])
    .where("organisation_id", "=", scope.organisationId)
    .where("archived_at", filter.archived ? "is not" : "is", null);
  if (search) {
    const pattern = likeContaining(search);
    // The postcode is stored with its space: "cv15dz" finds "CV1 5DZ" too.
    const compact = likeContaining(search.replace(/\s+/g, ""));
    query = query.where((eb) =>
      eb.or([
        eb("label", "ilike", pattern),
        eb("address", "ilike", pattern),
        eb(eb.fn("replace", ["postcode", eb.val(" "), eb.val("")]), "ilike", compact),
      ]),
    );
  }
  const rows = await query.orderBy("label").orderBy("id").limit(500).execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    address: row.address,
    postcode: row.postcode,
    tenantName: row.tenant_name,
    archived: row.archived_at !== null,
  }));
}

/**
 * Writes a new property of the scope's organisation, in the caller's transaction (the report
 * form adds one with its repair). The postcode is checked by the caller.
 */
export async function insertProperty(
  trx: Transaction<Database>,
  scope: OrgScope,
  input: PropertyInput,
  now: Date,
): Promise<string> {
  const row = await trx
    .insertInto("organisation_properties")
    .values({
      organisation_id: scope.organisationId,
      label: input.label,
      address: input.address,
      postcode: input.postcode,
      access_notes: input.accessNotes ?? null,
      key_safe_code: input.keySafeCode ?? null,
      tenant_name: input.tenantName ?? null,
      tenant_phone: input.tenantPhone ?? null,
      tenant_email: input.tenantEmail ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await logChange(trx, {
    actor: orgChangeActor(scope),
    entity: "organisation-property",
    entityId: row.id,
    action: "add-property",
    after: loggedProperty(scope.organisationId, input, Boolean(input.keySafeCode)),
  });
  return row.id;
}

/** The change log's copy of a property: the key-safe code only as whether one is saved. */
function loggedProperty(
  organisationId: string,
  input: Omit<PropertyInput, "keySafeCode">,
  keySafeSaved: boolean,
) {
  return {
    organisationId,
    label: input.label,
    address: input.address,
    postcode: input.postcode,
    accessNotes: input.accessNotes ?? null,
    tenantName: input.tenantName ?? null,
    tenantPhone: input.tenantPhone ?? null,
    tenantEmail: input.tenantEmail ?? null,
    keySafeSaved,
  };
}

export async function addProperty(
  db: Kysely<Database>,
  scope: OrgScope,
  input: PropertyInput,
  options: { now?: Date } = {},
): Promise<{ ok: true; id: string } | Extract<PropertyRefusal, { reason: "field" }>> {
  const outside = await postcodeRefusal(db, input.postcode);
  if (outside) return { ok: false, reason: "field", field: "postcode", message: outside.message };
  const id = await db
    .transaction()
    .execute((trx) => insertProperty(trx, scope, input, options.now ?? new Date()));
  return { ok: true, id };
}

export interface PropertyDetail {
  id: string;
  label: string;
  address: string;
  postcode: string;
  accessNotes: string | null;
  tenantName: string | null;
  tenantPhone: string | null;
  tenantEmail: string | null;
  archived: boolean;
  keySafeSaved: boolean;
  /** Only for the office: members set or remove it, and never read it back. */
  keySafeCode: string | null;
}

/** One property of the scope's organisation; another organisation's (or none) is null. */
export async function findProperty(
  db: Executor,
  scope: Pick<OrgScope, "organisationId" | "isOffice">,
  propertyId: string,
): Promise<PropertyDetail | null> {
  if (!isUuid(propertyId)) return null;
  const row = await db
    .selectFrom("organisation_properties")
    .selectAll()
    .where("organisation_id", "=", scope.organisationId)
    .where("id", "=", propertyId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    postcode: row.postcode,
    accessNotes: row.access_notes,
    tenantName: row.tenant_name,
    tenantPhone: row.tenant_phone,
    tenantEmail: row.tenant_email,
    archived: row.archived_at !== null,
    keySafeSaved: row.key_safe_code !== null,
    keySafeCode: scope.isOffice ? row.key_safe_code : null,
  };
}

/**
 * Changes a property's details. An empty key-safe field keeps the saved code (it is never
 * shown to members, so they cannot send it back); a new one replaces it; "remove" clears it.
 */
export async function updateProperty(
  db: Kysely<Database>,
  scope: OrgScope,
  propertyId: string,
  changes: PropertyChanges,
  options: { now?: Date } = {},
): Promise<{ ok: true } | PropertyRefusal> {
  if (!isUuid(propertyId)) return { ok: false, reason: "not-found" };
  const outside = await postcodeRefusal(db, changes.postcode);
  return db.transaction().execute(async (trx): Promise<{ ok: true } | PropertyRefusal> => {
    const before = await trx
      .selectFrom("organisation_properties")
      .selectAll()
      .where("organisation_id", "=", scope.organisationId)
      .where("id", "=", propertyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return { ok: false, reason: "not-found" };
    // A postcode the business no longer covers may stay as it was; a new one must be covered.
    if (outside && changes.postcode !== before.postcode) {
      return { ok: false, reason: "field", field: "postcode", message: outside.message };
    }
    const keySafeCode = changes.removeKeySafeCode
      ? null
      : (changes.keySafeCode ?? before.key_safe_code);
    await trx
      .updateTable("organisation_properties")
      .set({
        label: changes.label,
        address: changes.address,
        postcode: changes.postcode,
        access_notes: changes.accessNotes ?? null,
        key_safe_code: keySafeCode,
        tenant_name: changes.tenantName ?? null,
        tenant_phone: changes.tenantPhone ?? null,
        tenant_email: changes.tenantEmail ?? null,
        updated_at: options.now ?? new Date(),
      })
      .where("organisation_id", "=", scope.organisationId)
      .where("id", "=", propertyId)
      .execute();
    await logChange(trx, {
      actor: orgChangeActor(scope),
      entity: "organisation-property",
      entityId: propertyId,
      action: "edit-property",
      before: loggedProperty(
        scope.organisationId,
        {
          label: before.label,
          address: before.address,
          postcode: before.postcode,
          accessNotes: before.access_notes ?? undefined,
          tenantName: before.tenant_name ?? undefined,
          tenantPhone: before.tenant_phone ?? undefined,
          tenantEmail: before.tenant_email ?? undefined,
        },
        before.key_safe_code !== null,
      ),
      after: {
        ...loggedProperty(scope.organisationId, changes, keySafeCode !== null),
        keySafeChanged: keySafeCode !== before.key_safe_code,
      },
    });
    return { ok: true };
  });
}

/** Archives a property (it leaves the report form's list; its jobs stay) or restores it. */
export async function setPropertyArchived(
  db: Kysely<Database>,
  scope: OrgScope,
  propertyId: string,
  archived: boolean,
  options: { now?: Date } = {},
): Promise<{ ok: true; label: string } | { ok: false; reason: "not-found" }> {
  if (!isUuid(propertyId)) return { ok: false, reason: "not-found" };
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("organisation_properties")
      .set({ archived_at: archived ? now : null, updated_at: now })
      .where("organisation_id", "=", scope.organisationId)
      .where("id", "=", propertyId)
      .returning(["id", "label"])
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    await logChange(trx, {
      actor: orgChangeActor(scope),
      entity: "organisation-property",
      entityId: row.id,
      action: archived ? "archive-property" : "restore-property",
      after: { organisationId: scope.organisationId, archived },
    });
    return { ok: true, label: row.label } as const;
  });
}

export interface PropertyJob {
  reference: string;
  serviceName: string;
  status: JobStatus;
  statusLabel: string;
  priority: JobPriority | null;
  createdAt: Date;
}

/** The jobs of one of the organisation's properties, newest first. */
export async function propertyJobs(
  db: Executor,
  scope: Pick<OrgScope, "organisationId">,
  propertyId: string,
  limit = 100,
): Promise<PropertyJob[]> {
  if (!isUuid(propertyId)) return [];
  const rows = await db
    .selectFrom("jobs")
    .select(["reference", "service_slug", "status", "priority", "created_at"])
    .where("organisation_id", "=", scope.organisationId)
    .where("property_id", "=", propertyId)
    .orderBy("created_at", "desc")
    .orderBy("reference", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    serviceName: findService(row.service_slug)?.name ?? row.service_slug,
    status: row.status,
    statusLabel: JOB_STATUS_LABELS[row.status],
    priority: row.priority,
    createdAt: row.created_at,
  }));
}
