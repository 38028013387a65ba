import { renderMarkdown } from "../content/markdown.server";
import { listPublishedProjects } from "../public-content/portfolio.server";

/**
 * Projects with their write-ups rendered and their before/after pictures numbered in page
 * order, so the first three pictures on the page load eagerly and the rest lazily.
 */
export async function loadPortfolio() {
  const projects = await listPublishedProjects();
  let imagesSoFar = 0;
  const result = [];
  for (const project of projects) {
    const pictures = [
      { src: project.beforeImagePath, alt: project.beforeAlt, label: "Before" },
      { src: project.afterImagePath, alt: project.afterAlt, label: "After" },
    ].filter(
      (picture): picture is { src: string; alt: string; label: string } => picture.src !== null,
    );
    const images = pictures.map((picture) => ({
      ...picture,
      src: `/media/${picture.src}`,
      indexOnPage: imagesSoFar++,
    }));
    const { html, imageCount } = renderMarkdown(project.body, {
      currentPath: "/portfolio",
      imagesBefore: imagesSoFar,
      fallbackAlt: project.title,
    });
    imagesSoFar += imageCount;
    result.push({
      slug: project.slug,
      title: project.title,
      location: project.location,
      summary: project.summary,
      completedOn: project.completedOn,
      html,
      images,
    });
  }
  return result;
}
