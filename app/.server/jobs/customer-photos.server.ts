import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import type { PreparedPhoto } from "../storage/images.server";
import type { FileStorage } from "../storage/storage.server";
import { lockJob, type JobChangeRefusal } from "./customer-changes.server";
import { noteVerdict, type CustomerActor } from "./customer-change-rules.server";
import { jobInScope, type CustomerScope } from "./customer-jobs.server";
import {
  countJobPhotos,
  MAX_PHOTOS_PER_JOB,
  recordJobPhotos,
  storePhotoFiles,
} from "./job-photos.server";

export type AddPhotosResult = { ok: true; reference: string; added: number } | JobChangeRefusal;

export function photoCountLabel(count: number): string {
  return `${count} photo${count === 1 ? "" : "s"}`;
}

function tooManyMessage(existing: number): string {
  const room = Math.max(0, MAX_PHOTOS_PER_JOB - existing);
  return room === 0
    ? `This job already has ${MAX_PHOTOS_PER_JOB} photos, the most one job can hold.`
    : `This job has room for ${photoCountLabel(room)} more (at most ${MAX_PHOTOS_PER_JOB} in all). Choose fewer.`;
}

/** Why the customer may not add these photos now, checked again inside the transaction. */
function photoRefusal(status: Parameters<typeof noteVerdict>[0], existing: number, adding: number) {
  const verdict = noteVerdict(status);
  if (!verdict.allowed) return verdict.reason;
  return existing + adding > MAX_PHOTOS_PER_JOB ? tooManyMessage(existing) : null;
}

/**
 * Adds the customer's photos to a job that is neither finished nor cancelled. The files are
 * stored first (slow, outside the database); one transaction then checks the job again under
 * its row lock, records the photos and a "photos" timeline event. Whatever refuses or fails
 * after the files were stored removes them again.
 */
export async function addCustomerPhotos(
  db: Kysely<Database>,
  scope: CustomerScope,
  input: { jobId: string; photos: readonly PreparedPhoto[] },
  options: { actor: CustomerActor; now?: Date; fileStorage?: FileStorage },
): Promise<AddPhotosResult> {
  const now = options.now ?? new Date();
  const job = await db
    .selectFrom("jobs")
    .select(["id", "status"])
    .where("id", "=", input.jobId)
    .where((eb) => jobInScope(eb, scope))
    .executeTakeFirst();
  if (!job) return { ok: false, reason: "not-found" };
  const early = photoRefusal(job.status, await countJobPhotos(db, job.id), input.photos.length);
  if (early) return { ok: false, reason: "refused", message: early };

  const stored = await storePhotoFiles(job.id, input.photos, options.fileStorage);
  let result: AddPhotosResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<AddPhotosResult> => {
      const locked = await lockJob(trx, scope, job.id);
      if (!locked) return { ok: false, reason: "not-found" };
      const refusal = photoRefusal(
        locked.status,
        await countJobPhotos(trx, job.id),
        input.photos.length,
      );
      if (refusal) return { ok: false, reason: "refused", message: refusal };
      await recordJobPhotos(trx, job.id, stored);
      await trx
        .insertInto("job_events")
        .values({
          job_id: job.id,
          at: now,
          kind: "photos",
          from_status: null,
          to_status: null,
          actor_role: options.actor,
          note: photoCountLabel(input.photos.length),
        })
        .execute();
      await trx.updateTable("jobs").set({ updated_at: now }).where("id", "=", job.id).execute();
      return { ok: true, reference: locked.reference, added: input.photos.length };
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
  if (!result.ok) await stored.discard();
  return result;
}

/**
 * The storage key of a photo of a job in scope, or null: a photo of someone else's job, an
 * unknown one and a malformed id all answer the same.
 */
export async function findCustomerPhotoKey(
  db: Kysely<Database>,
  scope: CustomerScope,
  photoId: string,
): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(photoId)) return null;
  const row = await db
    .selectFrom("job_photos")
    .innerJoin("jobs", "jobs.id", "job_photos.job_id")
    .select("job_photos.storage_key")
    .where("job_photos.id", "=", photoId)
    .where((eb) => jobInScope(eb, scope))
    .executeTakeFirst();
  return row?.storage_key ?? null;
}
