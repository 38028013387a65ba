import { describeChangeRule, formatWindow } from "~/lib/booking-rules";
import type { OutgoingEmail } from "../email/outbox.server";
import type { Business } from "../business/business.server";
import { calendarAttachment } from "./calendar.server";

export interface BookedJob {
  id: string;
  reference: string;
  serviceName: string;
  emergency: boolean;
  address: string;
  postcode: string;
  customerName: string;
  customerEmail: string;
  windowStart: Date;
  windowEnd: Date;
}

/** The e-mails' last lines: who we are and how to reach us. */
export function signOff(business: Business, siteOrigin: string): string {
  return `${business.name} · ${siteOrigin}\n${business.phoneDisplay} · ${business.email}\nHandyman and property maintenance in Coventry, Warwick, Kenilworth and Leamington Spa`;
}

function jobSummary(job: BookedJob): string {
  return [
    `Reference: ${job.reference}`,
    `Service: ${job.serviceName}${job.emergency ? " (emergency, same day)" : ""}`,
    `Arrival window: ${formatWindow(job.windowStart, job.windowEnd)} (UK time)`,
    `Address: ${job.address}, ${job.postcode}`,
  ].join("\n");
}

/**
 * The confirmation with the tracking and portal links (shown only here: the database keeps
 * their hashes) and the arrival window as a calendar file.
 */
export function bookingConfirmationEmail(input: {
  job: BookedJob;
  business: Business;
  siteOrigin: string;
  trackingUrl: string;
  portalUrl: string;
  /** The booking rules' cut-off: the e-mail states the rule the portal applies. */
  changeCutoffHours: number;
  now: Date;
}): OutgoingEmail {
  const { job, business } = input;
  const changes = describeChangeRule(
    job.windowStart,
    input.now,
    { changeCutoffHours: input.changeCutoffHours },
    business.phoneDisplay,
  );
  const text = `Hello ${job.customerName},

Thank you for booking with ${business.name}. Your booking is confirmed.

${jobSummary(job)}

The engineer will arrive during the arrival window. Follow the job, and see when the engineer is on the way:
${input.trackingUrl}

All your bookings with us, where you can reschedule, cancel or add a note:
${input.portalUrl}
${changes}
This portal link replaces any earlier one we have sent you, which no longer works. Keep it to yourself: anyone who has it can see and change your bookings.

The attached calendar file adds the arrival window to your calendar.

Questions? Reply to this e-mail or call us on ${business.phoneDisplay}.

${signOff(business, input.siteOrigin)}
`;
  return {
    to: job.customerEmail,
    kind: "job.confirmation",
    subject: `Booking confirmed: ${job.serviceName}, ${formatWindow(job.windowStart, job.windowEnd)} (${job.reference})`,
    text,
    attachments: [
      calendarAttachment({
        uid: `${job.id}@wefixcoventry.co.uk`,
        reference: job.reference,
        title: `${business.name}: ${job.serviceName}`,
        description: `Booking ${job.reference}. The engineer arrives during this window. Follow the job: ${input.trackingUrl}`,
        location: `${job.address}, ${job.postcode}`,
        start: job.windowStart,
        end: job.windowEnd,
        url: input.trackingUrl,
        organiser: { name: business.name, email: business.email },
      }),
    ],
  };
}

/** Sent once, about 24 hours before the window; the links are in the confirmation. */
export function bookingReminderEmail(input: {
  job: BookedJob;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { job, business } = input;
  const text = `Hello ${job.customerName},

A reminder that our engineer visits within the next 24 hours.

${jobSummary(job)}

Please make sure someone is at the address during the arrival window. You can follow the engineer on the day with the tracking link in your confirmation e-mail, or call us for an update.

If you need to cancel or change the visit now, please call us on ${business.phoneDisplay}.

${signOff(business, input.siteOrigin)}
`;
  return {
    to: job.customerEmail,
    kind: "job.reminder",
    subject: `Reminder: ${job.serviceName}, ${formatWindow(job.windowStart, job.windowEnd)} (${job.reference})`,
    text,
  };
}
