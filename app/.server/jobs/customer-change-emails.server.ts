import { formatWindow } from "~/lib/booking-rules";
import type { Business } from "../business/business.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { calendarAttachment } from "./calendar.server";

export interface ChangedJob {
  id: string;
  reference: string;
  serviceName: string;
  serviceSlug: string;
  address: string;
  postcode: string;
  customerName: string;
  customerEmail: string;
}

interface Window {
  start: Date;
  end: Date;
}

function signOff(business: Business, siteOrigin: string): string {
  return `${business.name} · ${siteOrigin}\n${business.phoneDisplay} · ${business.email}\nHandyman and property maintenance in Coventry, Warwick, Kenilworth and Leamington Spa`;
}

/**
 * The new arrival window, with a calendar file that carries the booking's UID so a calendar
 * that imported the confirmation moves the visit instead of adding a second one.
 */
export function bookingMovedEmail(input: {
  job: ChangedJob;
  /** Null when the job had no window yet. */
  from: Window | null;
  to: Window;
  business: Business;
  siteOrigin: string;
  /** Where the customer sees their bookings: their portal link or /client. */
  bookingsUrl: string;
}): OutgoingEmail {
  const { job, business } = input;
  const newWindow = formatWindow(input.to.start, input.to.end);
  const text = `Hello ${job.customerName},

Your booking has moved to a new arrival window.

Reference: ${job.reference}
Service: ${job.serviceName}
New arrival window: ${newWindow} (UK time)
Was: ${input.from ? formatWindow(input.from.start, input.from.end) : "to be arranged"}
Address: ${job.address}, ${job.postcode}

The attached calendar file updates the visit in your calendar.

See or change your bookings:
${input.bookingsUrl}

Did not ask for this? Call us on ${business.phoneDisplay}.

${signOff(business, input.siteOrigin)}
`;
  return {
    to: job.customerEmail,
    kind: "job.rescheduled",
    subject: `Booking moved: ${job.serviceName}, ${newWindow} (${job.reference})`,
    text,
    attachments: [
      calendarAttachment({
        uid: `${job.id}@wefixcoventry.co.uk`,
        reference: job.reference,
        title: `${business.name}: ${job.serviceName}`,
        description: `Booking ${job.reference}. The engineer arrives during this window. Your bookings: ${input.bookingsUrl}`,
        location: `${job.address}, ${job.postcode}`,
        start: input.to.start,
        end: input.to.end,
        url: input.bookingsUrl,
        organiser: { name: business.name, email: business.email },
      }),
    ],
  };
}

export function bookingCancelledEmail(input: {
  job: ChangedJob;
  /** Null when the job had no window yet. */
  window: Window | null;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { job, business } = input;
  const window = input.window
    ? formatWindow(input.window.start, input.window.end)
    : "not arranged yet";
  const text = `Hello ${job.customerName},

Your booking has been cancelled, as you asked. There is nothing to pay.

Reference: ${job.reference}
Service: ${job.serviceName}
Arrival window that was booked: ${window} (UK time)
Address: ${job.address}, ${job.postcode}

If the visit is in your calendar, you can delete it.

Need us after all? Book again at ${input.siteOrigin}/book?service=${encodeURIComponent(job.serviceSlug)} or call us on ${business.phoneDisplay}.

${signOff(business, input.siteOrigin)}
`;
  return {
    to: job.customerEmail,
    kind: "job.cancelled",
    subject: `Booking cancelled: ${job.serviceName}, ${window} (${job.reference})`,
    text,
  };
}

/** A fresh portal link, asked for on /portal/new-link; the earlier link has stopped working. */
export function portalLinkEmail(input: {
  customerName: string;
  customerEmail: string;
  portalUrl: string;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { business } = input;
  const text = `Hello ${input.customerName},

Here is your new link to all your bookings with ${business.name}, where you can follow, reschedule or cancel them and add a note:
${input.portalUrl}

Any link we sent you before no longer works. Keep this one to yourself: anyone who has it can see and change your bookings.

Did not ask for this? You can ignore this e-mail, or call us on ${business.phoneDisplay}.

${signOff(business, input.siteOrigin)}
`;
  return {
    to: input.customerEmail,
    kind: "portal.link",
    subject: `Your link to your ${business.name} bookings`,
    text,
  };
}
