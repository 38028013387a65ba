import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import { formatJobWindow } from "~/lib/booking-rules";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import {
  customerMoney,
  type CustomerMoney,
  type MoneyContext,
} from "../invoices/customer-money.server";
import type { Database, JobStatus } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { customerTimeline, timelineEventOf } from "../jobs/customer-timeline.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import { OUTCOME_WORDS } from "../messages/message-texts.server";
import { versionColumns, versionOf } from "./job-version.server";
import { trackedJobIdOf } from "./tracking-links.server";
import { firstName, formatClockTime, progressSteps, streetOf } from "./timeline.server";
import type { TrackedJob, TrackedPhoto } from "~/lib/views/tracking";
export type { TrackedJob, TrackedPhoto } from "~/lib/views/tracking";

const FINAL_STATUSES: readonly JobStatus[] = ["completed", "cancelled"];

/**
 * The job's id for a tracking token (the booking's link or one a later message minted); null
 * for a malformed one without asking the database.
 */
async function findTrackedJobId(db: Kysely<Database>, token: string): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("jobs.id", "=", trackedJobIdOf(hashToken(token)))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The engineer's photos of a job, oldest first: only those the tracking page shows. */
async function engineerPhotos(db: Kysely<Database>, jobId: string): Promise<TrackedPhoto[]> {
  const rows = await db
    .selectFrom("job_photos")
    .select(["id", "width", "height", "stage"])
    .where("job_id", "=", jobId)
    .where("taken_by", "=", "engineer")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    width: row.width,
    height: row.height,
    stage: row.stage,
  }));
}

/**
 * The storage key of one of the engineer's photos of the job behind a tracking token, or null:
 * an unknown token, a malformed id, a customer's photo and another job's photo all answer the
 * same. Not rate limited like the page, for the reason findPortalPhotoKey gives.
 */
export async function findTrackedPhotoKey(
  db: Kysely<Database>,
  token: string,
  photoId: string,
): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(photoId)) return null;
  const row = await db
    .selectFrom("job_photos")
    .select("storage_key")
    .where("id", "=", photoId)
    .where("taken_by", "=", "engineer")
    .where("job_id", "=", trackedJobIdOf(hashToken(token)))
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

/** The tracking view of the job behind a token, or null when there is none. */
export async function findTrackedJob(
  db: Kysely<Database>,
  token: string,
): Promise<TrackedJob | null> {
  return (await readTrackedJob(db, token))?.view ?? null;
}

async function readTrackedJob(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: string; view: TrackedJob } | null> {
  if (!isWellFormedToken(token)) return null;
  // One statement, so the version describes exactly the row read with it.
  const job = await db
    .selectFrom("jobs")
    .leftJoin("profiles", "profiles.id", "jobs.engineer_id")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.address",
      "profiles.full_name as engineer_name",
    ])
    .select(versionColumns)
    .where("jobs.id", "=", trackedJobIdOf(hashToken(token)))
    .executeTakeFirst();
  if (!job) return null;
  const [events, photos] = await Promise.all([
    db
      .selectFrom("job_events")
      .select(["id", "at", "kind", "to_status", "actor_role", "note", "internal"])
      .where("job_id", "=", job.id)
      .orderBy("at")
      .orderBy("id")
      .execute(),
    engineerPhotos(db, job.id),
  ]);
  const steps = progressSteps(job.status, events);
  const reached = (status: JobStatus) =>
    steps.find((step) => step.status === status)?.reachedAt ?? null;
  const view: TrackedJob = {
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    windowLabel: formatJobWindow(job.window_start, job.window_end),
    engineerFirstName: job.engineer_id ? firstName(job.engineer_name) : null,
    eta: job.status === "en_route" && job.eta ? formatClockTime(job.eta) : null,
    arrivedAt: job.status === "on_site" || job.status === "completed" ? reached("on_site") : null,
    finished:
      job.status === "completed"
        ? {
            outcome: job.outcome ? OUTCOME_WORDS[job.outcome] : "Job done",
            summary: job.summary?.trim() || null,
            at: reached("completed"),
          }
        : null,
    photos,
    street: streetOf(job.address),
    steps,
    timeline: customerTimeline(events.map(timelineEventOf)),
    version: versionOf(job),
    live: !FINAL_STATUSES.includes(job.status),
  };
  return { id: job.id, view };
}

export type TrackingVisit<Found> =
  { ok: true; found: Found } | { ok: false; reason: "not-found" } | Refusal;

/**
 * One visit to a tracking link, page or live updates: counted against the visitor's token-link
 * limit before the token is looked at, so guessing costs the same whether a token exists or
 * not. An unknown or malformed token is "not-found"; a database failure is "unavailable".
 */
async function visitTrackingLink<Found>(
  db: Kysely<Database>,
  visitor: { ip: string },
  find: () => Promise<Found | null>,
): Promise<TrackingVisit<Found>> {
  const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
  if (refusal) return refusal;
  try {
    const found = await find();
    return found === null ? { ok: false, reason: "not-found" } : { ok: true, found };
  } catch (error) {
    return unavailable(error);
  }
}

/** The tracking page's view of the job behind a token. */
export function visitTrackedJob(db: Kysely<Database>, token: string, visitor: { ip: string }) {
  return visitTrackingLink(db, visitor, () => findTrackedJob(db, token));
}

/**
 * The tracking page: the job behind a token and its money (quotes to answer, invoices, what is
 * owed and paid), as the portal and /client show theirs.
 */
export function visitTrackedJobAndMoney(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string },
  money: MoneyContext,
): Promise<TrackingVisit<{ job: TrackedJob; money: CustomerMoney }>> {
  return visitTrackingLink(db, visitor, async () => {
    const found = await readTrackedJob(db, token);
    if (!found) return null;
    return {
      job: found.view,
      money: await customerMoney(db, { kind: "job", jobId: found.id }, money),
    };
  });
}

/** The id of the job behind a token, for its live updates. */
export function visitTrackedJobId(db: Kysely<Database>, token: string, visitor: { ip: string }) {
  return visitTrackingLink(db, visitor, () => findTrackedJobId(db, token));
}
