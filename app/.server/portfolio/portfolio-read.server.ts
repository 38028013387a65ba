import { sql, type Kysely } from "kysely";
import { findService } from "~/content/services";
import type { PortfolioStage } from "~/lib/portfolio";
import type { ResponsiveImage } from "~/lib/responsive-image";
import type { Database, PortfolioConsentMethod } from "../db/schema.server";

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

/**
 * Every project, drafts and published, in the office's order, a page of 50 at a time after
 * the (position, id) of the last one shown; each with the picture /admin/portfolio shows for it.
 */
export async function listPortfolioProjects(
  db: Kysely<Database>,
  after: PortfolioCursor | null = null,
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
    .orderBy("project.completed_on", "desc")
    .orderBy("project.id")
    .limit(PORTFOLIO_PAGE_SIZE + 1);
  if (after) {
    query = query.where(
      sql<boolean>`(project.position > ${after.position} or (project.position = ${after.position} and (project.completed_on < ${after.completedOn}::date or (project.completed_on = ${after.completedOn}::date and project.id > ${after.id}::bigint))))`,
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
    next:
      rows.length > PORTFOLIO_PAGE_SIZE && last
        ? `${last.position}_${last.completed_on}_${last.id}`
        : null,
  };
}

/** Where a page of the list starts: after this project in the office's order. */
export interface PortfolioCursor {
  position: number;
  completedOn: string;
  id: string;
}

/** "0_2026-10-02_34" (position, finished on, id) from a "Next page" link; null for anything else. */
export function parsePortfolioCursor(value: string | null): PortfolioCursor | null {
  const match = /^(-?\d{1,9})_(\d{4}-\d{2}-\d{2})_([1-9]\d{0,17})$/.exec(value ?? "");
  if (!match?.[1] || !match[2] || !match[3] || Number.isNaN(Date.parse(match[2]))) return null;
  return { position: Number(match[1]), completedOn: match[2], id: match[3] };
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
