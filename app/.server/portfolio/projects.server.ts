import { sql, type Kysely } from "kysely";
import { findService } from "~/content/services";
import type { PortfolioStage } from "~/lib/portfolio";
import type { ResponsiveImage } from "~/lib/responsive-image";
import type { ProjectFields } from "~/lib/schemas/portfolio";
import { logChange } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";
import type { PortfolioConsentMethod } from "../db/schema-portfolio.server";
import { deleteResponsiveImage } from "../storage/responsive-images.server";
import type { FileStorage } from "../storage/storage.server";
import {
  PORTFOLIO_ENTITY,
  freeSlug,
  isUniqueViolation,
  lockPortfolioOrder,
  lockProject,
  refusedOn,
  type PortfolioRefusal,
  type StaffActor,
} from "./portfolio-common.server";
import { PORTFOLIO_MESSAGES } from "~/lib/schemas/portfolio";

export const PORTFOLIO_PAGE_SIZE = 50;

export interface PortfolioImageRow {
  id: string;
  stage: PortfolioStage;
  position: number;
  alt: string;
  image: ResponsiveImage;
}

export function imageOf(row: {
  image_key: string;
  image_widths: number[];
  image_width: number;
  image_height: number;
}): ResponsiveImage {
  return {
    key: row.image_key,
    widths: row.image_widths,
    width: row.image_width,
    height: row.image_height,
  };
}

/** A project's fields as the change log keeps them. */
function logged(row: {
  title: string;
  slug: string;
  summary: string;
  body: string;
  service_slug: string;
  location: string;
  completed_on: string;
  published: boolean;
}) {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    service: row.service_slug,
    area: row.location,
    completed: row.completed_on,
    published: row.published ? "published" : "draft",
  };
}

function columnsOf(fields: ProjectFields, slug: string) {
  return {
    title: fields.title,
    slug,
    summary: fields.summary,
    body: fields.body,
    service_slug: fields.serviceSlug,
    location: fields.location,
    completed_on: fields.completedOn,
    published: fields.published,
  };
}

/**
 * Every project, drafts and published, in the office's order, a page of 50 at a time after
 * the (position, id) of the last one shown; each with the picture /admin/portfolio shows for it.
 */
export async function listPortfolioProjects(
  db: Kysely<Database>,
  after: { position: number; id: string } | null = null,
) {
  let query = db
    .selectFrom("portfolio_projects as project")
    .select([
      "project.id",
      "project.slug",
      "project.title",
      "project.location",
      "project.service_slug",
      "project.published",
      "project.position",
      sql<string>`project.completed_on::text`.as("completed_on"),
    ])
    .orderBy("project.position")
    .orderBy("project.id")
    .limit(PORTFOLIO_PAGE_SIZE + 1);
  if (after) {
    query = query.where(
      sql<boolean>`(project.position, project.id) > (${after.position}, ${after.id}::bigint)`,
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, PORTFOLIO_PAGE_SIZE);
  const ids = page.map((row) => row.id);
  const thumbnails =
    ids.length === 0
      ? []
      : await db
          .selectFrom("portfolio_images")
          .distinctOn("project_id")
          .select(["project_id", "alt", "image_key", "image_widths", "image_width", "image_height"])
          .where("project_id", "in", ids)
          // The after picture shows the result: it is the one to recognise a project by.
          .orderBy("project_id")
          .orderBy(sql`stage = 'after'`, "desc")
          .orderBy("position")
          .execute();
  const byProject = new Map(thumbnails.map((row) => [row.project_id, row]));
  const last = page[page.length - 1];
  return {
    projects: page.map((row) => {
      const thumbnail = byProject.get(row.id);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        location: row.location,
        serviceName: findService(row.service_slug)?.name ?? row.service_slug,
        completedOn: row.completed_on,
        published: row.published,
        thumbnail: thumbnail ? { alt: thumbnail.alt, image: imageOf(thumbnail) } : null,
      };
    }),
    next: rows.length > PORTFOLIO_PAGE_SIZE && last ? `${last.position}:${last.id}` : null,
  };
}

/** "12:34" (position:id) from a "Next page" link; null for anything else. */
export function parsePortfolioCursor(
  value: string | null,
): { position: number; id: string } | null {
  const match = /^(-?\d{1,9}):([1-9]\d{0,17})$/.exec(value ?? "");
  if (!match?.[1] || !match[2]) return null;
  return { position: Number(match[1]), id: match[2] };
}

/** One project with its pictures in order, and the consent of a project made from a job. */
export async function portfolioProjectDetail(db: Kysely<Database>, projectId: string) {
  const project = await db
    .selectFrom("portfolio_projects as project")
    .leftJoin("jobs", "jobs.id", "project.source_job_id")
    .leftJoin("profiles", "profiles.id", "project.consent_recorded_by")
    .select([
      "project.id",
      "project.slug",
      "project.title",
      "project.summary",
      "project.body",
      "project.service_slug",
      "project.location",
      "project.published",
      sql<string>`project.completed_on::text`.as("completed_on"),
      "project.consent_recorded_at",
      "project.consent_method",
      "project.consent_note",
      "jobs.reference as job_reference",
      "profiles.full_name as consent_recorded_by_name",
      "profiles.email as consent_recorded_by_email",
    ])
    .where("project.id", "=", projectId)
    .executeTakeFirst();
  if (!project) return null;
  const images = await db
    .selectFrom("portfolio_images")
    .select([
      "id",
      "stage",
      "position",
      "alt",
      "image_key",
      "image_widths",
      "image_width",
      "image_height",
    ])
    .where("project_id", "=", projectId)
    .orderBy("stage", "desc")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const pictures: PortfolioImageRow[] = images.map((row) => ({
    id: row.id,
    stage: row.stage,
    position: row.position,
    alt: row.alt,
    image: imageOf(row),
  }));
  return {
    project: {
      id: project.id,
      slug: project.slug,
      title: project.title,
      summary: project.summary,
      body: project.body,
      serviceSlug: project.service_slug,
      location: project.location,
      completedOn: project.completed_on,
      published: project.published,
    },
    consent: project.consent_recorded_at
      ? {
          recordedAt: project.consent_recorded_at,
          method: project.consent_method satisfies PortfolioConsentMethod | null,
          note: project.consent_note,
          recordedBy: project.consent_recorded_by_name || project.consent_recorded_by_email || null,
          jobReference: project.job_reference,
        }
      : null,
    before: pictures.filter((picture) => picture.stage === "before"),
    after: pictures.filter((picture) => picture.stage === "after"),
  };
}

export type PortfolioSaveResult =
  { ok: true; projectId: string; changed: boolean } | PortfolioRefusal;

const slugTaken = () => refusedOn("slug", PORTFOLIO_MESSAGES.slugTaken);

/** A new project, first in the office's order, logged; public pages drop their caches. */
export async function createPortfolioProject(
  db: Kysely<Database>,
  actor: StaffActor,
  fields: ProjectFields,
): Promise<PortfolioSaveResult> {
  try {
    const result = await db.transaction().execute(async (trx): Promise<PortfolioSaveResult> => {
      await lockPortfolioOrder(trx);
      const slug = await freeSlug(trx, fields.title, fields.slug, null);
      if (!slug.ok) return slugTaken();
      const first = await trx
        .selectFrom("portfolio_projects")
        .select((eb) => eb.fn.min("position").as("position"))
        .executeTakeFirst();
      const row = await trx
        .insertInto("portfolio_projects")
        .values({ ...columnsOf(fields, slug.slug), position: (first?.position ?? 1) - 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const now = columnsOf(fields, slug.slug);
      await logChange(trx, {
        actor,
        entity: PORTFOLIO_ENTITY,
        entityId: row.id,
        action: fields.published
          ? "Added and published the project"
          : "Added the project as a draft",
        after: logged(now),
      });
      await raiseSettingsVersion(trx);
      return { ok: true, projectId: row.id, changed: true };
    });
    if (result.ok) dropLocalCaches();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

/** Saves the project's fields; saving the same values changes nothing. */
export async function updatePortfolioProject(
  db: Kysely<Database>,
  actor: StaffActor,
  projectId: string,
  fields: ProjectFields,
): Promise<PortfolioSaveResult> {
  try {
    const result = await db.transaction().execute(async (trx): Promise<PortfolioSaveResult> => {
      const row = await lockProject(trx, projectId);
      if (!row) return { ok: false, reason: "not-found" };
      const slug = await freeSlug(trx, fields.title, fields.slug, projectId);
      if (!slug.ok) return slugTaken();
      const was = logged(row);
      const now = logged(columnsOf(fields, slug.slug));
      if (JSON.stringify(was) === JSON.stringify(now))
        return { ok: true, projectId, changed: false };
      await trx
        .updateTable("portfolio_projects")
        .set({ ...columnsOf(fields, slug.slug), updated_at: new Date() })
        .where("id", "=", projectId)
        .execute();
      await logChange(trx, {
        actor,
        entity: PORTFOLIO_ENTITY,
        entityId: projectId,
        action: actionFor(row.published, fields.published),
        before: was,
        after: now,
      });
      await raiseSettingsVersion(trx);
      return { ok: true, projectId, changed: true };
    });
    if (result.ok && result.changed) dropLocalCaches();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

function actionFor(wasPublished: boolean, published: boolean): string {
  if (!wasPublished && published) return "Published the project";
  if (wasPublished && !published) return "Made the project a draft again";
  return "Edited the project";
}

/** Swaps the project with its neighbour in the office's order. */
export async function movePortfolioProject(
  db: Kysely<Database>,
  actor: StaffActor,
  projectId: string,
  direction: "up" | "down",
): Promise<{ ok: true; moved: boolean; title: string } | PortfolioRefusal> {
  const result = await db.transaction().execute(async (trx) => {
    await lockPortfolioOrder(trx);
    const row = await trx
      .selectFrom("portfolio_projects")
      .select(["id", "title", "position"])
      .where("id", "=", projectId)
      .executeTakeFirst();
    if (!row) return { ok: false as const, reason: "not-found" as const };
    const neighbour = await trx
      .selectFrom("portfolio_projects")
      .select(["id", "position"])
      .where(
        direction === "up"
          ? sql<boolean>`(position, id) < (${row.position}, ${row.id}::bigint)`
          : sql<boolean>`(position, id) > (${row.position}, ${row.id}::bigint)`,
      )
      .orderBy("position", direction === "up" ? "desc" : "asc")
      .orderBy("id", direction === "up" ? "desc" : "asc")
      .limit(1)
      .executeTakeFirst();
    if (!neighbour) return { ok: true as const, moved: false, title: row.title };
    // Positions are distinct (each new project takes one below the smallest), so a swap
    // is a move; equal ones (never made) would be parted by one.
    const [mine, theirs] =
      neighbour.position === row.position
        ? direction === "up"
          ? [row.position - 1, row.position]
          : [row.position + 1, row.position]
        : [neighbour.position, row.position];
    await trx
      .updateTable("portfolio_projects")
      .set({ position: mine })
      .where("id", "=", row.id)
      .execute();
    await trx
      .updateTable("portfolio_projects")
      .set({ position: theirs })
      .where("id", "=", neighbour.id)
      .execute();
    await logChange(trx, {
      actor,
      entity: PORTFOLIO_ENTITY,
      entityId: row.id,
      action:
        direction === "up"
          ? "Moved the project up the portfolio"
          : "Moved the project down the portfolio",
    });
    await raiseSettingsVersion(trx);
    return { ok: true as const, moved: true, title: row.title };
  });
  if (result.ok && result.moved) dropLocalCaches();
  return result;
}

/**
 * Deletes the project and its pictures' rows (logged, as a change of the project), then the
 * stored files: a file is removed only once no row names it.
 */
export async function deletePortfolioProject(
  db: Kysely<Database>,
  fileStorage: FileStorage,
  actor: StaffActor,
  projectId: string,
): Promise<{ ok: true; title: string } | PortfolioRefusal> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await lockProject(trx, projectId);
    if (!row) return { ok: false as const, reason: "not-found" as const };
    const images = await trx
      .selectFrom("portfolio_images")
      .select(["image_key", "image_widths"])
      .where("project_id", "=", projectId)
      .execute();
    await trx.deleteFrom("portfolio_projects").where("id", "=", projectId).execute();
    await logChange(trx, {
      actor,
      entity: PORTFOLIO_ENTITY,
      entityId: projectId,
      action: `Deleted the project “${row.title}” and its ${images.length} picture${images.length === 1 ? "" : "s"}`,
      before: logged(row),
    });
    await raiseSettingsVersion(trx);
    return { ok: true as const, title: row.title, images };
  });
  if (!result.ok) return result;
  dropLocalCaches();
  await Promise.all(
    result.images.map((image) =>
      deleteResponsiveImage(fileStorage, { key: image.image_key, widths: image.image_widths }),
    ),
  );
  return { ok: true, title: result.title };
}
