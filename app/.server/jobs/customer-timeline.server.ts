import { formatLondonDateTime } from "~/lib/booking-rules";
import type { JobActorRole, JobEvent, JobStatus } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "./status.server";
import type { TimelineEntry } from "~/lib/views/tracking";
export type { TimelineEntry } from "~/lib/views/tracking";

export interface TimelineEvent {
  id: string;
  at: Date;
  kind: string;
  toStatus: JobStatus | null;
  actorRole: JobActorRole;
  note: string | null;
  /** An office or engineer note for staff only: never shown to the customer. */
  internal: boolean;
}

const CUSTOMER_ROLES: readonly JobActorRole[] = ["customer-link", "client"];

/**
 * The one rule for what a customer sees of a job's timeline, on /track/{token}, /portal/{token}
 * and /client alike (decision 0020): every status change and move, in words; the notes and
 * reasons the customer wrote; the photos added. A note written by the business or its
 * engineers may be internal, so it is never shown, not even on a status change; neither is an
 * event kind this rule does not know. The text of a move (from one window to another) and of
 * added photos (how many) is written by the system, not by a person.
 */
function customerTimelineEntry(event: TimelineEvent): TimelineEntry | null {
  if (event.internal) return null;
  const byCustomer = CUSTOMER_ROLES.includes(event.actorRole);
  const note = event.note?.trim() || null;
  const entry = (title: string, detail: string | null = null): TimelineEntry => ({
    id: event.id,
    at: event.at.toISOString(),
    atLabel: formatLondonDateTime(event.at),
    title,
    detail,
  });
  switch (event.kind) {
    case "created":
      return entry(JOB_STATUS_LABELS.requested);
    case "status":
      if (!event.toStatus) return null;
      return entry(
        JOB_STATUS_LABELS[event.toStatus],
        byCustomer && note ? `Your reason: ${note}` : null,
      );
    case "rescheduled":
      return entry("Booking moved", note);
    case "assigned":
      return entry("Engineer assigned");
    // The office's reshuffles: the customer sees the engineer (or "to be confirmed") instead.
    case "unassigned":
      return null;
    case "eta":
      return entry("Arrival time updated");
    case "photos":
      return entry(byCustomer ? "You added photos" : "Photos added", note);
    case "note":
      return byCustomer && note ? entry("Your note", note) : null;
    // A note the office wrote to the customer (addJobNote with the customer as audience).
    case "message":
      return note ? entry("Message from us", note) : null;
    default:
      return null;
  }
}

/** A job_events row as the customer pages select it. */
export function timelineEventOf(
  row: Pick<JobEvent, "id" | "at" | "kind" | "to_status" | "actor_role" | "note" | "internal">,
): TimelineEvent {
  return {
    id: String(row.id),
    at: row.at,
    kind: row.kind,
    toStatus: row.to_status,
    actorRole: row.actor_role,
    note: row.note,
    internal: row.internal,
  };
}

/** The timeline as the customer reads it, oldest first (events of one moment in the order written). */
export function customerTimeline(events: readonly TimelineEvent[]): TimelineEntry[] {
  return [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || Number(a.id) - Number(b.id))
    .flatMap((event) => customerTimelineEntry(event) ?? []);
}
