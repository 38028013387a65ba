import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import { londonDate } from "~/lib/booking-rules";
import { CONSENT_METHOD_LABELS, projectTextFromJob } from "~/lib/portfolio";
import { KNOWN_OUTWARD_CODES, outwardCode, servedArea } from "~/lib/postcode";
import type { ProjectFromJobInput } from "~/lib/schemas/portfolio";
import { logChange } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { storeResponsiveImage } from "../storage/responsive-images.server";
import type { FileStorage } from "../storage/storage.server";
import {
  PORTFOLIO_ENTITY,
  freeSlug,
  isUniqueViolation,
  lockPortfolioOrder,
  refusedOn,
  type PortfolioRefusal,
  type StaffActor,
} from "./portfolio-common.server";
import { insertPictures, removeStored, type StagedPicture } from "./pictures.server";

export const FROM_JOB_MESSAGES = {
  unknown: (reference: string) =>
    `No job has the reference ${reference}. Check it on the job's page.`,
  notCompleted: (reference: string) =>
    `${reference} is not completed yet: make a project once its engineer has finished the job.`,
  used: (reference: string, title: string) =>
    `${reference} is already the portfolio project “${title}”.`,
  noPhotos: (reference: string) =>
    `${reference} has no before or after photos from its engineer, so there is nothing to show.`,
  copyFailed: "The job's photos could not be copied, and nothing was made. Please try again.",
} as const;

export type ProjectFromJobResult =
  { ok: true; projectId: string; title: string; pictures: number } | PortfolioRefusal;

async function jobByReference(db: Kysely<Database>, reference: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "reference", "status", "service_slug", "postcode", "window_start", "updated_at"])
    .where("reference", "=", reference)
    .executeTakeFirst();
}

async function projectOfJob(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom("portfolio_projects")
    .select(["id", "title"])
    .where("source_job_id", "=", jobId)
    .executeTakeFirst();
}

/** The day the engineer finished: the job's move to completed, or its window without one. */
async function completedOn(
  db: Kysely<Database>,
  job: { id: string; window_start: Date | null; updated_at: Date },
): Promise<string> {
  const event = await db
    .selectFrom("job_events")
    .select((eb) => eb.fn.max("at").as("at"))
    .where("job_id", "=", job.id)
    .where("to_status", "=", "completed")
    .executeTakeFirst();
  return londonDate(event?.at ?? job.window_start ?? job.updated_at);
}

/** The engineer's before and after photos, copied into public pictures at responsive widths. */
async function copyEngineerPhotos(
  db: Kysely<Database>,
  fileStorage: FileStorage,
  jobId: string,
): Promise<{ ok: true; pictures: StagedPicture[] } | { ok: false }> {
  const photos = await db
    .selectFrom("job_photos")
    .select(["id", "storage_key", "stage"])
    .where("job_id", "=", jobId)
    .where("taken_by", "=", "engineer")
    .where("stage", "in", ["before", "after"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const pictures: StagedPicture[] = [];
  for (const photo of photos) {
    const stage = photo.stage;
    if (stage === null) continue;
    const file = await fileStorage.get(photo.storage_key);
    // A photo whose file has gone cannot be shown; the others still can.
    if (!file) continue;
    const stored = await storeResponsiveImage(fileStorage, "portfolio", file.body);
    if (!stored.ok) {
      await removeStored(fileStorage, pictures);
      return { ok: false };
    }
    pictures.push({ stage, image: stored.image, alt: null, sourceJobPhotoId: photo.id });
  }
  return { ok: true, pictures };
}

/**
 * Makes a draft project from a completed job in one step: title, summary and area from the
 * service and the postcode district (never the customer's name, address or full postcode), the
 * engineer's before and after photos as public pictures, and the customer's consent recorded.
 * Logged on the project and on the job.
 */
export async function createProjectFromJob(
  db: Kysely<Database>,
  fileStorage: FileStorage,
  actor: StaffActor,
  input: ProjectFromJobInput,
  now = new Date(),
): Promise<ProjectFromJobResult> {
  const job = await jobByReference(db, input.reference);
  if (!job) return refusedOn("reference", FROM_JOB_MESSAGES.unknown(input.reference));
  if (job.status !== "completed") {
    return refusedOn("reference", FROM_JOB_MESSAGES.notCompleted(job.reference));
  }
  const used = await projectOfJob(db, job.id);
  if (used) return refusedOn("reference", FROM_JOB_MESSAGES.used(job.reference, used.title));
  const copied = await copyEngineerPhotos(db, fileStorage, job.id);
  if (!copied.ok) return refusedOn(null, FROM_JOB_MESSAGES.copyFailed);
  if (copied.pictures.length === 0) {
    return refusedOn("reference", FROM_JOB_MESSAGES.noPhotos(job.reference));
  }
  const served = servedArea(job.postcode, KNOWN_OUTWARD_CODES);
  const outward = served?.outward ?? outwardCode(job.postcode) ?? "";
  const text = projectTextFromJob({
    serviceName: findService(job.service_slug)?.name ?? "Repairs",
    town: served?.area ?? "Coventry",
    outward,
  });
  const completed = await completedOn(db, job);
  try {
    const result = await db.transaction().execute(async (trx): Promise<ProjectFromJobResult> => {
      await lockPortfolioOrder(trx);
      const again = await projectOfJob(trx, job.id);
      if (again) return refusedOn("reference", FROM_JOB_MESSAGES.used(job.reference, again.title));
      const slug = await freeSlug(trx, `${text.title} ${outward}`, undefined, null);
      if (!slug.ok) return refusedOn(null, FROM_JOB_MESSAGES.copyFailed);
      const first = await trx
        .selectFrom("portfolio_projects")
        .select((eb) => eb.fn.min("position").as("position"))
        .executeTakeFirst();
      const project = await trx
        .insertInto("portfolio_projects")
        .values({
          slug: slug.slug,
          title: text.title,
          location: text.location,
          service_slug: job.service_slug,
          summary: text.summary,
          body: "",
          completed_on: completed,
          published: false,
          position: (first?.position ?? 1) - 1,
          source_job_id: job.id,
          consent_recorded_at: now,
          consent_recorded_by: actor.id,
          consent_method: input.consentMethod,
          consent_note: input.consentNote,
        })
        .returning(["id", "title", "before_alt", "after_alt"])
        .executeTakeFirstOrThrow();
      const pictures = await insertPictures(trx, project, copied.pictures);
      const consent = `${CONSENT_METHOD_LABELS[input.consentMethod].toLowerCase()}${input.consentNote ? ` (${input.consentNote})` : ""}`;
      await logChange(trx, {
        actor,
        entity: PORTFOLIO_ENTITY,
        entityId: project.id,
        action: `Made the draft from job ${job.reference} with ${pictures} photos; the customer agreed ${consent}`,
        after: {
          title: text.title,
          slug: slug.slug,
          area: text.location,
          published: "draft",
          consent: CONSENT_METHOD_LABELS[input.consentMethod],
          consentNote: input.consentNote,
        },
      });
      await logChange(trx, {
        actor,
        entity: "job",
        entityId: job.id,
        action: `Made the portfolio project “${text.title}” from this job's photos, with the customer's consent`,
      });
      return { ok: true, projectId: project.id, title: project.title, pictures };
    });
    if (!result.ok) await removeStored(fileStorage, copied.pictures);
    return result;
  } catch (error) {
    await removeStored(fileStorage, copied.pictures);
    if (isUniqueViolation(error)) {
      return refusedOn("reference", FROM_JOB_MESSAGES.used(job.reference, text.title));
    }
    throw error;
  }
}
