import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { formatLondonDateTime, LONDON } from "~/lib/booking-rules";
import type { JobActorRole, JobStatus } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";

/** The road a job follows; a cancelled job leaves it at the step it had reached. */
const PROGRESS: readonly JobStatus[] = [
  "requested",
  "confirmed",
  "scheduled",
  "en_route",
  "on_site",
  "completed",
];

const STEP_LABELS: Readonly<Record<JobStatus, string>> = {
  requested: "Requested",
  confirmed: "Confirmed",
  scheduled: "Scheduled",
  en_route: "En route",
  on_site: "On site",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Events other modules write besides status changes, in the customer's words. */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  created: JOB_STATUS_LABELS.requested,
  note: "Note added",
  photos: "Photos added",
  rescheduled: "Arrival window changed",
  assigned: "Engineer assigned",
  eta: "Arrival time updated",
};

/** Notes on these events are written by or for the customer; any other note stays internal. */
const CUSTOMER_AUTHORS: readonly JobActorRole[] = ["client", "customer-link"];

export interface TimelineEvent {
  id: string;
  at: Date;
  kind: string;
  to_status: JobStatus | null;
  actor_role: JobActorRole;
  note: string | null;
}

export interface LondonTime {
  /** ISO instant for <time dateTime>. */
  iso: string;
  /** "Monday 30 November, 08:12" in London time. */
  label: string;
}

export interface TrackingStep {
  status: JobStatus;
  label: string;
  state: "done" | "current" | "upcoming";
  reachedAt: LondonTime | null;
}

export interface TimelineEntry {
  id: string;
  at: LondonTime;
  label: string;
  note: string | null;
}

export function londonTime(at: Date): LondonTime {
  return { iso: at.toISOString(), label: formatLondonDateTime(at) };
}

/** "09:15" in London time. */
export function formatClockTime(at: Date): string {
  return format(at, "HH:mm", { in: tz(LONDON) });
}

/** "Dan Fletcher" → "Dan"; the customer sees no more of the engineer's name. */
export function firstName(fullName: string | null | undefined): string | null {
  const [first] = (fullName ?? "").trim().split(/\s+/);
  return first ? first : null;
}

/** "12 Spon Street, Coventry" → "12 Spon Street": enough to recognise the job. */
export function streetOf(address: string): string {
  const [street] = address.split(/[,\n]/);
  return street?.trim() || address.trim();
}

function eventLabel(event: TimelineEvent): string {
  if (event.kind === "status" && event.to_status) return JOB_STATUS_LABELS[event.to_status];
  return EVENT_LABELS[event.kind] ?? "Booking updated";
}

/**
 * A note is shown when it explains a status change (a cancellation's reason, what was done
 * on completion) or when the customer wrote it; notes staff add for each other are not.
 */
function customerVisibleNote(event: TimelineEvent): string | null {
  const visible = event.kind === "status" || CUSTOMER_AUTHORS.includes(event.actor_role);
  const note = event.note?.trim();
  return visible && note ? note : null;
}

/** The timeline, oldest first, as the customer reads it. */
export function timelineEntries(events: readonly TimelineEvent[]): TimelineEntry[] {
  return [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || Number(a.id) - Number(b.id))
    .map((event) => ({
      id: event.id,
      at: londonTime(event.at),
      label: eventLabel(event),
      note: customerVisibleNote(event),
    }));
}

/** When the job last entered each status, from its timeline. */
function reachedTimes(events: readonly TimelineEvent[]): Map<JobStatus, Date> {
  const reached = new Map<JobStatus, Date>();
  for (const event of events) {
    if (!event.to_status) continue;
    const previous = reached.get(event.to_status);
    if (!previous || previous.getTime() <= event.at.getTime()) {
      reached.set(event.to_status, event.at);
    }
  }
  return reached;
}

/**
 * The progress bar: every step from requested to completed with the current one marked,
 * or, for a cancelled job, the steps it reached followed by the cancellation.
 */
export function progressSteps(status: JobStatus, events: readonly TimelineEvent[]): TrackingStep[] {
  const reached = reachedTimes(events);
  const step = (stepStatus: JobStatus, state: TrackingStep["state"]): TrackingStep => {
    const at = state === "upcoming" ? undefined : reached.get(stepStatus);
    return {
      status: stepStatus,
      label: STEP_LABELS[stepStatus],
      state,
      reachedAt: at ? londonTime(at) : null,
    };
  };
  if (status === "cancelled") {
    return [
      ...PROGRESS.filter((candidate) => reached.has(candidate)).map((done) => step(done, "done")),
      step("cancelled", "current"),
    ];
  }
  const current = PROGRESS.indexOf(status);
  return PROGRESS.map((candidate, index) =>
    step(candidate, index < current ? "done" : index === current ? "current" : "upcoming"),
  );
}
