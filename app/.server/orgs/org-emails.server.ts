import type { Business } from "../business/business.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";

/**
 * To a tenant whose landlord or agent reported a repair without a time: what was asked and
 * the tracking link. It names the organisation and the job only, nothing else of theirs.
 */
export function repairRequestedEmail(input: {
  reference: string;
  serviceName: string;
  address: string;
  tenantName: string;
  tenantEmail: string;
  organisationName: string;
  business: Business;
  siteOrigin: string;
  trackingUrl: string;
}): OutgoingEmail {
  const text = `Hello ${input.tenantName},

${input.organisationName} has asked ${input.business.name} to carry out a repair at your home.

Reference: ${input.reference}
Service: ${input.serviceName}
Address: ${input.address}

We will be in touch to agree a time for the visit. Follow the job, and see when the engineer is on the way:
${input.trackingUrl}

Questions about the visit? Reply to this e-mail or call us on ${input.business.phoneDisplay}.

${signOff(input.business, input.siteOrigin)}
`;
  return {
    to: input.tenantEmail,
    kind: "org.repair-requested",
    subject: `Repair requested: ${input.serviceName} (${input.reference})`,
    text,
  };
}
