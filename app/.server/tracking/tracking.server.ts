import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import { formatWindow } from "~/lib/booking-rules";
import { app } from "../app.server";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import type { Database, JobStatus } from "../db/schema.server";
import { clientAddress } from "../http/client-ip.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { notFound } from "../pages/not-found.server";
import {
  checkRateLimits,
  rateLimitMessage,
  type RateLimitVerdict,
} from "../rate-limit/rate-limit.server";
import { versionOf } from "./job-version.server";
import {
  firstName,
  formatClockTime,
  progressSteps,
  streetOf,
  timelineEntries,
  type TimelineEntry,
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
export async function findTrackedJobId(
  db: Kysely<Database>,
  token: string,
): Promise<string | null> {
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
    .select(["id", "at", "kind", "to_status", "actor_role", "note"])
    .where("job_id", "=", job.id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return {
    reference: job.reference,
    serviceName: findService(job.service_slug)?.name ?? job.service_slug,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    windowLabel: formatWindow(job.window_start, job.window_end),
    engineerFirstName: job.engineer_id ? firstName(job.engineer_name) : null,
    eta: job.status === "en_route" && job.eta ? formatClockTime(job.eta) : null,
    street: streetOf(job.address),
    steps: progressSteps(job.status, events),
    timeline: timelineEntries(events),
    version: versionOf(job),
    live: !FINAL_STATUSES.includes(job.status),
  };
}

/**
 * Counts the visit against the per-IP token-link limit before looking at the token, so
 * guessing costs the same whether a token exists or not.
 */
export function countTokenLinkVisit(
  db: Kysely<Database>,
  request: Request,
): Promise<RateLimitVerdict> {
  return checkRateLimits(db, "token-link", { ip: clientAddress(request) });
}

/**
 * The tracking page's data. An unknown or malformed token is the site's ordinary 404, so
 * the answer never tells whether a token exists.
 */
export async function loadTrackedJob(
  request: Request,
  token: string,
  database?: Kysely<Database>,
): Promise<TrackedJob> {
  const db = database ?? (await app()).db;
  const verdict = await countTokenLinkVisit(db, request);
  if (!verdict.allowed) {
    throw data(
      { message: rateLimitMessage(verdict.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const job = await findTrackedJob(db, token);
  if (!job) notFound();
  return job;
}
