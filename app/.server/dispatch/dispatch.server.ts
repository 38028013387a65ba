import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { formatWindow, londonDate, windowsForDate } from "~/lib/booking-rules";
import { accountNames } from "../accounts/engineers.server";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database, JobStatus } from "../db/schema.server";
import {
  isEngineerDoubleBookedError,
  isWindowFullError,
  lockWindows,
  windowCapacity,
  type WindowSpan,
} from "../jobs/capacity.server";
import {
  ENGINEER_UNAVAILABLE_MESSAGES,
  engineerAvailability,
} from "../jobs/engineer-availability.server";
import { getBookingSettings } from "../jobs/settings.server";
import { JobTransitionError, transitionJob } from "../jobs/status.server";
import { writeStaffEvent } from "../jobs/staff-events.server";
import {
  onceForClientAction,
  tappedTime,
  type ClientAction,
} from "../engineer/client-actions.server";
import { moveJobToWindow } from "../jobs/window-move.server";
import {
  queueNoteToCustomerMessages,
  queueOfficeCancelledMessages,
  queueOfficeMovedMessages,
} from "../messages/job-messages.server";

export type { StaffActor };

/** A refusal of the office's change, with the field of the form it is about. */
export type DispatchRefusal = {
  ok: false;
  reason: "refused";
  message: string;
  field?: "engineerId" | "windowStart";
};

export type DispatchResult =
  | { ok: true; reference: string; summary: string }
  | { ok: false; reason: "not-found" }
  | DispatchRefusal;

/** Thrown inside the transaction so that everything it did is rolled back, then returned. */
class Refused extends Error {
  constructor(readonly refusal: DispatchRefusal) {
    super(refusal.message);
  }
}

function refuse(message: string, field?: DispatchRefusal["field"]): never {
  throw new Refused({ ok: false, reason: "refused", message, field });
}

/** How far ahead the office may place a job (customers: the booking settings' days ahead). */
const MAX_DAYS_AHEAD_FOR_OFFICE = 366;

/** The statuses in which the office may still give a job a window or an engineer. */
const DISPATCHABLE: readonly JobStatus[] = ["requested", "confirmed", "scheduled"];

const CLOSED_MESSAGES: Partial<Record<JobStatus, string>> = {
  en_route: "The engineer is already on the way, so the job can no longer be moved or reassigned.",
  on_site: "The engineer is on site, so the job can no longer be moved or reassigned.",
  completed: "This job is finished.",
  cancelled: "This job was cancelled.",
};

async function lockStaffJob(trx: Transaction<Database>, jobId: string) {
  return trx
    .selectFrom("jobs")
    .select(["id", "reference", "status", "window_start", "window_end", "engineer_id", "approval"])
    .where("id", "=", jobId)
    .forUpdate()
    .executeTakeFirst();
}

async function engineerName(trx: Transaction<Database>, engineerId: string): Promise<string> {
  return (await accountNames(trx, [engineerId])).get(engineerId) ?? "an engineer";
}

/** The engineer leaves the job: the timeline says so and a scheduled job is confirmed again. */
async function takeEngineerOff(
  trx: Transaction<Database>,
  job: { id: string; status: JobStatus },
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("jobs")
    .set({ engineer_id: null, eta: null, updated_at: now })
    .where("id", "=", job.id)
    .execute();
  await writeStaffEvent(trx, { jobId: job.id, kind: "unassigned", actor, at: now, note: null });
  if (job.status === "scheduled") {
    await transitionJob(trx, job.id, "confirmed", { role: "admin", actorId: actor.id, at: now });
  }
}

/** An engineer's jobs that are not started yet: the ones the office may still take them off. */
export function engineerOpenJobs(
  trx: Kysely<Database> | Transaction<Database>,
  engineerId: string,
) {
  return trx
    .selectFrom("jobs")
    .select(["id", "reference", "status", "window_start", "engineer_id"])
    .where("engineer_id", "=", engineerId)
    .where("status", "in", DISPATCHABLE);
}

/**
 * Takes an engineer off every job of theirs not started yet (the office is taking the engineer
 * role away), in the caller's transaction, each the way the board's unassign does it: the
 * job's timeline, its status, and the change log. The jobs keep their windows and go back to
 * the unassigned queue. Returns their references.
 */
export async function unassignEveryJobOf(
  trx: Transaction<Database>,
  actor: StaffActor,
  engineerId: string,
  now: Date,
): Promise<string[]> {
  const jobs = await engineerOpenJobs(trx, engineerId).orderBy("id").forUpdate().execute();
  for (const job of jobs) {
    await takeEngineerOff(trx, job, actor, now);
    await logChange(trx, {
      actor,
      entity: "job",
      entityId: job.id,
      action: "dispatch",
      before: {
        engineerId: job.engineer_id,
        windowStart: job.window_start?.toISOString() ?? null,
        status: job.status,
      },
      after: {
        engineerId: null,
        windowStart: job.window_start?.toISOString() ?? null,
        reason: "The engineer role was taken away",
      },
    });
  }
  return jobs.map((job) => job.reference);
}

export interface DispatchInput {
  jobId: string;
  /** Null: no engineer (unassigns one). */
  engineerId: string | null;
  /** ISO start of the window to move to; null keeps the job's window. */
  windowStart: string | null;
  /** Told to the customer when the window changes. */
  reason?: string | null;
}

export interface DispatchOptions {
  now?: Date;
  siteOrigin: string;
}

/**
 * The office's one change to a job's place on the board: which window it is in and which
 * engineer does it — assign, reassign, unassign and move, from the card's form or a drag.
 * Everything runs in one transaction under the windows' locks and is checked by the same
 * capacity count as the booking form (moveJobToWindow) and the engineer's hours, leave and
 * jobs (engineerAvailability); the database refuses an over-full window or a double-booked
 * engineer whatever happens here. A refusal rolls the whole change back and says why. A
 * moved customer gets an e-mail with the reason; an engineer change shows on the tracking page.
 */
export async function dispatchJob(
  db: Kysely<Database>,
  actor: StaffActor,
  input: DispatchInput,
  options: DispatchOptions,
): Promise<DispatchResult> {
  const now = options.now ?? new Date();
  const rules = await getBookingSettings(db);
  let target: WindowSpan | null = null;
  if (input.windowStart) {
    const start = new Date(input.windowStart);
    target =
      windowsForDate(londonDate(start), rules).find(
        (window) => window.start.getTime() === start.getTime(),
      ) ?? null;
    if (!target) {
      return {
        ok: false,
        reason: "refused",
        message: "Choose one of the day's arrival windows.",
        field: "windowStart",
      };
    }
    // The window lock's key is a 32-bit count of minutes: nothing past a year ahead is booked.
    if (target.start.getTime() - now.getTime() > MAX_DAYS_AHEAD_FOR_OFFICE * 86_400_000) {
      return {
        ok: false,
        reason: "refused",
        message: `Choose a window within ${MAX_DAYS_AHEAD_FOR_OFFICE} days.`,
        field: "windowStart",
      };
    }
    if (target.end.getTime() <= now.getTime()) {
      return {
        ok: false,
        reason: "refused",
        message: "That arrival window is over. Choose a later one.",
        field: "windowStart",
      };
    }
  }
  try {
    return await db.transaction().execute(async (trx): Promise<DispatchResult> => {
      const job = await lockStaffJob(trx, input.jobId);
      if (!job) return { ok: false, reason: "not-found" };
      if (!DISPATCHABLE.includes(job.status)) {
        refuse(CLOSED_MESSAGES[job.status] ?? "This job can no longer be changed.");
      }
      const moving = target !== null && target.start.getTime() !== job.window_start?.getTime();
      if (job.approval === "pending" && (moving || input.engineerId !== null)) {
        refuse(
          "This job is waiting for the organisation to approve its estimate: it gets an engineer or a new window once they approve.",
          input.engineerId !== null ? "engineerId" : "windowStart",
        );
      }
      const before = {
        engineerId: job.engineer_id,
        windowStart: job.window_start?.toISOString() ?? null,
        status: job.status,
      };
      const changes: string[] = [];
      let window: WindowSpan | null =
        job.window_start && job.window_end
          ? { start: job.window_start, end: job.window_end }
          : null;
      let engineerId = job.engineer_id;
      let status = job.status;

      if (target && target.start.getTime() !== window?.start.getTime()) {
        const moved = await moveJobToWindow(trx, job, target, {
          actor: "admin",
          actorId: actor.id,
          now,
        });
        if (!moved.ok) {
          const capacity = await windowCapacity(trx, target);
          refuse(
            capacity === 0
              ? "Nobody works in that window (hours or leave). Choose another window."
              : `That window is full: ${capacity} of ${capacity} place${capacity === 1 ? " is" : "s are"} booked.`,
            "windowStart",
          );
        }
        if (moved.engineerReleased) {
          engineerId = null;
          status = "confirmed";
        } else if (status === "requested") {
          status = "confirmed";
        }
        await queueOfficeMovedMessages(
          trx,
          job.id,
          { from: moved.from, to: moved.to, reason: input.reason ?? null },
          options,
        );
        changes.push(`moved to ${formatWindow(target.start, target.end)}`);
        window = target;
      }

      if (input.engineerId !== engineerId) {
        if (input.engineerId === null) {
          await takeEngineerOff(trx, { id: job.id, status }, actor, now);
          changes.push("engineer taken off");
        } else {
          if (!window) refuse("Give the job an arrival window first.", "windowStart");
          await lockWindows(trx, [window.start]);
          const availability = await engineerAvailability(trx, input.engineerId, window, job.id);
          if (availability !== "free") {
            refuse(ENGINEER_UNAVAILABLE_MESSAGES[availability], "engineerId");
          }
          const name = await engineerName(trx, input.engineerId);
          await trx
            .updateTable("jobs")
            .set({ engineer_id: input.engineerId, eta: null, updated_at: now })
            .where("id", "=", job.id)
            .execute();
          await writeStaffEvent(trx, {
            jobId: job.id,
            kind: "assigned",
            actor,
            at: now,
            note: name,
          });
          if (status === "confirmed") {
            await transitionJob(trx, job.id, "scheduled", {
              role: "admin",
              actorId: actor.id,
              at: now,
            });
          }
          changes.push(`assigned to ${name}`);
        }
      }

      if (changes.length === 0) {
        return { ok: true, reference: job.reference, summary: "Nothing to change." };
      }
      await logChange(trx, {
        actor,
        entity: "job",
        entityId: job.id,
        action: "dispatch",
        before,
        after: {
          engineerId: input.engineerId,
          windowStart: window?.start.toISOString() ?? null,
          reason: input.reason ?? null,
        },
      });
      return {
        ok: true,
        reference: job.reference,
        summary: `${job.reference} ${changes.join(", ")}.`,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    if (isWindowFullError(error)) {
      return {
        ok: false,
        reason: "refused",
        message: "That window has just filled up. Choose another.",
        field: "windowStart",
      };
    }
    if (isEngineerDoubleBookedError(error)) {
      return {
        ok: false,
        reason: "refused",
        message: ENGINEER_UNAVAILABLE_MESSAGES.busy,
        field: "engineerId",
      };
    }
    throw error;
  }
}

export type OfficeChangeResult =
  | { ok: true; reference: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string };

/** The answers a repeat of a note from the engineer's queue is given back. */
const keptOfficeChangeAnswer: z.ZodType<OfficeChangeResult> = z.union([
  z.object({ ok: z.literal(true), reference: z.string() }),
  z.object({ ok: z.literal(false), reason: z.literal("not-found") }),
  z.object({ ok: z.literal(false), reason: z.literal("refused"), message: z.string() }),
]);

/** The office calls a visit off, with the reason the customer is told. */
export async function cancelJobByOffice(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { jobId: string; reason: string },
  options: DispatchOptions,
): Promise<OfficeChangeResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<OfficeChangeResult> => {
    const job = await lockStaffJob(trx, input.jobId);
    if (!job) return { ok: false, reason: "not-found" };
    try {
      await transitionJob(trx, job.id, "cancelled", {
        role: "admin",
        actorId: actor.id,
        note: input.reason,
        at: now,
      });
    } catch (error) {
      if (!(error instanceof JobTransitionError)) throw error;
      return {
        ok: false,
        reason: "refused",
        message:
          job.status === "on_site"
            ? "The engineer is on site: finish the visit instead of cancelling it."
            : (CLOSED_MESSAGES[job.status] ?? "This job can no longer be cancelled."),
      };
    }
    await queueOfficeCancelledMessages(trx, job.id, { reason: input.reason }, options);
    await logChange(trx, {
      actor,
      entity: "job",
      entityId: job.id,
      action: "cancel",
      before: { status: job.status },
      after: { status: "cancelled", reason: input.reason },
    });
    return { ok: true, reference: job.reference };
  });
}

/**
 * A note on a job's timeline: internal (the office and the engineer only) or to the customer,
 * who sees it on the tracking page and gets it by e-mail. An engineer may write only on a job
 * assigned to them; the caller passes `engineerScope` to say so.
 */
export async function addJobNote(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { jobId: string; note: string; audience: "internal" | "customer" },
  options: DispatchOptions & { engineerScope?: string; clientAction?: ClientAction },
): Promise<OfficeChangeResult> {
  const now = options.now ?? new Date();
  const { clientAction } = options;
  const key = clientAction && {
    id: clientAction.id,
    accountId: actor.id,
    kind: "note" as const,
    jobId: input.jobId,
  };
  return db.transaction().execute((trx) =>
    onceForClientAction(
      trx,
      key,
      keptOfficeChangeAnswer,
      async (): Promise<OfficeChangeResult> => {
        const job = await lockStaffJob(trx, input.jobId);
        if (!job || (options.engineerScope && job.engineer_id !== options.engineerScope)) {
          return { ok: false, reason: "not-found" };
        }
        const at = await tappedTime(trx, job.id, clientAction, now);
        const internal = input.audience === "internal";
        await writeStaffEvent(trx, {
          jobId: job.id,
          kind: internal ? "note" : "message",
          actor,
          at,
          note: input.note,
          internal,
        });
        if (!internal) {
          await queueNoteToCustomerMessages(trx, job.id, { note: input.note }, options);
        }
        await logChange(trx, {
          actor,
          entity: "job",
          entityId: job.id,
          action: internal ? "Added an internal note" : "Sent the customer a note",
          after: { note: input.note },
        });
        await trx.updateTable("jobs").set({ updated_at: now }).where("id", "=", job.id).execute();
        return { ok: true, reference: job.reference };
      },
      now,
    ),
  );
}
