import type { Transaction } from "kysely";
import { findService } from "~/content/services";
import { getBusiness } from "../business/business.server";
import type { Database, JobOutcome } from "../db/schema.server";
import { enqueueEmail, enqueueSms, type MessageValidity } from "../email/outbox.server";
import { mintReviewLink } from "../reviews/reviews.server";
import { firstName } from "../tracking/timeline.server";
import { mintTrackingLink } from "../tracking/tracking-links.server";
import {
  finishedEmail,
  noteToCustomerEmail,
  officeCancelledEmail,
  officeCancelledSms,
  officeMovedEmail,
  officeMovedSms,
  onMyWayEmail,
  onMyWaySms,
  type EmailContent,
  type MessageContext,
  type MessageJob,
} from "./message-texts.server";

/** What every message about a job needs, read in the transaction of the change. */
interface JobForMessage extends MessageJob {
  id: string;
  customerPhone: string;
  engineerFirstName: string | null;
}

export interface MessageOptions {
  /** Origin for links, e.g. "https://wefixcoventry.co.uk". */
  siteOrigin: string;
}

async function jobForMessage(trx: Transaction<Database>, jobId: string): Promise<JobForMessage> {
  const job = await trx
    .selectFrom("jobs")
    .leftJoin("profiles", "profiles.id", "jobs.engineer_id")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.customer_name",
      "jobs.customer_email",
      "jobs.customer_phone",
      "jobs.address",
      "jobs.postcode",
      "jobs.window_start",
      "jobs.window_end",
      "profiles.full_name as engineer_name",
    ])
    .where("jobs.id", "=", jobId)
    .executeTakeFirstOrThrow();
  return {
    id: job.id,
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    customerName: job.customer_name,
    customerEmail: job.customer_email,
    customerPhone: job.customer_phone,
    address: job.address,
    postcode: job.postcode,
    windowStart: job.window_start,
    windowEnd: job.window_end,
    engineerFirstName: firstName(job.engineer_name),
  };
}

async function contextOf(
  trx: Transaction<Database>,
  options: MessageOptions,
): Promise<MessageContext> {
  const business = await getBusiness(trx);
  return { business, siteOrigin: options.siteOrigin.replace(/\/+$/, "") };
}

async function email(
  trx: Transaction<Database>,
  job: JobForMessage,
  kind: string,
  content: EmailContent,
  validity: Omit<MessageValidity, "jobId"> = {},
) {
  await enqueueEmail(
    trx,
    { to: job.customerEmail, kind, ...content },
    { jobId: job.id, ...validity },
  );
}

/**
 * A text message too, when the customer's number is a UK mobile and they said yes to texts on
 * the booking form (enqueueSms checks both).
 */
async function text(
  trx: Transaction<Database>,
  job: JobForMessage,
  kind: string,
  body: string,
  validity: Omit<MessageValidity, "jobId"> = {},
) {
  await enqueueSms(trx, { to: job.customerPhone, kind, body }, { jobId: job.id, ...validity });
}

/**
 * The engineer has set off: their first name, the arrival time, the booked window and a
 * tracking link, by e-mail and text. Both are sent only while the job is still on the way
 * (an "arrived" before the sender gets to them makes them stale).
 */
export async function queueOnMyWayMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { engineerFirstName: string; eta: Date },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const context = await contextOf(trx, options);
  const trackingUrl = await mintTrackingLink(trx, jobId, context.siteOrigin);
  const facts = { ...details, trackingUrl };
  const validity = { validForStatuses: ["en_route" as const] };
  await email(trx, job, "job.on-my-way", onMyWayEmail(job, facts, context), validity);
  await text(trx, job, "job.on-my-way", onMyWaySms(job, facts, context), validity);
}

/**
 * The visit is finished: the engineer's summary, what happens next, the tracking link (where
 * the engineer's photos are) and, when the job is done, its single-use review link.
 */
export async function queueFinishedMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { summary: string; outcome: JobOutcome },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const context = await contextOf(trx, options);
  const trackingUrl = await mintTrackingLink(trx, jobId, context.siteOrigin);
  const reviewUrl =
    details.outcome === "completed" ? await mintReviewLink(trx, jobId, context.siteOrigin) : null;
  await email(
    trx,
    job,
    "job.finished",
    finishedEmail(
      job,
      { ...details, engineerFirstName: job.engineerFirstName, trackingUrl, reviewUrl },
      context,
    ),
  );
}

/** The office called the visit off: the reason, by e-mail and text. */
export async function queueOfficeCancelledMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { reason: string },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const context = await contextOf(trx, options);
  await email(trx, job, "job.cancelled-by-office", officeCancelledEmail(job, details, context));
  await text(trx, job, "job.cancelled-by-office", officeCancelledSms(job, details, context));
}

/**
 * The office moved the visit to another window: the new window and the reason, by e-mail and
 * text, sent only while the job is still in that window (a second move makes them stale).
 */
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
  const context = await contextOf(trx, options);
  const trackingUrl = await mintTrackingLink(trx, jobId, context.siteOrigin);
  const validity = { validForWindowStart: details.to.start };
  await email(
    trx,
    job,
    "job.moved-by-office",
    officeMovedEmail(job, { ...details, trackingUrl }, context),
    validity,
  );
  await text(trx, job, "job.moved-by-office", officeMovedSms(job, details, context), validity);
}

/** A note the office wrote to the customer, by e-mail with a link to follow the booking. */
export async function queueNoteToCustomerMessages(
  trx: Transaction<Database>,
  jobId: string,
  details: { note: string },
  options: MessageOptions,
): Promise<void> {
  const job = await jobForMessage(trx, jobId);
  const context = await contextOf(trx, options);
  const trackingUrl = await mintTrackingLink(trx, jobId, context.siteOrigin);
  await email(
    trx,
    job,
    "job.note-to-customer",
    noteToCustomerEmail(job, { ...details, trackingUrl }, context),
  );
}
