import type { JobStatus } from "../db/schema.server";
import type { LateRisk } from "~/lib/views/dispatch";
export type { LateRisk, LateRiskKind } from "~/lib/views/dispatch";

/** How long before its window a job without an engineer is flagged. */
export const UNASSIGNED_WARNING_MS = 2 * 3_600_000;

/** Statuses that mean the visit is under way or over: nothing left to run late. */
const SETTLED: readonly JobStatus[] = ["on_site", "completed", "cancelled"];

export interface LateRiskJob {
  status: JobStatus;
  engineerId: string | null;
  windowStart: Date | null;
  windowEnd: Date | null;
}

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Whether a job risks a late (or no) arrival at `now`, and why: its window is more than half
 * over (or over) and nobody is on site yet; or it has no engineer and its window starts within
 * two hours (or has started). A job without a window, or one already on site, finished or
 * cancelled, runs no risk. The first reason that applies wins: a window over with no engineer
 * is "over", the stronger of the two.
 */
export function lateRisk(job: LateRiskJob, now: Date): LateRisk | null {
  if (SETTLED.includes(job.status) || !job.windowStart || !job.windowEnd) return null;
  const start = job.windowStart.getTime();
  const end = job.windowEnd.getTime();
  const at = now.getTime();
  const nobody = job.engineerId === null;
  if (at >= end) {
    return {
      kind: "window-over",
      message: nobody
        ? "The window is over and no engineer was sent."
        : "The window is over and the engineer has not arrived.",
    };
  }
  if (at > start + (end - start) / 2) {
    return {
      kind: "half-over",
      message: nobody
        ? "More than half the window has gone and no engineer is assigned."
        : "More than half the window has gone and the engineer is not on site yet.",
    };
  }
  if (nobody && start - at <= UNASSIGNED_WARNING_MS) {
    return {
      kind: "no-engineer-soon",
      message:
        at >= start
          ? "The window has started and no engineer is assigned."
          : `Starts in ${minutesText(start - at)} and no engineer is assigned.`,
    };
  }
  return null;
}
