import type { Kysely } from "kysely";
import { PORTFOLIO_MESSAGES, type ProjectFields } from "~/lib/schemas/portfolio";
import { logChange } from "../audit/change-log.server";
import { dropLocalCaches, raiseSettingsVersion } from "../cache/settings-version.server";
import type { Database } from "../db/schema.server";
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
      // Below the smallest: first in the list.
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
    // Projects never moved share a position: number them all in today's order first (a
    // portfolio holds tens of projects), then swap with the neighbour.
    const order = await trx
      .selectFrom("portfolio_projects")
      .select(["id", "position"])
      .orderBy("position")
      .orderBy("completed_on", "desc")
      .orderBy("id")
      .execute();
    const index = order.findIndex((each) => each.id === row.id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= order.length) {
      return { ok: true as const, moved: false, title: row.title };
    }
    const ids = order.map((each) => each.id);
    [ids[index], ids[target]] = [ids[target] ?? row.id, row.id];
    for (const [position, id] of ids.entries()) {
      if (order[position]?.id === id && order[position]?.position === position) continue;
      await trx.updateTable("portfolio_projects").set({ position }).where("id", "=", id).execute();
    }
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
