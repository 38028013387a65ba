import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data } from "@remix-run/node";
import { formatWindow } from "~/lib/booking-rules";
import { app } from "../app.server";
import { redirectWithToast, type ToastInput } from "../http/toast.server";
import { listWindows, type WindowAvailability } from "../jobs/availability.server";
import type { CustomerActor } from "../jobs/customer-change-rules.server";
import {
  addCustomerNote,
  cancelCustomerJob,
  rescheduleCustomerJob,
  type Refusal,
} from "../jobs/customer-changes.server";
import { hasJobInScope, type CustomerScope } from "../jobs/customer-jobs.server";
import { addCustomerPhotos, photoCountLabel } from "../jobs/customer-photos.server";
import type { RefusedFile } from "../http/multipart.server";
import { prepareUploadedPhotos } from "../storage/photo-uploads.server";
import { notFound } from "../pages/not-found.server";
import {
  cancelSchema,
  jobFormIntent,
  jobIdSchema,
  noteSchema,
  PORTAL_MESSAGES,
  photosSchema,
  rescheduleSchema,
  showWindowsSchema,
} from "./forms.server";
import type { JobFormReply, WindowChoice } from "./types.server";

/** Where a job form was sent from, and who sent it. */
export interface JobActionTarget {
  scope: CustomerScope;
  actor: CustomerActor;
  /** The page to come back to: "/portal/<token>" or "/client". */
  pagePath: string;
  /** The same page as a full address, for the e-mails. */
  bookingsUrl: string;
  siteOrigin: string;
  /** Cookies to pass on (a refreshed session). */
  headers?: Headers;
  now?: Date;
}

function reply(body: JobFormReply, status: number, target: JobActionTarget) {
  return data(body, { status, headers: target.headers });
}

async function backWithToast(target: JobActionTarget, toast: ToastInput): Promise<never> {
  throw await redirectWithToast(target.pagePath, toast, { headers: target.headers });
}

function toChoice(window: WindowAvailability, withDay: boolean): WindowChoice {
  return {
    ...window,
    label: withDay ? formatWindow(new Date(window.start), new Date(window.end)) : window.label,
  };
}

async function windowsOf(date: string | undefined, now: Date | undefined): Promise<WindowChoice[]> {
  if (!date) return [];
  const { db } = await app();
  const windows = await listWindows(db, date, { now: now ?? new Date() });
  return windows.map((window) => toChoice(window, false));
}

/** A date the form sent that is worth listing windows for again after a refusal. */
function typedDate(formData: FormData): string | undefined {
  const parsed = showWindowsSchema.shape.date.safeParse(formData.get("date"));
  return parsed.success ? parsed.data : undefined;
}

async function showWindows(formData: FormData, jobId: string, target: JobActionTarget) {
  const submission = parseWithZod(formData, { schema: showWindowsSchema });
  const { db } = await app();
  if (!(await hasJobInScope(db, target.scope, jobId))) notFound();
  if (submission.status !== "success") {
    return reply(
      { jobId, form: "reschedule", result: submission.reply(), windows: [] },
      400,
      target,
    );
  }
  const { date } = submission.value;
  return reply(
    {
      jobId,
      form: "reschedule",
      result: submission.reply(),
      date,
      windows: await windowsOf(date, target.now),
    },
    200,
    target,
  );
}

async function reschedule(formData: FormData, jobId: string, target: JobActionTarget) {
  const submission = parseWithZod(formData, { schema: rescheduleSchema });
  const date = typedDate(formData);
  if (submission.status !== "success") {
    const { db } = await app();
    if (!(await hasJobInScope(db, target.scope, jobId))) notFound();
    return reply(
      {
        jobId,
        form: "reschedule",
        result: submission.reply(),
        date,
        windows: await windowsOf(date, target.now),
      },
      400,
      target,
    );
  }
  const { db } = await app();
  const outcome = await rescheduleCustomerJob(db, target.scope, submission.value, {
    actor: target.actor,
    now: target.now,
    siteOrigin: target.siteOrigin,
    bookingsUrl: target.bookingsUrl,
  });
  if (outcome.ok) {
    return backWithToast(target, {
      type: "success",
      title: "Booking moved",
      description: `${outcome.reference} is now ${outcome.windowLabel}. We have e-mailed you the new time.`,
    });
  }
  if (outcome.reason === "not-found") notFound();
  if (outcome.reason === "window-full") {
    return reply(
      {
        jobId,
        form: "reschedule",
        result: submission.reply(),
        date,
        windows: outcome.alternatives.map((window) => toChoice(window, true)),
        notice: {
          title: "Someone has just booked that time",
          message:
            outcome.alternatives.length > 0
              ? "Your booking has not changed. These are the nearest free arrival windows: choose one, or pick another day."
              : "Your booking has not changed. Pick another day to see its free times.",
        },
      },
      400,
      target,
    );
  }
  return reply(
    {
      jobId,
      form: "reschedule",
      result: submission.reply({ formErrors: [outcome.message] }),
      date,
      windows: await windowsOf(date, target.now),
    },
    400,
    target,
  );
}

/**
 * A form whose input is one schema and whose change is one call: bad input and refusals come
 * back to that job's form with the reason, success goes back to the page with a toast.
 */
async function runChangeForm<Schema extends z.ZodTypeAny>(
  formData: FormData,
  jobId: string,
  target: JobActionTarget,
  form: "cancel" | "note",
  schema: Schema,
  change: (value: z.output<Schema>) => Promise<{ ok: true; reference: string } | Refusal>,
  toast: (reference: string) => ToastInput,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const { db } = await app();
    if (!(await hasJobInScope(db, target.scope, jobId))) notFound();
    return reply({ jobId, form, result: submission.reply() }, 400, target);
  }
  const outcome = await change(submission.value);
  if (outcome.ok) return backWithToast(target, toast(outcome.reference));
  if (outcome.reason === "not-found") notFound();
  return reply(
    { jobId, form, result: submission.reply({ formErrors: [outcome.message] }) },
    400,
    target,
  );
}

async function cancel(formData: FormData, jobId: string, target: JobActionTarget) {
  const { db } = await app();
  return runChangeForm(
    formData,
    jobId,
    target,
    "cancel",
    cancelSchema,
    (value) =>
      cancelCustomerJob(db, target.scope, value, {
        actor: target.actor,
        now: target.now,
        siteOrigin: target.siteOrigin,
      }),
    (reference) => ({
      type: "success",
      title: "Booking cancelled",
      description: `${reference} is cancelled and its time is free again. We have e-mailed you to confirm.`,
    }),
  );
}

async function addNote(formData: FormData, jobId: string, target: JobActionTarget) {
  const { db } = await app();
  return runChangeForm(
    formData,
    jobId,
    target,
    "note",
    noteSchema,
    (value) => addCustomerNote(db, target.scope, value, { actor: target.actor, now: target.now }),
    (reference) => ({
      type: "success",
      title: "Note added",
      description: `Your note is on the timeline of ${reference}.`,
    }),
  );
}

async function addPhotos(
  formData: FormData,
  refusedFiles: readonly RefusedFile[],
  jobId: string,
  target: JobActionTarget,
) {
  const submission = parseWithZod(formData, { schema: photosSchema });
  const { db } = await app();
  const refuse = (message: string) =>
    reply(
      { jobId, form: "photos", result: submission.reply({ fieldErrors: { photos: [message] } }) },
      400,
      target,
    );
  if (!(await hasJobInScope(db, target.scope, jobId))) notFound();
  const files = formData.getAll("photos");
  if (files.every((file) => typeof file === "string") && refusedFiles.length === 0) {
    return refuse(PORTAL_MESSAGES.photos);
  }
  const upload = await prepareUploadedPhotos(files, refusedFiles);
  if (!upload.ok) return refuse(upload.message);
  const outcome = await addCustomerPhotos(
    db,
    target.scope,
    { jobId, photos: upload.photos },
    { actor: target.actor, now: target.now },
  );
  if (outcome.ok) {
    return backWithToast(target, {
      type: "success",
      title: "Photos added",
      description: `${photoCountLabel(outcome.added)} added to ${outcome.reference}. You can see them on the job below.`,
    });
  }
  if (outcome.reason === "not-found") notFound();
  return refuse(outcome.message);
}

/**
 * One post from a job's forms on the portal or /client: shows a day's free windows, moves,
 * cancels, adds a note or adds photos. Success comes back to the page with a toast; bad input or a
 * refusal is a 400 for that job's form with everything typed. A job outside the scope is a
 * 404, like one that does not exist.
 */
export async function runJobAction(
  formData: FormData,
  refusedFiles: readonly RefusedFile[],
  target: JobActionTarget,
) {
  const jobId = jobIdSchema.safeParse(formData.get("jobId"));
  if (!jobId.success) notFound();
  switch (jobFormIntent(formData)) {
    case "show-windows":
      return showWindows(formData, jobId.data, target);
    case "reschedule":
      return reschedule(formData, jobId.data, target);
    case "cancel":
      return cancel(formData, jobId.data, target);
    case "note":
      return addNote(formData, jobId.data, target);
    case "photos":
      return addPhotos(formData, refusedFiles, jobId.data, target);
    default:
      throw data(
        { message: "This form could not be understood. Please reload the page and try again." },
        { status: 400, headers: target.headers },
      );
  }
}
