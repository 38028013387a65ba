import { changeDeadline, canCustomerChange, type BookingRules } from "~/lib/booking-rules";
import type { JobStatus } from "../db/schema.server";

/** Who changes a job from outside the business: the portal link's holder or a signed-in client. */
export type CustomerActor = "customer-link" | "client";

/** The statuses a customer may still reschedule or cancel from (the engineer has not set off). */
const CUSTOMER_CHANGEABLE_STATUSES: readonly JobStatus[] = ["requested", "confirmed", "scheduled"];

export type ChangeVerdict = { allowed: true; deadline: Date } | { allowed: false; reason: string };

function hours(count: number): string {
  return `${count} hour${count === 1 ? "" : "s"}`;
}

function closedReason(status: JobStatus): string | null {
  if (status === "completed") return "This job is completed.";
  if (status === "cancelled") return "This job was cancelled.";
  return null;
}

/**
 * Whether a customer may still move or cancel the job online, and why not when they may not.
 * A cancelled or completed job never changes from any link; a visit under way, or one past
 * the cut-off, is changed by calling.
 */
export function customerChangeVerdict(
  /** A job still waiting for a window has none. */
  job: { status: JobStatus; windowStart: Date | null },
  now: Date,
  rules: BookingRules,
  phoneDisplay: string,
): ChangeVerdict {
  const closed = closedReason(job.status);
  if (closed) return { allowed: false, reason: closed };
  if (!CUSTOMER_CHANGEABLE_STATUSES.includes(job.status)) {
    return {
      allowed: false,
      reason: `The visit is under way, so it can no longer be changed online — call us on ${phoneDisplay}.`,
    };
  }
  if (!job.windowStart) {
    return {
      allowed: false,
      reason: `We will call you to arrange a time for this visit. To change it, call us on ${phoneDisplay}.`,
    };
  }
  if (!canCustomerChange(job.windowStart, now, rules)) {
    return {
      allowed: false,
      reason: `Changes close ${hours(rules.changeCutoffHours)} before the arrival window — call us on ${phoneDisplay}.`,
    };
  }
  return { allowed: true, deadline: changeDeadline(job.windowStart, rules) };
}

/** Notes may be added to any job that is not finished or cancelled, even after the cut-off. */
export function noteVerdict(
  status: JobStatus,
): { allowed: true } | { allowed: false; reason: string } {
  const closed = closedReason(status);
  return closed ? { allowed: false, reason: closed } : { allowed: true };
}
