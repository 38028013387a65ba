import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photos of jobs given to this engineer. */
function photosOfEngineersJobs(db: Kysely<Database>, engineerId: string) {
  return db
    .selectFrom("job_photos")
    .innerJoin("jobs", "jobs.id", "job_photos.job_id")
    .where("jobs.engineer_id", "=", engineerId);
}

/**
 * The storage key of a photo of a job given to this engineer, or null: a photo of another
 * engineer's job, an unknown one and a malformed id all answer the same.
 */
export async function findEngineerPhotoKey(
  db: Kysely<Database>,
  engineerId: string,
  photoId: string,
): Promise<string | null> {
  if (!UUID.test(photoId)) return null;
  const row = await photosOfEngineersJobs(db, engineerId)
    .select("job_photos.storage_key")
    .where("job_photos.id", "=", photoId)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

/**
 * Whether an engineer may open this stored file under /media: only a photo of a job given to
 * them. The office sees every job's photos; an engineer's phone is not a window on every
 * customer's home.
 */
export async function engineerMayOpenStoredKey(
  db: Kysely<Database>,
  engineerId: string,
  storageKey: string,
): Promise<boolean> {
  const row = await photosOfEngineersJobs(db, engineerId)
    .select("job_photos.id")
    .where("job_photos.storage_key", "=", storageKey)
    .executeTakeFirst();
  return row !== undefined;
}
