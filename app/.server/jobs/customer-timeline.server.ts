import { formatLondonDateTime } from "~/lib/booking-rules";
import type { JobActorRole, JobStatus } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "./status.server";

export interface TimelineEvent {
  id: string;
  at: Date;
  kind: string;
  toStatus: JobStatus | null;
  actorRole: JobActorRole;
  note: string | null;
}

export interface TimelineEntry {
  id: string;
  /** ISO instant, for a <time> element. */
  at: string;
  /** "Monday 30 November, 08:00", London time. */
  atLabel: string;
  title: string;
  detail: string | null;
}

const CUSTOMER_ROLES: readonly JobActorRole[] = ["customer-link", "client"];

/**
 * The events a customer sees, in words. Notes written by the business or its engineers, and
 * event kinds this page does not know, may be internal, so they are left out; so is the
 * wording of a status change unless the customer wrote it.
 */
export function customerTimelineEntry(event: TimelineEvent): TimelineEntry | null {
  const byCustomer = CUSTOMER_ROLES.includes(event.actorRole);
  const base = {
    id: event.id,
    at: event.at.toISOString(),
    atLabel: formatLondonDateTime(event.at),
  };
  switch (event.kind) {
    case "created":
      return { ...base, title: JOB_STATUS_LABELS.requested, detail: null };
    case "status":
      if (!event.toStatus) return null;
      return {
        ...base,
        title: JOB_STATUS_LABELS[event.toStatus],
        detail: byCustomer && event.note ? `Your reason: ${event.note}` : null,
      };
    case "rescheduled":
      return { ...base, title: "Booking moved", detail: event.note };
    case "photos":
      return {
        ...base,
        title: byCustomer ? "You added photos" : "Photos added",
        detail: event.note,
      };
    case "note":
      return byCustomer && event.note ? { ...base, title: "Your note", detail: event.note } : null;
    default:
      return null;
  }
}

export function customerTimeline(events: TimelineEvent[]): TimelineEntry[] {
  return events.flatMap((event) => customerTimelineEntry(event) ?? []);
}
