import type { Transaction } from "kysely";
import { formatWindow } from "~/lib/booking-rules";
import type { Business } from "../business/business.server";
import type { Database } from "../db/schema.server";
import { enqueueEmailOnce } from "../email/outbox-once.server";

export type JobUrgency = "urgent" | "emergency";

export interface UrgentJob {
  id: string;
  reference: string;
  serviceName: string;
  address: string;
  postcode: string;
  windowStart: Date | null;
  windowEnd: Date | null;
}

/** The outbox key of a job's alert: one per job, however often its creation is retried. */
export function urgentJobAlertKey(jobId: string): string {
  return `office.urgent-job:${jobId}`;
}

/**
 * Tells the office (the address in the settings) of a new urgent or emergency job that came
 * in without them, a booking on the site or an organisation's report, once per job. Call it
 * in the transaction that creates the job. Returns whether this call wrote the e-mail.
 */
export function alertOfficeOfUrgentJob(
  trx: Transaction<Database>,
  input: {
    job: UrgentJob;
    urgency: JobUrgency;
    /** Who raised it, in words: "booked on the site", "reported by Moat House Lettings". */
    raisedBy: string;
    business: Business;
    siteOrigin: string;
  },
): Promise<boolean> {
  const { job, business } = input;
  const label = input.urgency === "emergency" ? "Emergency" : "Urgent";
  const when =
    job.windowStart && job.windowEnd
      ? `Arrival window: ${formatWindow(job.windowStart, job.windowEnd)} (UK time), no engineer yet`
      : "No time yet: it waits in the board's queue";
  const text = `${label} job ${job.reference}, ${input.raisedBy}.

Service: ${job.serviceName}
Address: ${job.address}, ${job.postcode}
${when}

The job: ${input.siteOrigin}/admin/jobs/${job.reference}
The board: ${input.siteOrigin}/admin
`;
  return enqueueEmailOnce(
    trx,
    {
      to: business.email,
      kind: "office.urgent-job",
      subject: `${label} job: ${job.serviceName} in ${job.postcode} (${job.reference})`,
      text,
    },
    { dedupeKey: urgentJobAlertKey(job.id), jobId: job.id },
  );
}
