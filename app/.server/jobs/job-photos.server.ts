import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, JobPhoto } from "../db/schema.server";
import { JOB_PHOTO_CONTENT_TYPE, type PreparedPhoto } from "../storage/images.server";
import { storage, type FileStorage } from "../storage/storage.server";
import type { CustomerPhoto } from "~/lib/views/portal";
export type { CustomerPhoto } from "~/lib/views/portal";

/** Every photo of one job together, from the booking form and added later. */
export const MAX_PHOTOS_PER_JOB = 20;

type Executor = Kysely<Database> | Transaction<Database>;

/** Photo files already in the storage port, waiting for their job_photos rows. */
export interface StoredPhotoFiles {
  files: { key: string; photo: PreparedPhoto }[];
  /** Removes the files again, when their rows could not be written. */
  discard(): Promise<void>;
}

/**
 * Puts each prepared photo (see prepareJobPhoto) under a new random key for the job. File
 * storage is slow and outside the database, so this runs before the transaction that records
 * the photos; when that transaction fails or refuses, discard() leaves no orphaned file.
 */
export async function storePhotoFiles(
  jobId: string,
  photos: readonly PreparedPhoto[],
  fileStorage: FileStorage = storage(),
): Promise<StoredPhotoFiles> {
  const files: StoredPhotoFiles["files"] = [];
  const discard = async () => {
    await Promise.allSettled(files.map(({ key }) => fileStorage.delete(key)));
  };
  try {
    for (const photo of photos) {
      const key = `jobs/${jobId}/${randomBytes(16).toString("hex")}.webp`;
      await fileStorage.put(key, photo.body, JOB_PHOTO_CONTENT_TYPE);
      files.push({ key, photo });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { files, discard };
}

export async function listCustomerPhotos(
  db: Executor,
  jobIds: readonly string[],
): Promise<CustomerPhoto[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .selectFrom("job_photos")
    .select(["id", "job_id", "width", "height", "taken_by", "stage"])
    .where("job_id", "in", jobIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    width: row.width,
    height: row.height,
    takenBy: row.taken_by,
    stage: row.stage,
  }));
}

/** Who took a job's photos and when: the customer's (the default), or the engineer's before or after the work. */
export interface PhotoOrigin {
  takenBy: "customer" | "engineer";
  stage: "before" | "after" | null;
}

/** The job_photos rows for files stored by storePhotoFiles. */
export async function recordJobPhotos(
  db: Executor,
  jobId: string,
  stored: StoredPhotoFiles,
  origin: PhotoOrigin = { takenBy: "customer", stage: null },
): Promise<JobPhoto[]> {
  if (stored.files.length === 0) return [];
  return db
    .insertInto("job_photos")
    .values(
      stored.files.map(({ key, photo }) => ({
        job_id: jobId,
        storage_key: key,
        content_type: JOB_PHOTO_CONTENT_TYPE,
        width: photo.width,
        height: photo.height,
        bytes: photo.body.byteLength,
        taken_by: origin.takenBy,
        stage: origin.stage,
      })),
    )
    .returningAll()
    .execute();
}

export async function countJobPhotos(db: Executor, jobId: string): Promise<number> {
  const row = await db
    .selectFrom("job_photos")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("job_id", "=", jobId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Stores the booking form's photos for the job with this reference: the files, then one
 * job_photos row per file; when the rows cannot be written the files are removed again.
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
  const stored = await storePhotoFiles(job.id, photos, fileStorage);
  try {
    return await recordJobPhotos(db, job.id, stored);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
