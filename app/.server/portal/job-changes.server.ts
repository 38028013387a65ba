import type { Kysely } from "kysely";
import { formatWindow } from "~/lib/booking-rules";
import { PORTAL_MESSAGES } from "~/lib/schemas/portal";
import type { Database } from "../db/schema.server";
import type { RefusedFile } from "../http/multipart.server";
import { refused, unavailable, type Refusal } from "../http/refusal.server";
import { listWindows, type WindowAvailability } from "../jobs/availability.server";
import type { CustomerActor } from "../jobs/customer-change-rules.server";
import {
  addCustomerNote,
  cancelCustomerJob,
  rescheduleCustomerJob,
} from "../jobs/customer-changes.server";
import { hasJobInScope, type CustomerScope } from "../jobs/customer-jobs.server";
import { addCustomerPhotos, photoCountLabel } from "../jobs/customer-photos.server";
import { prepareUploadedPhotos } from "../storage/photo-uploads.server";
import type { WindowChoice } from "~/lib/arrival-window";
import { WINDOW_JUST_TAKEN_TITLE } from "~/lib/notices";

/** One change asked for by a job form on /portal/{token} or /client, its input already parsed. */
export type JobChange =
  | { intent: "show-windows"; jobId: string; date: string }
  | { intent: "reschedule"; jobId: string; date: string; windowStart: string }
  | { intent: "cancel"; jobId: string; reason?: string }
  | { intent: "note"; jobId: string; note: string }
  | {
      intent: "photos";
      jobId: string;
      files: FormDataEntryValue[];
      refusedFiles: readonly RefusedFile[];
    };

/** Who asks, and the addresses their e-mails link to. */
export interface JobChangeContext {
  scope: CustomerScope;
  actor: CustomerActor;
  /** The customer's page as a full address, for the e-mails. */
  bookingsUrl: string;
  siteOrigin: string;
  now?: Date;
}

/** What the customer is told after a change went through. */
export interface ChangeDone {
  title: string;
  description: string;
}

/** Besides the reason: what the form shows again, or offers instead. */
export interface RefusalDetails {
  /** The field the reason belongs to; the whole form when absent. */
  field?: "photos";
  date?: string;
  windows?: WindowChoice[];
  /** A lost race for a window: told above the nearest free windows, not as an error. */
  notice?: { title: string; message: string };
}

export type NoSuchJob = { ok: false; reason: "not-found" };

export type JobChangeResult =
  | { ok: true; intent: "show-windows"; date: string; windows: WindowChoice[] }
  | { ok: true; intent: Exclude<JobChange["intent"], "show-windows">; done: ChangeDone }
  | NoSuchJob
  | (Refusal & RefusalDetails);

function toChoice(window: WindowAvailability, withDay: boolean): WindowChoice {
  return {
    ...window,
    label: withDay ? formatWindow(new Date(window.start), new Date(window.end)) : window.label,
  };
}

async function windowsOf(db: Kysely<Database>, date: string, now: Date | undefined) {
  const windows = await listWindows(db, date, { now: now ?? new Date() });
  return windows.map((window) => toChoice(window, false));
}

/**
 * Makes one change to a job in the customer's scope, or says why not: a job outside the scope
 * is "not-found", like one that does not exist; a database failure is "unavailable".
 */
export async function changeJob(
  db: Kysely<Database>,
  change: JobChange,
  context: JobChangeContext,
): Promise<JobChangeResult> {
  try {
    return await makeChange(db, change, context);
  } catch (error) {
    return unavailable(error);
  }
}

async function makeChange(
  db: Kysely<Database>,
  change: JobChange,
  context: JobChangeContext,
): Promise<JobChangeResult> {
  const { scope, actor, now } = context;
  switch (change.intent) {
    case "show-windows": {
      if (!(await hasJobInScope(db, scope, change.jobId)))
        return { ok: false, reason: "not-found" };
      return {
        ok: true,
        intent: "show-windows",
        date: change.date,
        windows: await windowsOf(db, change.date, now),
      };
    }
    case "reschedule":
      return reschedule(db, change, context);
    case "cancel": {
      const outcome = await cancelCustomerJob(db, scope, change, {
        actor,
        now,
        siteOrigin: context.siteOrigin,
      });
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        intent: "cancel",
        done: {
          title: "Booking cancelled",
          description: `${outcome.reference} is cancelled and its time is free again. We have e-mailed you to confirm.`,
        },
      };
    }
    case "note": {
      const outcome = await addCustomerNote(db, scope, change, { actor, now });
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        intent: "note",
        done: {
          title: "Note added",
          description: `Your note is on the timeline of ${outcome.reference}.`,
        },
      };
    }
    case "photos":
      return addPhotos(db, change, context);
  }
}

async function reschedule(
  db: Kysely<Database>,
  change: Extract<JobChange, { intent: "reschedule" }>,
  context: JobChangeContext,
): Promise<JobChangeResult> {
  const outcome = await rescheduleCustomerJob(db, context.scope, change, {
    actor: context.actor,
    now: context.now,
    siteOrigin: context.siteOrigin,
    bookingsUrl: context.bookingsUrl,
  });
  if (outcome.ok) {
    return {
      ok: true,
      intent: "reschedule",
      done: {
        title: "Booking moved",
        description: `${outcome.reference} is now ${outcome.windowLabel}. We have e-mailed you the new time.`,
      },
    };
  }
  if (outcome.reason === "window-full") {
    const notice = {
      title: WINDOW_JUST_TAKEN_TITLE,
      message:
        outcome.alternatives.length > 0
          ? "Your booking has not changed. These are the nearest free arrival windows: choose one, or pick another day."
          : "Your booking has not changed. Pick another day to see its free times.",
    };
    return {
      ...refused(notice.message),
      notice,
      date: change.date,
      windows: outcome.alternatives.map((window) => toChoice(window, true)),
    };
  }
  if (outcome.reason !== "refused") return outcome;
  return {
    ...outcome,
    date: change.date,
    windows: await windowsOf(db, change.date, context.now),
  };
}

async function addPhotos(
  db: Kysely<Database>,
  change: Extract<JobChange, { intent: "photos" }>,
  context: JobChangeContext,
): Promise<JobChangeResult> {
  if (!(await hasJobInScope(db, context.scope, change.jobId))) {
    return { ok: false, reason: "not-found" };
  }
  const chosen = change.files.some((file) => typeof file !== "string");
  if (!chosen && change.refusedFiles.length === 0) {
    return { ...refused(PORTAL_MESSAGES.photos), field: "photos" };
  }
  const upload = await prepareUploadedPhotos(change.files, change.refusedFiles);
  if (!upload.ok) return { ...refused(upload.message), field: "photos" };
  const outcome = await addCustomerPhotos(
    db,
    context.scope,
    { jobId: change.jobId, photos: upload.photos },
    { actor: context.actor, now: context.now },
  );
  if (!outcome.ok) return outcome.reason === "refused" ? { ...outcome, field: "photos" } : outcome;
  return {
    ok: true,
    intent: "photos",
    done: {
      title: "Photos added",
      description: `${photoCountLabel(outcome.added)} added to ${outcome.reference}. You can see them on the job below.`,
    },
  };
}

/**
 * What a job form shows again after input it could not accept: nothing for a job outside the
 * scope (so it is "not-found"), and the free windows of the day typed on the reschedule form.
 */
export async function jobFormFacts(
  db: Kysely<Database>,
  scope: CustomerScope,
  input: { jobId: string; date?: string; now?: Date },
): Promise<{ ok: true; windows: WindowChoice[] } | NoSuchJob | Refusal> {
  try {
    if (!(await hasJobInScope(db, scope, input.jobId))) return { ok: false, reason: "not-found" };
    return { ok: true, windows: input.date ? await windowsOf(db, input.date, input.now) : [] };
  } catch (error) {
    return unavailable(error);
  }
}
