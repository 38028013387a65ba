import type { JobStatus } from "~/lib/views/column-values";

export interface TrackingStep {
  status: JobStatus;
  label: string;
  state: "done" | "current" | "upcoming";
  reachedAt: LondonTime | null;
}

export interface LondonTime {
  /** ISO instant for <time dateTime>. */
  iso: string;
  /** "Monday 30 November, 08:12" in London time. */
  label: string;
}

/** What /track/{token} shows: nothing that reaches the customer by other means (e-mail, phone). */
export interface TrackedJob {
  reference: string;
  serviceName: string;
  status: JobStatus;
  statusLabel: string;
  /** "Monday 30 November, 08:00–10:00", London time. */
  windowLabel: string;
  /** The assigned engineer's first name. */
  engineerFirstName: string | null;
  /** "09:15" in London time, while the engineer is on the way. */
  eta: string | null;
  /** When the engineer arrived, once on site or finished. */
  arrivedAt: LondonTime | null;
  /** What the engineer recorded on finishing: the outcome in words and their summary. */
  finished: { outcome: string; summary: string | null; at: LondonTime | null } | null;
  /** The engineer's photos (before and after), served by /track/{token}/photos/{id}. */
  photos: TrackedPhoto[];
  street: string;
  steps: TrackingStep[];
  timeline: TimelineEntry[];
  /** Changes whenever anything above does; the live updates compare it. */
  version: string;
  /** Whether the job can still change: completed and cancelled jobs are final. */
  live: boolean;
}

export interface TrackedPhoto {
  id: string;
  width: number;
  height: number;
  stage: "before" | "after" | null;
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
