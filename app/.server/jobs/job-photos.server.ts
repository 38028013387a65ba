import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, JobPhoto } from "../db/schema";
import { JOB_PHOTO_CONTENT_TYPE, type PreparedPhoto } from "../storage/images.server";
import { storage, type FileStorage } from "../storage/storage.server";

/**
 * Stores prepared photos (see prepareJobPhoto) for the job with this reference: each file
 * under a new random key in the storage port, then one job_photos row per file. When the
 * rows cannot be written the files just stored are removed again, so no file is left that
 * nothing points to.
 */
export async function attachJobPhotos(
  db: Kysely<Database>,
  reference: string,
  photos: readonly PreparedPhoto[],
  fileStorage: FileStorage = storage(),
): Promise<JobPhoto[]> {
  if (photos.length === 0) return [];
  const job = await db
    .selectFrom("jobs")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!job) throw new Error(`No job with the reference ${reference}`);

  const stored: { key: string; photo: PreparedPhoto }[] = [];
  try {
    for (const photo of photos) {
      const key = `jobs/${job.id}/${randomBytes(16).toString("hex")}.webp`;
      await fileStorage.put(key, photo.body, JOB_PHOTO_CONTENT_TYPE);
      stored.push({ key, photo });
    }
    return await db
      .insertInto("job_photos")
      .values(
        stored.map(({ key, photo }) => ({
          job_id: job.id,
          storage_key: key,
          content_type: JOB_PHOTO_CONTENT_TYPE,
          width: photo.width,
          height: photo.height,
          bytes: photo.body.byteLength,
        })),
      )
      .returningAll()
      .execute();
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => fileStorage.delete(key)));
    throw error;
  }
}
