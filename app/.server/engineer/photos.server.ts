import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const row = await db
    .selectFrom("job_photos")
    .innerJoin("jobs", "jobs.id", "job_photos.job_id")
    .select("job_photos.storage_key")
    .where("job_photos.id", "=", photoId)
    .where("jobs.engineer_id", "=", engineerId)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}
