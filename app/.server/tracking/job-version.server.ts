import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, JobStatus } from "../db/schema.server";

/** What a customer can see change on a job: its row and the newest event of its timeline. */
export interface JobVersionFields {
  status: JobStatus;
  updated_at: Date;
  eta: Date | null;
  engineer_id: string | null;
  window_start: Date | null;
  window_end: Date | null;
  last_event_id: string | null;
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
    fields.last_event_id ?? "",
  ];
  return createHash("sha256").update(parts.join("|")).digest("base64url").slice(0, 22);
}

/**
 * The job's current version, or null when it no longer exists: one primary-key read and
 * one index lookup on job_events (job_id, at, id), cheap enough to poll every few seconds.
 */
export async function readJobVersion(db: Kysely<Database>, jobId: string): Promise<string | null> {
  const row = await db
    .selectFrom("jobs")
    .select([
      "status",
      "updated_at",
      "eta",
      "engineer_id",
      "window_start",
      "window_end",
      (eb) =>
        eb
          .selectFrom("job_events")
          .select((inner) => inner.fn.max("job_events.id").as("last"))
          .whereRef("job_events.job_id", "=", "jobs.id")
          .as("last_event_id"),
    ])
    .where("id", "=", jobId)
    .executeTakeFirst();
  return row ? versionOf(row) : null;
}
