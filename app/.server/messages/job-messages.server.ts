import type { Transaction } from "kysely";
import { findService } from "~/content/services";
import { formatJobWindow, formatWindow } from "~/lib/booking-rules";
import { getBusiness, type Business } from "../business/business.server";
import type { Database, JobOutcome } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { formatClockTime } from "../tracking/timeline.server";

/** What every message about a job needs, read in the transaction of the change. */
interface JobForMessage {
  id: string;
  reference: string;
  serviceName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  textsAllowed: boolean;
  address: string;
  postcode: string;
  windowStart: Date | null;
  windowEnd: Date | null;
}

export interface MessageOptions {
  /** Origin for links, e.g. "https://wefixcoventry.co.uk". */
  siteOrigin: string;
}

async function jobForMessage(trx: Transaction<Database>, jobId: string): Promise<JobForMessage> {
  const job = await trx
    .selectFrom("jobs")
    .select([
      "id",
      "reference",
      "service_slug",
      "customer_name",
      "customer_email",
      "customer_phone",
      "texts_allowed",
      "address",
      "postcode",
      "window_start",
      "window_end",
    ])
    .where("id", "=", jobId)
    .executeTakeFirstOrThrow();
  return {
    id: job.id,
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    customerName: job.customer_name,
    customerEmail: job.customer_email,
    customerPhone: job.customer_phone,
    textsAllowed: job.texts_allowed,
    address: job.address,
    postcode: job.postcode,
    windowStart: job.window_start,
    windowEnd: job.window_end,
  };
}

function signOff(business: Business, siteOrigin: string): string {
  return `${business.name} · ${siteOrigin.replace(/\/+$/, "")}\n${business.phoneDisplay} · ${business.email}`;
}

/** The engineer has set off: their first name, the arrival time and the booked window. */
export async function queueOnMyWayMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { engineerFirstName: string; eta: Date },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const business = await getBusiness(trx);
  const window = formatJobWindow(job.windowStart, job.windowEnd);
  await enqueueEmail(
    trx,
    {
      to: job.customerEmail,
      kind: "job.on-my-way",
      subject: `${details.engineerFirstName} is on the way: arriving about ${formatClockTime(details.eta)} (${job.reference})`,
      text: `Hello ${job.customerName},

${details.engineerFirstName} is on the way to you for your ${job.serviceName} booking and expects to arrive at about ${formatClockTime(details.eta)}.

Reference: ${job.reference}
Booked arrival window: ${window}
Address: ${job.address}, ${job.postcode}

${signOff(business, options.siteOrigin)}
`,
    },
    { jobId, validForStatuses: ["en_route"] },
  );
}

/** The visit is finished: the engineer's summary, and what happens next. */
export async function queueFinishedMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { summary: string; outcome: JobOutcome },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const business = await getBusiness(trx);
  const next: Record<JobOutcome, string> = {
    completed: "The job is done. Thank you for choosing us.",
    "return-visit": "The job needs a return visit: we will call you to arrange a time.",
    quote: "The job needs a quote: we will send you one shortly.",
  };
  await enqueueEmail(
    trx,
    {
      to: job.customerEmail,
      kind: "job.finished",
      subject: `Visit finished: ${job.serviceName} (${job.reference})`,
      text: `Hello ${job.customerName},

${next[details.outcome]}

What the engineer did:
${details.summary}

Reference: ${job.reference}

${signOff(business, options.siteOrigin)}
`,
    },
    { jobId },
  );
}

/** The office called the visit off: the reason. */
export async function queueOfficeCancelledMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { reason: string },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const business = await getBusiness(trx);
  await enqueueEmail(
    trx,
    {
      to: job.customerEmail,
      kind: "job.cancelled-by-office",
      subject: `Booking cancelled: ${job.serviceName} (${job.reference})`,
      text: `Hello ${job.customerName},

We have had to cancel your booking, and we are sorry for the trouble.

Why: ${details.reason}

Reference: ${job.reference}
Arrival window that was booked: ${formatJobWindow(job.windowStart, job.windowEnd)}

Call us on ${business.phoneDisplay} to book another time.

${signOff(business, options.siteOrigin)}
`,
    },
    { jobId },
  );
}

/** The office moved the visit to another window: the reason and the new window. */
export async function queueOfficeMovedMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: {
    from: { start: Date; end: Date } | null;
    to: { start: Date; end: Date };
    reason: string | null;
  },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const business = await getBusiness(trx);
  const newWindow = formatWindow(details.to.start, details.to.end);
  await enqueueEmail(
    trx,
    {
      to: job.customerEmail,
      kind: "job.moved-by-office",
      subject: `Booking moved: ${job.serviceName}, ${newWindow} (${job.reference})`,
      text: `Hello ${job.customerName},

We have moved your booking to a new arrival window.

New arrival window: ${newWindow}
Was: ${details.from ? formatWindow(details.from.start, details.from.end) : "to be arranged"}
${details.reason ? `Why: ${details.reason}\n` : ""}
Reference: ${job.reference}
Address: ${job.address}, ${job.postcode}

Does the new time not suit you? Call us on ${business.phoneDisplay}.

${signOff(business, options.siteOrigin)}
`,
    },
    { jobId, validForWindowStart: details.to.start },
  );
}

/** A note the office wrote to the customer. */
export async function queueNoteToCustomerMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { note: string },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const business = await getBusiness(trx);
  await enqueueEmail(
    trx,
    {
      to: job.customerEmail,
      kind: "job.note-to-customer",
      subject: `A message about your booking ${job.reference}`,
      text: `Hello ${job.customerName},

${details.note}

Reference: ${job.reference}
Arrival window: ${formatJobWindow(job.windowStart, job.windowEnd)}

${signOff(business, options.siteOrigin)}
`,
    },
    { jobId },
  );
}
