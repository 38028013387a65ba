import { sql, type Transaction } from "kysely";
import { findService } from "~/content/services";
import type { Business } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { bookingConfirmationEmail } from "../jobs/booking-emails.server";
import { repairRequestedEmail } from "./org-emails.server";
import type { OrgJobActor, OrgJobInput } from "./org-jobs.server";

/** The property fields the tenant's e-mail names. */
export interface JobProperty {
  address: string;
  postcode: string;
}

/**
 * The job's customer row. The tenant told gets a new portal link (sent in their e-mail); a
 * member reporting keeps any portal link of their own, and their name and phone as they were.
 */
export async function saveContact(
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

export async function tellTheTenant(
  trx: Transaction<Database>,
  told: {
    job: { id: string; reference: string };
    contact: { name: string; email: string };
    property: JobProperty;
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
