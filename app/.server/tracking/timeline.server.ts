import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { formatLondonDateTime, LONDON } from "~/lib/booking-rules";
import type { JobStatus } from "../db/schema.server";
import type { LondonTime, TrackingStep } from "~/lib/views/tracking";
export type { LondonTime, TrackingStep } from "~/lib/views/tracking";

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

/** What the progress bar needs of each timeline event. */
export interface StatusEvent {
  at: Date;
  to_status: JobStatus | null;
}

function londonTime(at: Date): LondonTime {
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

/** When the job last entered each status, from its timeline. */
function reachedTimes(events: readonly StatusEvent[]): Map<JobStatus, Date> {
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
export function progressSteps(status: JobStatus, events: readonly StatusEvent[]): TrackingStep[] {
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
