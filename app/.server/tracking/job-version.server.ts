import { createHash } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database, JobOutcome, JobStatus } from "../db/schema.server";

/** What a customer can see change on a job: its row and the newest event of its timeline. */
export interface JobVersionFields {
  status: JobStatus;
  updated_at: Date;
  eta: Date | null;
  engineer_id: string | null;
  window_start: Date | null;
  window_end: Date | null;
  outcome: JobOutcome | null;
  summary: string | null;
  last_event_id: string | null;
  /** The newest photo: the engineer's photos show on the tracking page as they are added. */
  last_photo_id: string | null;
}

/**
 * An opaque fingerprint of what the tracking page shows. It is sent to the browser, so it
 * is a hash: the engineer's id and the timestamps stay on the server. Fields that other
 * modules may change without touching `updated_at` (ETA, engineer, window) are part of it.
 */
export function versionOf(fields: JobVersionFields): string {
  const parts = [
    fields.status,
    fields.updated_at.toISOString(),
    fields.eta?.toISOString() ?? "",
    fields.engineer_id ?? "",
    fields.window_start?.toISOString() ?? "",
    fields.window_end?.toISOString() ?? "",
    fields.outcome ?? "",
    fields.summary ?? "",
    fields.last_event_id ?? "",
    fields.last_photo_id ?? "",
  ];
  return createHash("sha256").update(parts.join("|")).digest("base64url").slice(0, 22);
}

/** The columns and newest event and photo a version is made of, for a select on jobs. */
export function versionColumns(eb: ExpressionBuilder<Database, "jobs">) {
  return [
    eb.ref("jobs.status").as("status"),
    eb.ref("jobs.updated_at").as("updated_at"),
    eb.ref("jobs.eta").as("eta"),
    eb.ref("jobs.engineer_id").as("engineer_id"),
    eb.ref("jobs.window_start").as("window_start"),
    eb.ref("jobs.window_end").as("window_end"),
    eb.ref("jobs.outcome").as("outcome"),
    eb.ref("jobs.summary").as("summary"),
    eb
      .selectFrom("job_events")
      .select((inner) => inner.fn.max("job_events.id").as("last"))
      .whereRef("job_events.job_id", "=", "jobs.id")
      .as("last_event_id"),
    eb
      .selectFrom("job_photos")
      .select("job_photos.id")
      .whereRef("job_photos.job_id", "=", "jobs.id")
      .orderBy("job_photos.created_at", "desc")
      .orderBy("job_photos.id", "desc")
      .limit(1)
      .as("last_photo_id"),
  ] as const;
}

/**
 * The job's current version, or null when it no longer exists: one primary-key read and
 * index lookups on job_events (job_id, at, id) and job_photos (job_id, created_at, id), cheap
 * enough to poll every few seconds.
 */
export async function readJobVersion(db: Kysely<Database>, jobId: string): Promise<string | null> {
  const row = await db
    .selectFrom("jobs")
    .select(versionColumns)
    .where("jobs.id", "=", jobId)
    .executeTakeFirst();
  return row ? versionOf(row) : null;
}
