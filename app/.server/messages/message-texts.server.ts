import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { formatJobWindow, formatWindow, LONDON } from "~/lib/booking-rules";
import type { Business } from "../business/business.server";
import type { JobOutcome } from "../db/schema.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { formatClockTime } from "../tracking/timeline.server";
import { clip, gsm7Length, toGsm7 } from "./gsm7.server";

/** What the customer messages of a job say about it. */
export interface MessageJob {
  reference: string;
  serviceName: string;
  customerName: string;
  customerEmail: string;
  address: string;
  postcode: string;
  windowStart: Date | null;
  windowEnd: Date | null;
}

export interface MessageContext {
  business: Pick<Business, "name" | "phoneDisplay" | "email">;
  /** "https://wefixcoventry.co.uk", without a trailing slash. */
  siteOrigin: string;
}

export type EmailContent = Pick<OutgoingEmail, "subject" | "text">;

/** One part of a text message: 160 GSM-7 characters. */
export const SMS_PART = 160;

const inLondon = tz(LONDON);

/** "Tue 14 Jul, 08:00-10:00": a window as short as a text message needs it. */
export function formatShortWindow(start: Date, end: Date): string {
  return `${format(start, "EEE d MMM", { in: inLondon })}, ${format(start, "HH:mm", { in: inLondon })}-${format(end, "HH:mm", { in: inLondon })}`;
}

function signOff({ business, siteOrigin }: MessageContext): string {
  return `${business.name} · ${siteOrigin}\n${business.phoneDisplay} · ${business.email}`;
}

function greeting(job: MessageJob): string {
  return `Hello ${job.customerName},`;
}

/**
 * A text message in GSM-7: the fixed parts whole, and `flexible` (a reason someone typed)
 * shortened so that the whole fits one part where it can.
 */
function smsBody(build: (flexible: string) => string, flexible = ""): string {
  const whole = toGsm7(build(flexible));
  if (gsm7Length(whole) <= SMS_PART || flexible === "") return whole;
  const room = SMS_PART - gsm7Length(toGsm7(build("")));
  return toGsm7(build(room >= 20 ? clip(flexible, room) : clip(flexible, 20)));
}

export function onMyWayEmail(
  job: MessageJob,
  details: { engineerFirstName: string; eta: Date; trackingUrl: string },
  context: MessageContext,
): EmailContent {
  const eta = formatClockTime(details.eta);
  return {
    subject: `${details.engineerFirstName} is on the way: arriving about ${eta} (${job.reference})`,
    text: `${greeting(job)}

${details.engineerFirstName} is on the way to you for your ${job.serviceName} booking and expects to arrive at about ${eta}.

Follow the visit as it happens:
${details.trackingUrl}

Reference: ${job.reference}
Booked arrival window: ${formatJobWindow(job.windowStart, job.windowEnd)}
Address: ${job.address}, ${job.postcode}

Need to tell ${details.engineerFirstName} something, or will you be out? Call us on ${context.business.phoneDisplay}.

${signOff(context)}
`,
  };
}

export function onMyWaySms(
  job: MessageJob,
  details: { engineerFirstName: string; eta: Date; trackingUrl: string },
  context: MessageContext,
): string {
  const window =
    job.windowStart && job.windowEnd
      ? ` (window ${formatClockTime(job.windowStart)}-${formatClockTime(job.windowEnd)})`
      : "";
  return smsBody(
    () =>
      `${context.business.name}: ${details.engineerFirstName} is on the way, ETA ${formatClockTime(details.eta)}${window}. Track: ${details.trackingUrl}`,
  );
}

const NEXT_STEP: Readonly<Record<JobOutcome, string>> = {
  completed: "The job is done. Thank you for choosing us.",
  "return-visit":
    "The job needs a return visit. We will call you to agree a time; you need not do anything.",
  quote: "The job needs a quote. We will send you one shortly; you need not do anything.",
};

/** What a finished visit's outcome means for the customer, in words. */
export const OUTCOME_WORDS: Readonly<Record<JobOutcome, string>> = {
  completed: "Job done",
  "return-visit": "A return visit is needed: we will call you to agree a time",
  quote: "A quote is needed: we will send you one",
};

export function finishedEmail(
  job: MessageJob,
  details: {
    summary: string;
    outcome: JobOutcome;
    engineerFirstName: string | null;
    trackingUrl: string;
    reviewUrl: string | null;
  },
  context: MessageContext,
): EmailContent {
  const who = details.engineerFirstName ?? "the engineer";
  const review = details.reviewUrl
    ? `

How did we do? A few words and a star rating help other people in Coventry find a tradesperson they can trust. This link is for this job only and works once:
${details.reviewUrl}`
    : "";
  return {
    subject: `Visit finished: ${job.serviceName} (${job.reference})`,
    text: `${greeting(job)}

${NEXT_STEP[details.outcome]}

What ${who} did:
${details.summary.trim()}

The visit, with ${details.engineerFirstName ? `${details.engineerFirstName}'s` : "the engineer's"} photos:
${details.trackingUrl}${review}

Reference: ${job.reference}
Address: ${job.address}, ${job.postcode}

Questions about the work? Call us on ${context.business.phoneDisplay}.

${signOff(context)}
`,
  };
}

export function officeCancelledEmail(
  job: MessageJob,
  details: { reason: string },
  context: MessageContext,
): EmailContent {
  return {
    subject: `Booking cancelled: ${job.serviceName} (${job.reference})`,
    text: `${greeting(job)}

We have had to cancel your booking, and we are sorry for the trouble.

Why: ${details.reason.trim()}

Reference: ${job.reference}
Arrival window that was booked: ${formatJobWindow(job.windowStart, job.windowEnd)}

Call us on ${context.business.phoneDisplay} to book another time, or book online at ${context.siteOrigin}/book.

${signOff(context)}
`,
  };
}

export function officeCancelledSms(
  job: MessageJob,
  details: { reason: string },
  context: MessageContext,
): string {
  const when =
    job.windowStart && job.windowEnd
      ? ` on ${formatShortWindow(job.windowStart, job.windowEnd)}`
      : "";
  return smsBody(
    (reason) =>
      `${context.business.name}: sorry, we have cancelled your visit${when} (${job.reference}). Why: ${reason}. To rebook call ${context.business.phoneDisplay}`,
    details.reason,
  );
}

export function officeMovedEmail(
  job: MessageJob,
  details: {
    from: { start: Date; end: Date } | null;
    to: { start: Date; end: Date };
    reason: string | null;
    trackingUrl: string;
  },
  context: MessageContext,
): EmailContent {
  const newWindow = formatWindow(details.to.start, details.to.end);
  return {
    subject: `Booking moved: ${job.serviceName}, ${newWindow} (${job.reference})`,
    text: `${greeting(job)}

We have moved your booking to a new arrival window.

New arrival window: ${newWindow}
Was: ${details.from ? formatWindow(details.from.start, details.from.end) : "to be arranged"}
${details.reason ? `Why: ${details.reason.trim()}\n` : ""}
Reference: ${job.reference}
Address: ${job.address}, ${job.postcode}

Follow the booking:
${details.trackingUrl}

Does the new time not suit you? Call us on ${context.business.phoneDisplay}.

${signOff(context)}
`,
  };
}

export function officeMovedSms(
  job: MessageJob,
  details: { to: { start: Date; end: Date }; reason: string | null },
  context: MessageContext,
): string {
  const head = `${context.business.name}: your visit ${job.reference} is now ${formatShortWindow(details.to.start, details.to.end)}.`;
  const tail = ` Not suitable? Call ${context.business.phoneDisplay}`;
  return details.reason
    ? smsBody((reason) => `${head} Why: ${reason}.${tail}`, details.reason)
    : smsBody(() => `${head}${tail}`);
}

export function noteToCustomerEmail(
  job: MessageJob,
  details: { note: string; trackingUrl: string },
  context: MessageContext,
): EmailContent {
  return {
    subject: `A message about your booking ${job.reference}`,
    text: `${greeting(job)}

${details.note.trim()}

Reference: ${job.reference}
Arrival window: ${formatJobWindow(job.windowStart, job.windowEnd)}
Follow the booking: ${details.trackingUrl}

${signOff(context)}
`,
  };
}
