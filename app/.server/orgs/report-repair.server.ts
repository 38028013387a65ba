import type { Kysely } from "kysely";
import { services } from "~/content/services";
import type { DayWindows, WindowChoice } from "~/lib/arrival-window";
import { lastBookableDate, londonDate } from "~/lib/booking-rules";
import { describeTarget, JOB_PRIORITIES, PRIORITY_LABELS } from "~/lib/organisations";
import { formatUkPhone } from "~/lib/phone";
import { describeServedArea } from "~/lib/postcode";
import { NEW_PROPERTY, type ReportRepairInput } from "~/lib/schemas/organisations-write";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../db/schema.server";
import type { RefusedFile } from "../http/form.server";
import { dayWindows, firstFreeDate, withDayLabel } from "../jobs/availability.server";
import { attachJobPhotos } from "../jobs/job-photos.server";
import { getBookingSettings } from "../jobs/settings.server";
import { JOB_PHOTO_LIMITS, prepareUploadedPhotos } from "../storage/photo-uploads.server";
import { inOrgJobTransaction, orgJobActor, raiseOrganisationJob } from "./org-jobs.server";
import { insertProperty, postcodeRefusal } from "./properties.server";
import type { OrgScope } from "./scope.server";
import type { ReportFormFacts } from "~/lib/views/organisations";
export type { ReportFormFacts } from "~/lib/views/organisations";

export type ReportField =
  "propertyId" | "newPostcode" | "tellTenant" | "windowStart" | "contactPhone" | "photos";

export type ReportResult =
  | { ok: true; reference: string; windowLabel: string | null }
  | { ok: false; reason: "field"; field: ReportField; message: string }
  | { ok: false; reason: "window-full"; alternatives: WindowChoice[] };

const NOT_OURS = "Choose one of your organisation's properties, or add a new one.";

/**
 * A member's repair report (decision 19): the photos are checked first, so a wrong file never
 * leaves a job without them; a new property typed into the form is written in the job's own
 * transaction, so a refusal (a full window) leaves no property behind and the form comes back
 * with everything typed. A property of another organisation is refused like a missing one.
 * The engineer rings the number given, or the tenant's, or the member's own.
 */
export async function reportRepair(
  db: Kysely<Database>,
  scope: OrgScope,
  input: ReportRepairInput,
  options: {
    photos: FormDataEntryValue[];
    refusedFiles: readonly RefusedFile[];
    siteOrigin: string;
    now?: Date;
  },
): Promise<ReportResult> {
  const now = options.now ?? new Date();
  const adding = input.propertyId === NEW_PROPERTY;
  if (!adding && !isUuid(input.propertyId)) {
    return { ok: false, reason: "field", field: "propertyId", message: NOT_OURS };
  }
  if (adding && input.newPostcode) {
    const outside = await postcodeRefusal(db, input.newPostcode);
    if (outside)
      return { ok: false, reason: "field", field: "newPostcode", message: outside.message };
  }
  const property = adding
    ? null
    : await db
        .selectFrom("organisation_properties")
        .select("tenant_phone")
        .where("organisation_id", "=", scope.organisationId)
        .where("id", "=", input.propertyId)
        .executeTakeFirst();
  if (!adding && !property) {
    return { ok: false, reason: "field", field: "propertyId", message: NOT_OURS };
  }
  // The order the form's hint promises: typed, the tenant's, the member's, the organisation's.
  const contactPhone =
    input.contactPhone ??
    (adding ? input.newTenantPhone : property?.tenant_phone) ??
    (await memberPhone(db, scope)) ??
    (await organisationPhone(db, scope));
  if (!contactPhone) {
    return {
      ok: false,
      reason: "field",
      field: "contactPhone",
      message:
        "Enter the phone number the engineer should ring on the day: neither the tenant, your account nor the organisation has one.",
    };
  }
  const upload = await prepareUploadedPhotos(options.photos, options.refusedFiles);
  if (!upload.ok) return { ok: false, reason: "field", field: "photos", message: upload.message };

  const jobInput = {
    service: input.service,
    description: input.description,
    priority: input.priority,
    tenantAvailability: input.tenantAvailability ?? null,
    tellTenant: input.tellTenant,
    contactPhone,
    // The window's own day: one picked from the next free days lies on another day.
    window: input.windowStart
      ? { date: londonDate(new Date(input.windowStart)), windowStart: input.windowStart }
      : null,
  };
  const actor = orgJobActor(scope);
  const result = await inOrgJobTransaction(db, jobInput, { now }, async (trx) => {
    const propertyId = adding
      ? await insertProperty(
          trx,
          scope,
          {
            label: input.newLabel ?? "",
            address: input.newAddress ?? "",
            postcode: input.newPostcode ?? "",
            tenantName: input.newTenantName,
            tenantPhone: input.newTenantPhone,
            tenantEmail: input.newTenantEmail,
          },
          now,
        )
      : input.propertyId;
    return raiseOrganisationJob(
      trx,
      actor,
      { ...jobInput, propertyId },
      { now, siteOrigin: options.siteOrigin },
    );
  });
  if (!result.ok) {
    if (result.reason === "window-full") {
      return {
        ok: false,
        reason: "window-full",
        alternatives: result.alternatives.map(withDayLabel),
      };
    }
    if (result.reason === "property-not-found") {
      return { ok: false, reason: "field", field: "propertyId", message: NOT_OURS };
    }
    return { ok: false, reason: "field", field: result.field, message: result.message };
  }
  if (upload.photos.length > 0) {
    // The report stands even when its photos cannot be stored, as a booking does.
    try {
      await attachJobPhotos(db, result.reference, upload.photos);
    } catch (error) {
      console.error(`[wfc] Could not store the photos of report ${result.reference}:`, error);
    }
  }
  return { ok: true, reference: result.reference, windowLabel: result.windowLabel };
}

async function memberPhone(db: Kysely<Database>, scope: OrgScope): Promise<string | null> {
  const profile = await db
    .selectFrom("profiles")
    .select("phone")
    .where("id", "=", scope.userId)
    .executeTakeFirst();
  return profile?.phone ?? null;
}

async function organisationPhone(db: Kysely<Database>, scope: OrgScope): Promise<string | null> {
  const organisation = await db
    .selectFrom("organisations")
    .select("contact_phone")
    .where("id", "=", scope.organisationId)
    .executeTakeFirst();
  return organisation?.contact_phone ?? null;
}

/** What the report form offers: the organisation's active properties, services, priorities. */
export async function reportFormFacts(
  db: Kysely<Database>,
  scope: OrgScope,
  options: { propertyId?: string | null; now?: Date } = {},
): Promise<ReportFormFacts> {
  const now = options.now ?? new Date();
  const rules = await getBookingSettings(db);
  const active = await db
    .selectFrom("organisation_properties")
    .select(["id", "label", "postcode", "tenant_phone", "tenant_email"])
    .where("organisation_id", "=", scope.organisationId)
    .where("archived_at", "is", null)
    .orderBy("label")
    .orderBy("id")
    .limit(500)
    .execute();
  const phone = await memberPhone(db, scope);
  return {
    properties: active.map((property) => ({
      id: property.id,
      label: property.label,
      postcode: property.postcode,
      tenantPhone: property.tenant_phone ? formatUkPhone(property.tenant_phone) : "",
      hasTenantEmail: Boolean(property.tenant_email),
    })),
    services: services.map((service) => ({ value: service.slug, label: service.name })),
    priorities: JOB_PRIORITIES.map((priority) => ({
      value: priority,
      label: PRIORITY_LABELS[priority],
      target: describeTarget(priority, scope.targets),
    })),
    memberPhone: phone ? formatUkPhone(phone) : "",
    chosenPropertyId: active.some((property) => property.id === options.propertyId)
      ? (options.propertyId ?? "")
      : "",
    servedArea: describeServedArea(rules.servedOutwardCodes),
    minDate: londonDate(now),
    maxDate: lastBookableDate(now, rules),
    photoLimits: {
      maxFiles: JOB_PHOTO_LIMITS.maxFiles,
      maxMegabytes: Math.round(JOB_PHOTO_LIMITS.maxFileBytes / (1024 * 1024)),
    },
  };
}

/** The day the window picker opens on: the one asked for, or the first with a free window. */
export async function reportWindows(
  db: Kysely<Database>,
  date: string | undefined,
  now: Date = new Date(),
): Promise<DayWindows> {
  const day = date ?? (await firstFreeDate(db, { now })) ?? londonDate(now);
  return dayWindows(db, day, { emergency: false, now });
}
