import type { Transaction } from "kysely";
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
    /** The booking rules' cut-off, when the job has a window the tenant may change. */
    changeCutoffHours: number | null;
    now: Date;
  },
): Promise<void> {
  const serviceName = findService(told.input.service)?.name ?? told.input.service;
  const email =
    told.window && told.changeCutoffHours !== null
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
          changeCutoffHours: told.changeCutoffHours,
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
