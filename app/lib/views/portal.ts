import type { SubmissionResult } from "~/lib/submission-result";
import type { WindowChoice } from "~/lib/arrival-window";
import type { JobStatus } from "~/lib/views/column-values";
import type { TimelineEntry } from "~/lib/views/tracking";

/** What an action sends back to one job's form: its messages, what was typed, and windows to choose from. */
export interface JobFormReply {
  jobId: string;
  form: "reschedule" | "cancel" | "note" | "photos";
  result: SubmissionResult<string[]>;
  /** Reschedule: the day on screen and its windows, or the nearest free ones after a lost race. */
  date?: string;
  windows?: WindowChoice[];
  notice?: { title: string; message: string };
}

/** Everything a page listing a customer's jobs needs besides the jobs. */
export interface JobListFacts {
  jobs: CustomerJob[];
  /** The dates the reschedule form may offer, "2026-11-30". */
  minDate: string;
  maxDate: string;
  /** Where the jobs' photos are served: "/portal/<token>/photos" or "/client/photos". */
  photoPath: string;
  /** What the add-photos form accepts in one go. */
  photoLimits: { maxFiles: number; maxMegabytes: number };
}

export interface CustomerJob {
  id: string;
  reference: string;
  serviceSlug: string;
  serviceName: string;
  status: JobStatus;
  statusLabel: string;
  emergency: boolean;
  description: string;
  address: string;
  windowLabel: string;
  /** The London date of the arrival window, "2026-11-30": where the reschedule form starts. */
  windowDate: string;
  timeline: TimelineEntry[];
  /** The assigned engineer's first name. */
  engineerFirstName: string | null;
  /** "09:15" in London time, while the engineer is on the way. */
  eta: string | null;
  /** What the engineer recorded on finishing: the outcome in words and their summary. */
  finished: { outcome: string; summary: string | null } | null;
  change: { allowed: true; deadlineLabel: string } | { allowed: false; reason: string };
  note: { allowed: true } | { allowed: false; reason: string };
  photos: Omit<CustomerPhoto, "jobId">[];
  /** How many more photos the job can take; 0 once it holds the most one job can. */
  photoRoom: number;
  /** Whether the card offers to open the job's tracking page (a link minted when asked). */
  trackable: boolean;
}

/** A job's photos as its customer sees them on the portal or /client, oldest first. */
export interface CustomerPhoto {
  id: string;
  jobId: string;
  width: number;
  height: number;
  /** The customer's own, or the engineer's (before or after the work). */
  takenBy: "customer" | "engineer";
  stage: "before" | "after" | null;
}
