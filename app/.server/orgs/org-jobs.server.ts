import type { Kysely, Transaction } from "kysely";
import { formatWindow, isBookable, windowStartingAt } from "~/lib/booking-rules";
import { findService } from "~/content/services";
import {
  dueAt,
  PRIORITY_LABELS,
  type JobPriority,
  type ResponseTargets,
} from "~/lib/organisations";
import { servedArea } from "~/lib/postcode";
import { isUuid } from "~/lib/uuid";
import { logChange } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import { getBusiness } from "../business/business.server";
import type { Database, JobActorRole } from "../db/schema.server";
import { nearestFreeWindows, type WindowAvailability } from "../jobs/availability.server";
import { isWindowFullError } from "../jobs/capacity.server";
import { createJob } from "../jobs/create-job.server";
import { upsertCustomer } from "../jobs/customers.server";
import { getBookingSettings } from "../jobs/settings.server";
import { alertOfficeOfUrgentJob } from "../jobs/urgent-job-alert.server";
import { tellTheTenant } from "./org-job-contact.server";
import { acknowledgeRepairReport } from "./report-acknowledgement.server";
import type { OrgScope } from "./scope.server";

/** Who raises an organisation's job: a member (or the office) in the portal, or the sweep. */
export interface OrgJobActor {
  organisationId: string;
  organisationName: string;
  targets: ResponseTargets;
  /** Null for the planned-maintenance sweep. */
  userId: string | null;
  name: string;
  /** The reporter's own e-mail: the job's contact when the tenant is not told. */
  email: string | null;
  role: Extract<JobActorRole, "organisation" | "admin" | "system">;
}

export function orgJobActor(scope: OrgScope): OrgJobActor {
  return {
    organisationId: scope.organisationId,
    organisationName: scope.name,
    targets: scope.targets,
    userId: scope.userId,
    // The office raising a job for an organisation puts the organisation's contact on it,
    // not the admin's own address, which would get the organisation's booking e-mails.
    name: scope.isOffice ? scope.name : scope.actorName,
    email: scope.isOffice ? (scope.contactEmail ?? scope.email) : scope.email,
    role: scope.isOffice ? "admin" : "organisation",
  };
}

export interface OrgJobInput {
  propertyId: string;
  service: string;
  description: string;
  priority: JobPriority;
  tenantAvailability: string | null;
  /** The tenant becomes the job's customer: booking e-mails and tracking link go to them. */
  tellTenant: boolean;
  /** E.164: who the engineer rings on the day. */
  contactPhone: string;
  /** A free window picked in the portal; none sends the job to the board's queue. */
  window: { date: string; windowStart: string } | null;
}

export type OrgJobResult =
  | { ok: true; jobId: string; reference: string; windowLabel: string | null }
  | { ok: false; reason: "property-not-found" }
  | {
      ok: false;
      reason: "field";
      field: "propertyId" | "tellTenant" | "windowStart";
      message: string;
    }
  | { ok: false; reason: "window-full"; alternatives: WindowAvailability[] };

/** A refusal decided before anything was written. */
export type OrgJobRefusal = Exclude<OrgJobResult, { ok: true } | { reason: "window-full" }>;

/**
 * What raising a job inside a caller's transaction comes to. A full window carries no
 * alternatives: they are looked up after the transaction has rolled back.
 */
export type RaisedOrgJob =
  Extract<OrgJobResult, { ok: true }> | OrgJobRefusal | { ok: false; reason: "window-full" };

export interface OrgJobOptions {
  now?: Date;
  siteOrigin: string;
  plannedMaintenanceId?: string;
}

interface PropertyRow {
  id: string;
  label: string;
  address: string;
  postcode: string;
  tenant_name: string | null;
  tenant_email: string | null;
  archived_at: Date | null;
}

/** Carries a refusal out of a transaction, so that whatever it wrote before is rolled back. */
class RolledBack extends Error {
  constructor(readonly refusal: Exclude<RaisedOrgJob, { ok: true }>) {
    super("organisation job refused");
  }
}

/**
 * Raises one job for an organisation's property (decision 19): a routine, urgent or emergency
 * job with its due time from the organisation's response targets, in the board's unassigned
 * queue, or in the free window the member picked (held under the window's lock like any
 * booking). The property must be the organisation's own and not archived. When the tenant
 * is told, the tenant is the job's customer and gets the e-mail with the tracking link (never
 * the organisation's other data); otherwise the reporter is the contact and nobody outside
 * the organisation hears of it.
 */
export async function createOrganisationJob(
  db: Kysely<Database>,
  actor: OrgJobActor,
  input: OrgJobInput,
  options: OrgJobOptions,
): Promise<OrgJobResult> {
  return inOrgJobTransaction(db, input, options, (trx) =>
    raiseOrganisationJob(trx, actor, input, options),
  );
}

/**
 * Runs `raise` in one transaction and answers as createOrganisationJob does: a refusal rolls
 * back whatever the transaction wrote before it (a property added in the same form), and a
 * full window — found by our check or refused by the database — comes back with the nearest
 * free windows.
 */
export async function inOrgJobTransaction(
  db: Kysely<Database>,
  input: Pick<OrgJobInput, "priority" | "window">,
  options: Pick<OrgJobOptions, "now">,
  raise: (trx: Transaction<Database>) => Promise<RaisedOrgJob>,
): Promise<OrgJobResult> {
  let outcome: RaisedOrgJob;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const raised = await raise(trx);
      if (!raised.ok) throw new RolledBack(raised);
      return raised;
    });
  } catch (error) {
    if (error instanceof RolledBack) outcome = error.refusal;
    else if (isWindowFullError(error)) outcome = { ok: false, reason: "window-full" };
    else throw error;
  }
  if (outcome.ok || outcome.reason !== "window-full") return outcome;
  const start = input.window ? new Date(input.window.windowStart) : null;
  return {
    ok: false,
    reason: "window-full",
    alternatives: start
      ? await nearestFreeWindows(db, start, 3, {
          now: options.now ?? new Date(),
          emergency: input.priority === "emergency",
        })
      : [],
  };
}

/**
 * The checks and the writes of createOrganisationJob inside the caller's transaction: for
 * the sweep, which claims its planned row in the same transaction, and for a repair reported
 * with a new property. A refusal is returned before anything is written; the database's own
 * refusal of an over-full window is thrown, as by any booking.
 */
export async function raiseOrganisationJob(
  trx: Transaction<Database>,
  actor: OrgJobActor,
  input: OrgJobInput,
  options: OrgJobOptions,
): Promise<RaisedOrgJob> {
  const now = options.now ?? new Date();
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  const property: PropertyRow | undefined = isUuid(input.propertyId)
    ? await trx
        .selectFrom("organisation_properties")
        .select([
          "id",
          "label",
          "address",
          "postcode",
          "tenant_name",
          "tenant_email",
          "archived_at",
        ])
        .where("organisation_id", "=", actor.organisationId)
        .where("id", "=", input.propertyId)
        .executeTakeFirst()
    : undefined;
  if (!property) return { ok: false, reason: "property-not-found" };
  if (property.archived_at) {
    return {
      ok: false,
      reason: "field",
      field: "propertyId",
      message: "This property is archived. Restore it first, or choose another property.",
    };
  }
  const rules = await getBookingSettings(trx);
  const business = await getBusiness(trx);
  if (!servedArea(property.postcode, rules.servedOutwardCodes)) {
    return {
      ok: false,
      reason: "field",
      field: "propertyId",
      message: `${property.postcode} is outside the area we cover. Call us on ${business.phoneDisplay} to talk it through.`,
    };
  }
  if (input.tellTenant && !property.tenant_email) {
    return {
      ok: false,
      reason: "field",
      field: "tellTenant",
      message: "Add the tenant's e-mail address to the property first, or leave this unticked.",
    };
  }
  if (!actor.email && !input.tellTenant) {
    return {
      ok: false,
      reason: "field",
      field: "tellTenant",
      message: "Planned work has nobody to contact unless the tenant is told.",
    };
  }

  const emergency = input.priority === "emergency";
  const window = input.window
    ? windowStartingAt(input.window.date, new Date(input.window.windowStart), rules)
    : null;
  if (input.window && (!window || !isBookable(window, now, rules, { emergency }))) {
    return {
      ok: false,
      reason: "field",
      field: "windowStart",
      message:
        "That arrival window can no longer be booked. Choose another, or leave the time to us.",
    };
  }
  const contact = input.tellTenant
    ? { name: property.tenant_name || "Tenant", email: property.tenant_email ?? "" }
    : { name: actor.name, email: actor.email ?? "" };
  const portalToken = newToken();
  const job = await createJob(trx, {
    source: "organisation",
    customer: {
      upsert: upsertCustomer(
        trx,
        { ...contact, phone: input.contactPhone },
        hashToken(portalToken),
        now,
        { keepExisting: !input.tellTenant },
      ),
    },
    details: {
      service_slug: input.service,
      description: input.description,
      emergency,
      address: property.address,
      postcode: property.postcode,
      customer_name: contact.name,
      customer_email: contact.email,
      customer_phone: input.contactPhone,
      // The tenant's texts are theirs to refuse; a member reporting gets none.
      texts_allowed: input.tellTenant,
      user_id: null,
    },
    window: window && input.window ? { ...window, date: input.window.date } : null,
    organisation: {
      organisation_id: actor.organisationId,
      property_id: property.id,
      priority: input.priority,
      due_at: dueAt(input.priority, now, actor.targets),
      tenant_availability: input.tenantAvailability,
      tenant_told: input.tellTenant,
    },
    bookedThrough: actor.role === "admin" ? "admin" : "organisation",
    createdBy: { role: actor.role, actorId: actor.userId },
    at: now,
  });
  if (!job.ok) return job;
  await logChange(trx, {
    actor: { id: actor.userId, role: actor.role },
    entity: "job",
    entityId: job.id,
    action: options.plannedMaintenanceId ? "planned-maintenance-due" : "report-repair",
    after: {
      reference: job.reference,
      organisationId: actor.organisationId,
      propertyId: property.id,
      priority: input.priority,
      tellTenant: input.tellTenant,
      plannedMaintenanceId: options.plannedMaintenanceId ?? null,
    },
  });
  if (input.tellTenant) {
    await tellTheTenant(trx, {
      job: { id: job.id, reference: job.reference },
      contact,
      property,
      window: window ?? null,
      input,
      actor,
      business,
      siteOrigin,
      trackingUrl: `${siteOrigin}/track/${job.trackingToken}`,
      portalUrl: `${siteOrigin}/portal/${portalToken}`,
      changeCutoffHours: window ? rules.changeCutoffHours : null,
      now,
    });
  }
  const windowLabel = window ? formatWindow(window.start, window.end) : null;
  // A member's report, not the office's own entry nor the planned-maintenance sweep: the
  // office hears of the pressing ones, and the member gets the reference and tracking link.
  if (actor.role === "organisation") {
    const serviceName = findService(input.service)?.name ?? input.service;
    const created = { id: job.id, reference: job.reference, serviceName };
    if (input.priority !== "routine") {
      await alertOfficeOfUrgentJob(trx, {
        job: {
          ...created,
          address: property.address,
          postcode: property.postcode,
          windowStart: window?.start ?? null,
          windowEnd: window?.end ?? null,
        },
        urgency: input.priority === "emergency" ? "emergency" : "urgent",
        raisedBy: `reported by ${actor.organisationName}`,
        business,
        siteOrigin,
      });
    }
    if (actor.email) {
      await acknowledgeRepairReport(trx, {
        job: { ...created, address: `${property.address}, ${property.postcode}` },
        to: actor.email,
        reporterName: actor.name,
        organisationName: actor.organisationName,
        priorityLabel: PRIORITY_LABELS[input.priority],
        windowLabel,
        trackingUrl: `${siteOrigin}/track/${job.trackingToken}`,
        business,
        siteOrigin,
      });
    }
  }
  return { ok: true, jobId: job.id, reference: job.reference, windowLabel };
}
