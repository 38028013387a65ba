import { findGuide, guides } from "~/content/guides";
import { renderMarkdown } from "../content/markdown.server";

export function listGuides() {
  return guides.map((guide) => ({
    slug: guide.slug,
    h1: guide.h1,
    intro: guide.intro,
    totalTime: guide.totalTime,
  }));
}

export async function loadGuidePage(slug: string) {
  const guide = findGuide(slug);
  if (!guide) return null;
  const path = `/guides/${guide.slug}`;
  return {
    path,
    title: guide.title,
    metaDescription: guide.metaDescription,
    h1: guide.h1,
    intro: guide.intro,
    html: renderMarkdown(guide.body, { currentPath: path, fallbackAlt: guide.h1 }).html,
    steps: guide.steps,
    toolsNeeded: guide.toolsNeeded,
    totalTime: guide.totalTime,
    faqs: guide.faqs,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Guides", path: "/guides" },
      { name: guide.h1, path },
    ],
  };
}
