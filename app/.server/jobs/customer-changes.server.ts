import type { Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { NOTE_MAX_LENGTH } from "~/lib/schemas/portal";
import {
  formatWindow,
  isBookable,
  londonDate,
  windowsForDate,
  type BookingRules,
} from "~/lib/booking-rules";
import { getBusiness, type Business } from "../business/business.server";
import type { Database } from "../db/schema.server";
import type { Refusal } from "../http/refusal.server";
import { enqueueEmail } from "../email/outbox.server";
import { nearestFreeWindows, type WindowAvailability } from "./availability.server";
import { isEngineerDoubleBookedError, isWindowFullError } from "./capacity.server";
import {
  bookingCancelledEmail,
  bookingMovedEmail,
  type ChangedJob,
} from "./customer-change-emails.server";
import {
  customerChangeVerdict,
  noteVerdict,
  type CustomerActor,
} from "./customer-change-rules.server";
import { jobInScope, type CustomerScope } from "./customer-jobs.server";
import { getBookingSettings } from "./settings.server";
import { moveJobToWindow } from "./window-move.server";
import { JobTransitionError, transitionJob } from "./status.server";

export interface ChangeOptions {
  actor: CustomerActor;
  now?: Date;
  /** Origin for the links in the e-mail, e.g. "https://wefixcoventry.co.uk". */
  siteOrigin: string;
}

/** The job is not in the customer's scope (or does not exist), or the rules say no. */
export type JobChangeRefusal = { ok: false; reason: "not-found" } | Refusal;

export type RescheduleResult =
  | { ok: true; reference: string; windowLabel: string }
  | JobChangeRefusal
  | { ok: false; reason: "window-full"; alternatives: WindowAvailability[] };

/** Locks the job's row (in scope, or nothing) so its status and window cannot change under us. */
export async function lockJob(trx: Transaction<Database>, scope: CustomerScope, jobId: string) {
  return trx
    .selectFrom("jobs")
    .select([
      "id",
      "reference",
      "status",
      "service_slug",
      "address",
      "postcode",
      "customer_name",
      "customer_email",
      "window_start",
      "window_end",
      "engineer_id",
    ])
    .where("id", "=", jobId)
    .where((eb) => jobInScope(eb, scope))
    .forUpdate()
    .executeTakeFirst();
}

type LockedJob = NonNullable<Awaited<ReturnType<typeof lockJob>>>;

function changedJob(job: LockedJob): ChangedJob {
  return {
    id: job.id,
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    serviceSlug: job.service_slug,
    address: job.address,
    postcode: job.postcode,
    customerName: job.customer_name,
    customerEmail: job.customer_email,
  };
}

function siteOf(options: ChangeOptions) {
  return options.siteOrigin.replace(/\/+$/, "");
}

/** Read before a transaction: on the embedded database the transaction holds the only connection. */
async function context(db: Kysely<Database>): Promise<{ business: Business; rules: BookingRules }> {
  const [business, rules] = await Promise.all([getBusiness(db), getBookingSettings(db)]);
  return { business, rules };
}

const WINDOW_FULL = Symbol("window-full");

/**
 * Moves a job to another free arrival window in one transaction: both windows' locks, the
 * place in the new window (or "full" with the nearest free windows), the job's new window,
 * a "rescheduled" timeline event, and the e-mail with a fresh calendar file. Refused, with
 * the reason, for a job past the cut-off, under way, finished or cancelled.
 */
export async function rescheduleCustomerJob(
  db: Kysely<Database>,
  scope: CustomerScope,
  input: { jobId: string; date: string; windowStart: string },
  options: ChangeOptions & { bookingsUrl: string },
): Promise<RescheduleResult> {
  const now = options.now ?? new Date();
  const { business, rules } = await context(db);
  const requested = Date.parse(input.windowStart);
  // The window's own day, not the day on screen: after a lost race the form offers the
  // nearest free windows, which may be on the following days.
  const day = Number.isNaN(requested) ? input.date : londonDate(new Date(requested));
  const target = windowsForDate(day, rules).find((window) => window.start.getTime() === requested);
  const bookable = target !== undefined && isBookable(target, now, rules, { emergency: false });

  let outcome: RescheduleResult | typeof WINDOW_FULL;
  try {
    outcome = await db
      .transaction()
      .execute(async (trx): Promise<RescheduleResult | typeof WINDOW_FULL> => {
        const job = await lockJob(trx, scope, input.jobId);
        if (!job) return { ok: false, reason: "not-found" };
        const verdict = customerChangeVerdict(
          { status: job.status, windowStart: job.window_start },
          now,
          rules,
          business.phoneDisplay,
        );
        if (!verdict.allowed) return { ok: false, reason: "refused", message: verdict.reason };
        if (!target || !bookable) {
          return {
            ok: false,
            reason: "refused",
            message: `That arrival window can no longer be booked online. Choose another window, or call us on ${business.phoneDisplay}.`,
          };
        }
        if (job.window_start?.getTime() === target.start.getTime()) {
          return {
            ok: false,
            reason: "refused",
            message: "The booking is already in that window. Choose a different one.",
          };
        }
        const moved = await moveJobToWindow(trx, job, target, { actor: options.actor, now });
        if (!moved.ok) return WINDOW_FULL;
        const { from, to } = moved;
        await enqueueEmail(
          trx,
          bookingMovedEmail({
            job: changedJob(job),
            from,
            to,
            business,
            siteOrigin: siteOf(options),
            bookingsUrl: options.bookingsUrl,
          }),
        );
        return { ok: true, reference: job.reference, windowLabel: formatWindow(to.start, to.end) };
      });
  } catch (error) {
    // The engineer's double-booking guard is released by the move itself; it can only fire
    // if an office assignment raced this move, and then the window is as good as full.
    if (!isWindowFullError(error) && !isEngineerDoubleBookedError(error)) throw error;
    outcome = WINDOW_FULL;
  }
  if (outcome !== WINDOW_FULL) return outcome;
  return {
    ok: false,
    reason: "window-full",
    alternatives: await nearestFreeWindows(db, new Date(requested), 3, { now }),
  };
}

export type CancelResult = { ok: true; reference: string } | JobChangeRefusal;

/**
 * Cancels through the status machine (which frees the window) and e-mails the customer,
 * in one transaction; refused with the reason once changes have closed.
 */
export async function cancelCustomerJob(
  db: Kysely<Database>,
  scope: CustomerScope,
  input: { jobId: string; reason?: string | null },
  options: ChangeOptions,
): Promise<CancelResult> {
  const now = options.now ?? new Date();
  const { business, rules } = await context(db);
  return db.transaction().execute(async (trx): Promise<CancelResult> => {
    const job = await lockJob(trx, scope, input.jobId);
    if (!job) return { ok: false, reason: "not-found" };
    const verdict = customerChangeVerdict(
      { status: job.status, windowStart: job.window_start },
      now,
      rules,
      business.phoneDisplay,
    );
    if (!verdict.allowed) return { ok: false, reason: "refused", message: verdict.reason };
    try {
      await transitionJob(trx, job.id, "cancelled", {
        role: options.actor,
        note: input.reason || null,
        at: now,
      });
    } catch (error) {
      if (!(error instanceof JobTransitionError)) throw error;
      return {
        ok: false,
        reason: "refused",
        message: `This booking can no longer be cancelled online — call us on ${business.phoneDisplay}.`,
      };
    }
    await enqueueEmail(
      trx,
      bookingCancelledEmail({
        job: changedJob(job),
        window:
          job.window_start && job.window_end
            ? { start: job.window_start, end: job.window_end }
            : null,
        business,
        siteOrigin: siteOf(options),
      }),
    );
    return { ok: true, reference: job.reference };
  });
}

export type NoteResult = { ok: true; reference: string } | JobChangeRefusal;

/** Adds the customer's note to the timeline of a job that is neither finished nor cancelled. */
export async function addCustomerNote(
  db: Kysely<Database>,
  scope: CustomerScope,
  input: { jobId: string; note: string },
  options: Omit<ChangeOptions, "siteOrigin">,
): Promise<NoteResult> {
  const now = options.now ?? new Date();
  const note = input.note.trim();
  if (note.length === 0 || note.length > NOTE_MAX_LENGTH) {
    return {
      ok: false,
      reason: "refused",
      message: `Write a note of at most ${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
    };
  }
  return db.transaction().execute(async (trx): Promise<NoteResult> => {
    const job = await lockJob(trx, scope, input.jobId);
    if (!job) return { ok: false, reason: "not-found" };
    const verdict = noteVerdict(job.status);
    if (!verdict.allowed) return { ok: false, reason: "refused", message: verdict.reason };
    await trx
      .insertInto("job_events")
      .values({
        job_id: job.id,
        at: now,
        kind: "note",
        from_status: null,
        to_status: null,
        actor_role: options.actor,
        note,
      })
      .execute();
    await trx.updateTable("jobs").set({ updated_at: now }).where("id", "=", job.id).execute();
    return { ok: true, reference: job.reference };
  });
}
