import { sql, type Kysely } from "kysely";
import { app } from "../app.server";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { PORTFOLIO_CACHE_PREFIX, PUBLIC_CONTENT_TTL_MS } from "./cache-keys.server";

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
  /** Stored image paths, null for a project without that photo. */
  beforeImagePath: string | null;
  beforeAlt: string;
  afterImagePath: string | null;
  afterAlt: string;
}

/** Published projects, most recently completed first. */
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
      "before_image_path",
      "before_alt",
      "after_image_path",
      "after_alt",
    ])
    .where("published", "=", true)
    .orderBy("portfolio_projects.completed_on", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.location,
    serviceSlug: row.service_slug,
    summary: row.summary,
    body: row.body,
    completedOn: row.completed_on_iso,
    beforeImagePath: row.before_image_path,
    beforeAlt: row.before_alt,
    afterImagePath: row.after_image_path,
    afterAlt: row.after_alt,
  }));
}

/** Published projects, most recently completed first; cached (shared objects: do not change them). */
export function listPublishedProjects(): Promise<PortfolioProject[]> {
  return memo(`${PORTFOLIO_CACHE_PREFIX}published`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedProjects((await app()).db),
  );
}
