import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import { formatJobWindow } from "~/lib/booking-rules";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import type { Database, JobStatus } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import {
  customerTimeline,
  timelineEventOf,
  type TimelineEntry,
} from "../jobs/customer-timeline.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import { versionOf } from "./job-version.server";
import {
  firstName,
  formatClockTime,
  progressSteps,
  streetOf,
  type TrackingStep,
} from "./timeline.server";

/** What /track/{token} shows: nothing that reaches the customer by other means (e-mail, phone). */
export interface TrackedJob {
  reference: string;
  serviceName: string;
  status: JobStatus;
  statusLabel: string;
  /** "Monday 30 November, 08:00–10:00", London time. */
  windowLabel: string;
  /** The assigned engineer's first name. */
  engineerFirstName: string | null;
  /** "09:15" in London time, while the engineer is on the way. */
  eta: string | null;
  street: string;
  steps: TrackingStep[];
  timeline: TimelineEntry[];
  /** Changes whenever anything above does; the live updates compare it. */
  version: string;
  /** Whether the job can still change: completed and cancelled jobs are final. */
  live: boolean;
}

const FINAL_STATUSES: readonly JobStatus[] = ["completed", "cancelled"];

/** The job's id for a tracking token; null for a malformed one without asking the database. */
async function findTrackedJobId(db: Kysely<Database>, token: string): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("tracking_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The tracking view of the job behind a token, or null when there is none. */
export async function findTrackedJob(
  db: Kysely<Database>,
  token: string,
): Promise<TrackedJob | null> {
  if (!isWellFormedToken(token)) return null;
  // One statement, so the version describes exactly the row read with it.
  const job = await db
    .selectFrom("jobs")
    .leftJoin("profiles", "profiles.id", "jobs.engineer_id")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.service_slug",
      "jobs.status",
      "jobs.window_start",
      "jobs.window_end",
      "jobs.engineer_id",
      "jobs.eta",
      "jobs.address",
      "jobs.updated_at",
      "profiles.full_name as engineer_name",
      (eb) =>
        eb
          .selectFrom("job_events")
          .select((inner) => inner.fn.max("job_events.id").as("last"))
          .whereRef("job_events.job_id", "=", "jobs.id")
          .as("last_event_id"),
    ])
    .where("jobs.tracking_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!job) return null;
  const events = await db
    .selectFrom("job_events")
    .select(["id", "at", "kind", "to_status", "actor_role", "note", "internal"])
    .where("job_id", "=", job.id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return {
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    windowLabel: formatJobWindow(job.window_start, job.window_end),
    engineerFirstName: job.engineer_id ? firstName(job.engineer_name) : null,
    eta: job.status === "en_route" && job.eta ? formatClockTime(job.eta) : null,
    street: streetOf(job.address),
    steps: progressSteps(job.status, events),
    timeline: customerTimeline(events.map(timelineEventOf)),
    version: versionOf(job),
    live: !FINAL_STATUSES.includes(job.status),
  };
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

/** The id of the job behind a token, for its live updates. */
export function visitTrackedJobId(db: Kysely<Database>, token: string, visitor: { ip: string }) {
  return visitTrackingLink(db, visitor, () => findTrackedJobId(db, token));
}
