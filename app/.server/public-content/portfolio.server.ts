import { sql, type Kysely } from "kysely";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { PORTFOLIO_CACHE_PREFIX, PUBLIC_CONTENT_TTL_MS } from "./cache-keys.server";

export interface PortfolioPicture {
  alt: string;
  image: ResponsiveImage;
}

interface PortfolioProject {
  id: string;
  slug: string;
  title: string;
  location: string;
  serviceSlug: string;
  summary: string;
  /** Markdown: the problem, what was done, the result. */
  body: string;
  /** ISO date, e.g. "2026-04-16". */
  completedOn: string;
  /** Pictures of each stage in the office's order. */
  before: PortfolioPicture[];
  after: PortfolioPicture[];
}

/** Published projects in the office's order, each with its before and after pictures. */
export async function queryPublishedProjects(db: Kysely<Database>): Promise<PortfolioProject[]> {
  const rows = await db
    .selectFrom("portfolio_projects")
    .select([
      "id",
      "slug",
      "title",
      "location",
      "service_slug",
      "summary",
      "body",
      sql<string>`completed_on::text`.as("completed_on_iso"),
    ])
    .where("published", "=", true)
    .orderBy("position")
    .orderBy("completed_on", "desc")
    .orderBy("id")
    .execute();
  const ids = rows.map((row) => row.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .selectFrom("portfolio_images")
          .select([
            "project_id",
            "stage",
            "alt",
            "image_key",
            "image_widths",
            "image_width",
            "image_height",
          ])
          .where("project_id", "in", ids)
          .orderBy("project_id")
          .orderBy("position")
          .orderBy("id")
          .execute();
  const pictures = new Map<string, { before: PortfolioPicture[]; after: PortfolioPicture[] }>(
    ids.map((id) => [id, { before: [], after: [] }]),
  );
  for (const row of images) {
    pictures.get(row.project_id)?.[row.stage].push({
      alt: row.alt,
      image: {
        key: row.image_key,
        widths: row.image_widths,
        width: row.image_width,
        height: row.image_height,
      },
    });
  }
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.location,
    serviceSlug: row.service_slug,
    summary: row.summary,
    body: row.body,
    completedOn: row.completed_on_iso,
    before: pictures.get(row.id)?.before ?? [],
    after: pictures.get(row.id)?.after ?? [],
  }));
}

/** Published projects in the office's order; cached (shared objects: do not change them). */
export function listPublishedProjects(db: Kysely<Database>): Promise<PortfolioProject[]> {
  return memo(`${PORTFOLIO_CACHE_PREFIX}published`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedProjects(db),
  );
}

/**
 * The owner's own picture of this service's work: the first "after" picture of the first
 * published project of that service (the office's order), or null while there is none.
 */
export async function latestServicePhoto(
  db: Kysely<Database>,
  serviceSlug: string,
): Promise<PortfolioPicture | null> {
  const projects = await listPublishedProjects(db);
  const project = projects.find(
    (each) => each.serviceSlug === serviceSlug && each.after.length > 0,
  );
  return project?.after[0] ?? null;
}
