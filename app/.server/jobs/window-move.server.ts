import type { Transaction } from "kysely";
import { formatWindow, londonDate } from "~/lib/booking-rules";
import type { Database, JobActorRole, JobStatus } from "../db/schema.server";
import { holdWindow, lockWindows, type WindowSpan } from "./capacity.server";
import { engineerAvailability } from "./engineer-availability.server";
import { transitionJob } from "./status.server";

const REMINDER_LEAD_MS = 24 * 3_600_000;

/** What a move needs to know of the job, read with its row locked. */
export interface MovableJob {
  id: string;
  status: JobStatus;
  window_start: Date | null;
  window_end: Date | null;
  engineer_id: string | null;
}

export type WindowMoveResult =
  | { ok: true; from: WindowSpan | null; to: WindowSpan; engineerReleased: boolean }
  | { ok: false; reason: "window-full" };

export interface WindowMoveOptions {
  actor: JobActorRole;
  actorId?: string | null;
  now: Date;
}

/**
 * The one way a job gets a window or moves to another (decision 16): takes both windows'
 * locks in time order, takes a place in the new window under the capacity count the booking
 * form uses (or answers "window-full"), moves the job and writes the "rescheduled" event.
 * An engineer who cannot take the new window (busy, on leave, not working) is taken off the
 * job, which goes back to the unassigned queue; a job without a window is confirmed. The
 * reminder goes out again for the new window unless it starts within a day. Call it in the
 * caller's transaction, with the job's row locked.
 */
export async function moveJobToWindow(
  trx: Transaction<Database>,
  job: MovableJob,
  target: WindowSpan,
  options: WindowMoveOptions,
): Promise<WindowMoveResult> {
  const from =
    job.window_start && job.window_end ? { start: job.window_start, end: job.window_end } : null;
  await lockWindows(trx, from ? [from.start, target.start] : [target.start]);
  if (!(await holdWindow(trx, job.id, target))) return { ok: false, reason: "window-full" };

  const engineerReleased =
    job.engineer_id !== null &&
    (await engineerAvailability(trx, job.engineer_id, target, job.id)) !== "free";
  await trx
    .updateTable("jobs")
    .set({
      window_start: target.start,
      window_end: target.end,
      requested_date: londonDate(target.start),
      updated_at: options.now,
      reminder_sent_at:
        target.start.getTime() - options.now.getTime() > REMINDER_LEAD_MS ? null : options.now,
      ...(engineerReleased ? { engineer_id: null, eta: null } : {}),
    })
    .where("id", "=", job.id)
    .execute();
  await trx
    .insertInto("job_events")
    .values({
      job_id: job.id,
      at: options.now,
      kind: "rescheduled",
      from_status: null,
      to_status: null,
      actor_role: options.actor,
      actor_id: options.actorId ?? null,
      note: from
        ? `${formatWindow(from.start, from.end)} → ${formatWindow(target.start, target.end)}`
        : formatWindow(target.start, target.end),
    })
    .execute();
  if (job.status === "requested") {
    await transitionJob(trx, job.id, "confirmed", { role: "system", at: options.now });
  }
  if (engineerReleased) {
    await trx
      .insertInto("job_events")
      .values({
        job_id: job.id,
        at: options.now,
        kind: "unassigned",
        from_status: null,
        to_status: null,
        actor_role: "system",
        internal: true,
        note: "The engineer cannot take the new window, so the job is back in the unassigned queue.",
      })
      .execute();
    if (job.status === "scheduled") {
      await transitionJob(trx, job.id, "confirmed", { role: "system", at: options.now });
    }
  }
  return { ok: true, from, to: target, engineerReleased };
}
