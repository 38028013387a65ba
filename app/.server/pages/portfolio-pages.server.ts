import type { Kysely } from "kysely";
import { renderMarkdown } from "../content/markdown.server";
import { listPublishedProjects, type PortfolioPicture } from "../public-content/portfolio.server";
import type { Database } from "../db/schema.server";

/**
 * Projects with their write-ups rendered and their before/after pictures numbered in page
 * order, so the first three pictures on the page load eagerly and the rest lazily.
 */
export async function loadPortfolio(db: Kysely<Database>) {
  const projects = await listPublishedProjects(db);
  let imagesSoFar = 0;
  const numbered = (pictures: readonly PortfolioPicture[]) =>
    pictures.map((picture) => ({ ...picture, indexOnPage: imagesSoFar++ }));
  const result = [];
  for (const project of projects) {
    const before = numbered(project.before);
    const after = numbered(project.after);
    const { html, imageCount } = renderMarkdown(project.body, {
      currentPath: "/portfolio",
      imagesBefore: imagesSoFar,
      fallbackAlt: project.title,
      // Every write-up has "The problem", "What we did"…: ids unique on the one page.
      idPrefix: `${project.slug}-`,
      // A customer's story reads as a story: its service is linked beside it, not in its words.
      linkKeywords: false,
    });
    imagesSoFar += imageCount;
    result.push({
      slug: project.slug,
      title: project.title,
      location: project.location,
      summary: project.summary,
      completedOn: project.completedOn,
      html,
      before,
      after,
    });
  }
  return result;
}
