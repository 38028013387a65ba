import type { SubmissionResult } from "@conform-to/react";
import type { WindowChoice } from "~/lib/arrival-window";
import type { CustomerJob } from "../jobs/customer-jobs.server";

export type { CustomerJob };

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
