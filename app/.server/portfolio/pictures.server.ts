import { sql, type Kysely } from "kysely";
import { derivedAlt, type PortfolioStage } from "~/lib/portfolio";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { PORTFOLIO_MESSAGES } from "~/lib/schemas/portfolio";
import { logChange } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";
import type { FileLimits, RefusedFile } from "../http/multipart.server";
import { deleteResponsiveImage, storeResponsiveImage } from "../storage/responsive-images.server";
import type { FileStorage } from "../storage/storage.server";
import {
  PORTFOLIO_ENTITY,
  lockProject,
  refusedOn,
  type PortfolioRefusal,
  type StaffActor,
} from "./portfolio-common.server";

/** Up to 12 photos in one upload, before and after together, at most 15 MB each. */
export const PORTFOLIO_UPLOAD_LIMITS: FileLimits = { maxFiles: 12, maxFileBytes: 15 * 1024 * 1024 };

const CHOOSE_AGAIN = "Please choose the photos again.";

export interface StagedPicture {
  stage: PortfolioStage;
  image: ResponsiveImage;
  /** The alt text typed for it, or null for one made from the project's title. */
  alt: string | null;
  sourceJobPhotoId?: string;
}

/** One stage's files of an upload, and the alt text typed for them (null: none typed). */
export interface StageUpload {
  stage: PortfolioStage;
  files: File[];
  alt: string | null;
}

const FIELD_OF: Readonly<Record<PortfolioStage, string>> = {
  before: "beforePhotos",
  after: "afterPhotos",
};

function quoted(fileName: string): string {
  const name = fileName.length > 60 ? `${fileName.slice(0, 57)}…` : fileName;
  return `“${name || "A file"}”`;
}

/** A file input left empty still posts one nameless, empty file. */
function chosen(files: File[]): File[] {
  return files.filter((file) => file.size > 0 || file.name !== "");
}

/**
 * Stores each uploaded picture at its responsive widths. Any refusal (too many, too large,
 * not a picture) stores none of them: what was stored already is removed again.
 */
async function storeUploads(
  fileStorage: FileStorage,
  uploads: readonly StageUpload[],
  refusedFiles: readonly RefusedFile[],
): Promise<{ ok: true; pictures: StagedPicture[] } | PortfolioRefusal> {
  const tooMany = refusedFiles.some((refused) => refused.reason === "too-many");
  if (tooMany) {
    return refusedOn(
      null,
      `At most ${PORTFOLIO_UPLOAD_LIMITS.maxFiles} photos can be sent at once. ${CHOOSE_AGAIN}`,
    );
  }
  const tooLarge = refusedFiles.find((refused) => refused.reason === "too-large");
  if (tooLarge) {
    return refusedOn(null, `${quoted(tooLarge.fileName)} is larger than 15 MB. ${CHOOSE_AGAIN}`);
  }
  const pictures: StagedPicture[] = [];
  for (const upload of uploads) {
    for (const file of chosen(upload.files)) {
      const stored = await storeResponsiveImage(
        fileStorage,
        "portfolio",
        Buffer.from(await file.arrayBuffer()),
      );
      if (!stored.ok) {
        await removeStored(fileStorage, pictures);
        return refusedOn(
          FIELD_OF[upload.stage],
          `${quoted(file.name)}: ${stored.error} ${CHOOSE_AGAIN}`,
        );
      }
      pictures.push({ stage: upload.stage, image: stored.image, alt: upload.alt });
    }
  }
  if (pictures.length === 0) {
    return refusedOn("beforePhotos", "Choose at least one before or after photo to upload.");
  }
  return { ok: true, pictures };
}

export async function removeStored(
  fileStorage: FileStorage,
  pictures: readonly { image: ResponsiveImage }[],
): Promise<void> {
  await Promise.all(pictures.map((picture) => deleteResponsiveImage(fileStorage, picture.image)));
}

/**
 * Adds stored pictures to a project, each after the last of its stage, in the caller's
 * transaction (the project row locked by the caller). A picture without alt text gets one from
 * the title, or the seed's description for the first of its stage.
 */
export async function insertPictures(
  trx: Kysely<Database>,
  project: { id: string; title: string; before_alt: string; after_alt: string },
  pictures: readonly StagedPicture[],
): Promise<number> {
  const last = await trx
    .selectFrom("portfolio_images")
    .select([
      "stage",
      (eb) => eb.fn.max("position").as("position"),
      (eb) => eb.fn.countAll<string>().as("count"),
    ])
    .where("project_id", "=", project.id)
    .groupBy("stage")
    .execute();
  const next: Record<PortfolioStage, number> = { before: 0, after: 0 };
  const count: Record<PortfolioStage, number> = { before: 0, after: 0 };
  for (const row of last) {
    next[row.stage] = (row.position ?? -1) + 1;
    count[row.stage] = Number(row.count);
  }
  const seedAlt: Record<PortfolioStage, string> = {
    before: project.before_alt,
    after: project.after_alt,
  };
  for (const picture of pictures) {
    count[picture.stage] += 1;
    const alt =
      picture.alt ??
      (count[picture.stage] === 1 && seedAlt[picture.stage]
        ? seedAlt[picture.stage]
        : derivedAlt(project.title, picture.stage, count[picture.stage]));
    await trx
      .insertInto("portfolio_images")
      .values({
        project_id: project.id,
        stage: picture.stage,
        position: next[picture.stage]++,
        alt,
        image_key: picture.image.key,
        image_widths: picture.image.widths,
        image_width: picture.image.width,
        image_height: picture.image.height,
        source_job_photo_id: picture.sourceJobPhotoId ?? null,
      })
      .execute();
  }
  return pictures.length;
}

/** Stores the uploaded before and after photos and adds them to the project, logged. */
export async function addPortfolioPictures(
  db: Kysely<Database>,
  fileStorage: FileStorage,
  actor: StaffActor,
  projectId: string,
  uploads: readonly StageUpload[],
  refusedFiles: readonly RefusedFile[],
): Promise<{ ok: true; added: number } | PortfolioRefusal> {
  const exists = await db
    .selectFrom("portfolio_projects")
    .select("id")
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!exists) return { ok: false, reason: "not-found" };
  const stored = await storeUploads(fileStorage, uploads, refusedFiles);
  if (!stored.ok) return stored;
  const result = await db.transaction().execute(async (trx) => {
    const project = await lockProject(trx, projectId);
    if (!project) return { ok: false as const, reason: "not-found" as const };
    const added = await insertPictures(trx, project, stored.pictures);
    const before = stored.pictures.filter((picture) => picture.stage === "before").length;
    await logChange(trx, {
      actor,
      entity: PORTFOLIO_ENTITY,
      entityId: projectId,
      action: `Added ${before} before and ${added - before} after photo${added - before === 1 ? "" : "s"}`,
    });
    await raiseSettingsVersion(trx);
    return { ok: true as const, added };
  });
  if (!result.ok) {
    await removeStored(fileStorage, stored.pictures);
    return result;
  }
  dropLocalCaches();
  return result;
}

async function pictureOf(trx: Kysely<Database>, projectId: string, imageId: string) {
  return trx
    .selectFrom("portfolio_images")
    .select(["id", "stage", "position", "alt", "image_key", "image_widths"])
    .where("project_id", "=", projectId)
    .where("id", "=", imageId)
    .executeTakeFirst();
}

type PictureChange = { ok: true; changed: boolean } | PortfolioRefusal;

const pictureNotFound = () => refusedOn("imageId", PORTFOLIO_MESSAGES.picture);

/** Changes one picture's alt text. */
export async function updatePictureAlt(
  db: Kysely<Database>,
  actor: StaffActor,
  projectId: string,
  imageId: string,
  alt: string,
): Promise<PictureChange> {
  const result = await db.transaction().execute(async (trx): Promise<PictureChange> => {
    if (!(await lockProject(trx, projectId))) return { ok: false, reason: "not-found" };
    const picture = await pictureOf(trx, projectId, imageId);
    if (!picture) return pictureNotFound();
    if (picture.alt === alt) return { ok: true, changed: false };
    await trx.updateTable("portfolio_images").set({ alt }).where("id", "=", imageId).execute();
    await logChange(trx, {
      actor,
      entity: PORTFOLIO_ENTITY,
      entityId: projectId,
      action: `Described ${picture.stage} photo ${picture.position + 1} again`,
      before: { alt: picture.alt },
      after: { alt },
    });
    await raiseSettingsVersion(trx);
    return { ok: true, changed: true };
  });
  if (result.ok && result.changed) dropLocalCaches();
  return result;
}

/** Swaps a picture with its neighbour of the same stage. */
export async function movePicture(
  db: Kysely<Database>,
  actor: StaffActor,
  projectId: string,
  imageId: string,
  direction: "up" | "down",
): Promise<PictureChange> {
  const result = await db.transaction().execute(async (trx): Promise<PictureChange> => {
    if (!(await lockProject(trx, projectId))) return { ok: false, reason: "not-found" };
    const picture = await pictureOf(trx, projectId, imageId);
    if (!picture) return pictureNotFound();
    const neighbour = await trx
      .selectFrom("portfolio_images")
      .select(["id", "position"])
      .where("project_id", "=", projectId)
      .where("stage", "=", picture.stage)
      .where(
        direction === "up"
          ? sql<boolean>`(position, id) < (${picture.position}, ${picture.id}::bigint)`
          : sql<boolean>`(position, id) > (${picture.position}, ${picture.id}::bigint)`,
      )
      .orderBy("position", direction === "up" ? "desc" : "asc")
      .orderBy("id", direction === "up" ? "desc" : "asc")
      .limit(1)
      .executeTakeFirst();
    if (!neighbour) return { ok: true, changed: false };
    await trx
      .updateTable("portfolio_images")
      .set({ position: neighbour.position })
      .where("id", "=", picture.id)
      .execute();
    await trx
      .updateTable("portfolio_images")
      .set({ position: picture.position })
      .where("id", "=", neighbour.id)
      .execute();
    await logChange(trx, {
      actor,
      entity: PORTFOLIO_ENTITY,
      entityId: projectId,
      action: `Moved ${picture.stage} photo “${picture.alt}” ${direction === "up" ? "earlier" : "later"}`,
    });
    await raiseSettingsVersion(trx);
    return { ok: true, changed: true };
  });
  if (result.ok && result.changed) dropLocalCaches();
  return result;
}

/** Removes a picture: its row first (logged), then its stored files. */
export async function removePicture(
  db: Kysely<Database>,
  fileStorage: FileStorage,
  actor: StaffActor,
  projectId: string,
  imageId: string,
): Promise<PictureChange> {
  const result = await db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, projectId)))
      return { ok: false as const, reason: "not-found" as const };
    const picture = await pictureOf(trx, projectId, imageId);
    if (!picture) return pictureNotFound();
    await trx.deleteFrom("portfolio_images").where("id", "=", imageId).execute();
    await logChange(trx, {
      actor,
      entity: PORTFOLIO_ENTITY,
      entityId: projectId,
      action: `Removed ${picture.stage} photo “${picture.alt}”`,
    });
    await raiseSettingsVersion(trx);
    return { ok: true as const, picture };
  });
  if (!result.ok) return result;
  dropLocalCaches();
  await deleteResponsiveImage(fileStorage, {
    key: result.picture.image_key,
    widths: result.picture.image_widths,
  });
  return { ok: true, changed: true };
}
