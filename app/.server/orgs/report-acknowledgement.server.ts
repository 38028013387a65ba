import type { Transaction } from "kysely";
import type { Business } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";
import { signOff } from "../jobs/booking-emails.server";

/** The outbox key of a report's acknowledgement: one per job. */
export function reportAcknowledgementKey(jobId: string): string {
  return `org.report-acknowledged:${jobId}`;
}

/**
 * To the member who reported a repair: we have it, its reference and tracking link, and what
 * happens next. Once per job; call it in the transaction that creates the job.
 */
export function acknowledgeRepairReport(
  trx: Transaction<Database>,
  input: {
    job: { id: string; reference: string; serviceName: string; address: string };
    to: string;
    reporterName: string;
    organisationName: string;
    priorityLabel: string;
    windowLabel: string | null;
    trackingUrl: string;
    business: Business;
    siteOrigin: string;
  },
): Promise<boolean> {
  const { job } = input;
  const next = input.windowLabel
    ? `Arrival window: ${input.windowLabel} (UK time).`
    : "We will agree a time for the visit and let you know.";
  const text = `Hello ${input.reporterName},

Thank you: we have the repair ${input.organisationName} reported.

Reference: ${job.reference}
Service: ${job.serviceName}
Priority: ${input.priorityLabel}
Address: ${job.address}

${next}

Follow the job, and see when the engineer is on the way:
${input.trackingUrl}

Questions? Reply to this e-mail or call us on ${input.business.phoneDisplay}, quoting ${job.reference}.

${signOff(input.business, input.siteOrigin)}
`;
  return enqueueEmailOnce(
    trx,
    {
      to: input.to,
      kind: "org.report-acknowledged",
      subject: `Repair received: ${job.serviceName} (${job.reference})`,
      text,
    },
    { dedupeKey: reportAcknowledgementKey(job.id), jobId: job.id },
  );
}
