import { sql, type Kysely, type Transaction } from "kysely";
import { findService } from "~/content/services";
import { changeDeadline, formatWindow, isBookable, windowStartingAt } from "~/lib/booking-rules";
import { dueAt, type JobPriority, type ResponseTargets } from "~/lib/organisations";
import { servedArea } from "~/lib/postcode";
import { isUuid } from "~/lib/uuid";
import { logChange } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import { getBusiness, type Business } from "../business/business.server";
import type { Database, JobActorRole } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { nearestFreeWindows, type WindowAvailability } from "../jobs/availability.server";
import { bookingConfirmationEmail } from "../jobs/booking-emails.server";
import { isWindowFullError, windowHasRoom } from "../jobs/capacity.server";
import { getBookingSettings } from "../jobs/settings.server";
import { BOOKED_STATUS, bookedJobEvents } from "../jobs/status.server";
import { repairRequestedEmail } from "./org-emails.server";
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
    name: scope.actorName,
    email: scope.email,
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

const WINDOW_FULL = Symbol("window-full");

interface PropertyRow {
  id: string;
  label: string;
  address: string;
  postcode: string;
  tenant_name: string | null;
  tenant_email: string | null;
  archived_at: Date | null;
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
  options: { now?: Date; siteOrigin: string; plannedMaintenanceId?: string },
): Promise<OrgJobResult> {
  const now = options.now ?? new Date();
  const siteOrigin = options.siteOrigin.replace(/\/+$/, "");
  const property: PropertyRow | undefined = isUuid(input.propertyId)
    ? await db
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
  const rules = await getBookingSettings(db);
  const business = await getBusiness(db);
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
  const trackingToken = newToken();
  const portalToken = newToken();
  let created: { id: string; reference: string } | typeof WINDOW_FULL;
  try {
    created = await db.transaction().execute(async (trx) => {
      if (window && !(await windowHasRoom(trx, window))) return WINDOW_FULL;
      const customer = await saveContact(trx, {
        ...contact,
        phone: input.contactPhone,
        portalTokenHash: hashToken(portalToken),
        rotatePortalLink: input.tellTenant,
        at: now,
      });
      const job = await trx
        .insertInto("jobs")
        .values({
          reference: sql<string>`public.next_job_reference(${now})`,
          service_slug: input.service,
          description: input.description,
          emergency,
          address: property.address,
          postcode: property.postcode,
          customer_id: customer,
          customer_name: contact.name,
          customer_email: contact.email,
          customer_phone: input.contactPhone,
          // The tenant's texts are theirs to refuse; a member reporting gets none.
          texts_allowed: input.tellTenant,
          user_id: null,
          requested_date: window ? input.window?.date : null,
          window_start: window?.start ?? null,
          window_end: window?.end ?? null,
          status: window ? BOOKED_STATUS : "requested",
          source: actor.role === "admin" ? "admin" : "organisation",
          tracking_token_hash: hashToken(trackingToken),
          organisation_id: actor.organisationId,
          property_id: property.id,
          priority: input.priority,
          due_at: dueAt(input.priority, now, actor.targets),
          tenant_availability: input.tenantAvailability,
          tenant_told: input.tellTenant,
          created_at: now,
          updated_at: now,
        })
        .returning(["id", "reference"])
        .executeTakeFirstOrThrow();
      if (window) {
        await trx
          .insertInto("window_bookings")
          .values({ job_id: job.id, window_start: window.start, window_end: window.end })
          .execute();
      }
      const events = window
        ? bookedJobEvents({ bookedBy: actor.role, actorId: actor.userId, at: now })
        : [
            {
              at: now,
              kind: "created",
              from_status: null,
              to_status: "requested" as const,
              actor_role: actor.role,
              actor_id: actor.userId,
              note: null,
            },
          ];
      await trx
        .insertInto("job_events")
        .values(events.map((event) => ({ ...event, job_id: job.id })))
        .execute();
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
          trackingUrl: `${siteOrigin}/track/${trackingToken}`,
          portalUrl: `${siteOrigin}/portal/${portalToken}`,
          changeDeadline: window ? changeDeadline(window.start, rules) : null,
          now,
        });
      }
      return job;
    });
  } catch (error) {
    if (!isWindowFullError(error)) throw error;
    created = WINDOW_FULL;
  }
  if (created === WINDOW_FULL) {
    return {
      ok: false,
      reason: "window-full",
      alternatives: window ? await nearestFreeWindows(db, window.start, 3, { now, emergency }) : [],
    };
  }
  return {
    ok: true,
    jobId: created.id,
    reference: created.reference,
    windowLabel: window ? formatWindow(window.start, window.end) : null,
  };
}

/**
 * The job's customer row. The tenant told gets a new portal link (sent in their e-mail); a
 * member reporting keeps any portal link of their own, and their name and phone as they were.
 */
async function saveContact(
  trx: Transaction<Database>,
  contact: {
    name: string;
    email: string;
    phone: string;
    portalTokenHash: string;
    rotatePortalLink: boolean;
    at: Date;
  },
): Promise<string> {
  const row = await trx
    .insertInto("customers")
    .values({
      email: contact.email.toLowerCase(),
      name: contact.name,
      phone: contact.phone,
      portal_token_hash: contact.portalTokenHash,
      created_at: contact.at,
      updated_at: contact.at,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet(
        contact.rotatePortalLink
          ? {
              name: (eb) => eb.ref("excluded.name"),
              phone: (eb) => eb.ref("excluded.phone"),
              portal_token_hash: (eb) => eb.ref("excluded.portal_token_hash"),
              updated_at: contact.at,
            }
          : { updated_at: contact.at },
      ),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tellTheTenant(
  trx: Transaction<Database>,
  told: {
    job: { id: string; reference: string };
    contact: { name: string; email: string };
    property: PropertyRow;
    window: { start: Date; end: Date } | null;
    input: OrgJobInput;
    actor: OrgJobActor;
    business: Business;
    siteOrigin: string;
    trackingUrl: string;
    portalUrl: string;
    changeDeadline: Date | null;
    now: Date;
  },
): Promise<void> {
  const serviceName = findService(told.input.service)?.name ?? told.input.service;
  const email =
    told.window && told.changeDeadline
      ? bookingConfirmationEmail({
          job: {
            id: told.job.id,
            reference: told.job.reference,
            serviceName,
            emergency: told.input.priority === "emergency",
            address: told.property.address,
            postcode: told.property.postcode,
            customerName: told.contact.name,
            customerEmail: told.contact.email,
            windowStart: told.window.start,
            windowEnd: told.window.end,
          },
          business: told.business,
          siteOrigin: told.siteOrigin,
          trackingUrl: told.trackingUrl,
          portalUrl: told.portalUrl,
          changeDeadline: told.changeDeadline,
          now: told.now,
        })
      : repairRequestedEmail({
          reference: told.job.reference,
          serviceName,
          address: `${told.property.address}, ${told.property.postcode}`,
          tenantName: told.contact.name,
          tenantEmail: told.contact.email,
          organisationName: told.actor.organisationName,
          business: told.business,
          siteOrigin: told.siteOrigin,
          trackingUrl: told.trackingUrl,
        });
  await enqueueEmail(trx, email, { jobId: told.job.id });
}
