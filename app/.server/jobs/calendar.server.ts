import { createEvent } from "ics";
import type { EmailAttachment } from "../db/schema.server";

export interface CalendarVisit {
  uid: string;
  reference: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  url: string;
  organiser: { name: string; email: string };
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * The arrival window as an .ics file. Times are written as UTC instants (…Z), which every
 * calendar shows in its owner's zone: 08:00 in London whether or not summer time applies.
 */
export function calendarAttachment(visit: CalendarVisit): EmailAttachment {
  const { error, value } = createEvent({
    uid: visit.uid,
    productId: "wefixcoventry.co.uk/bookings",
    method: "PUBLISH",
    title: visit.title,
    description: visit.description,
    location: visit.location,
    url: visit.url,
    start: visit.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: visit.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: visit.organiser,
    alarms: [
      {
        action: "display",
        description: `${visit.title}: the arrival window starts in one hour`,
        trigger: { hours: 1, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return { filename: `${visit.reference}.ics`, contentType: CALENDAR_CONTENT_TYPE, content: value };
}
