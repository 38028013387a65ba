import type { EngineerJob } from "~/lib/views/engineer";
import { JOB_STATUS_LABELS } from "../job-status-labels";
import type { QueuedAction } from "./queue-store";

/** Where each step takes the job, as the server's status machine would. */
const STEP_AFTER = {
  "on-my-way": { status: "en_route", nextStep: "arrived" },
  arrived: { status: "on_site", nextStep: "finished" },
  finished: { status: "completed", nextStep: null },
} as const;

/**
 * The job as it will be once the steps waiting on the phone are sent: the page offers the step
 * after them (tap "On my way" in a basement, then "Arrived"), and posts the status they lead to.
 */
export function withQueuedSteps(job: EngineerJob, queue: readonly QueuedAction[]): EngineerJob {
  let shown = job;
  for (const action of queue) {
    if (action.jobId !== job.id || action.state !== "waiting" || action.kind === "note") continue;
    if (action.kind !== shown.nextStep) continue;
    const after = STEP_AFTER[action.kind];
    shown = {
      ...shown,
      ...after,
      statusLabel: JOB_STATUS_LABELS[after.status],
      // The card's list of what waits says when it was tapped and that it is not sent yet.
      statusDetail: null,
    };
  }
  return shown;
}
