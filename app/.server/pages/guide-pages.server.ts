import type { Kysely } from "kysely";
import { findGuide, guides } from "~/content/guides";
import { siteCopy, type CopyFacts } from "../content/site-copy.server";
import { currentCopyFacts } from "./current-copy-facts.server";
import { renderMarkdown } from "../content/markdown.server";
import type { Database } from "../db/schema.server";

export function guideListOf(facts: CopyFacts) {
  const copy = siteCopy(facts, "/guides");
  return guides.map((guide) => ({
    slug: guide.slug,
    h1: copy.text(guide.h1),
    intro: copy.text(guide.intro),
    totalTime: guide.totalTime,
  }));
}

export async function listGuides(db: Kysely<Database>) {
  return guideListOf(await currentCopyFacts(db));
}

/** A guide with its prices filled in, also in the HowTo steps and questions its JSON-LD states. */
export function guidePageOf(slug: string, facts: CopyFacts) {
  const guide = findGuide(slug);
  if (!guide) return null;
  const path = `/guides/${guide.slug}`;
  const copy = siteCopy(facts, path);
  const h1 = copy.text(guide.h1);
  return {
    path,
    title: copy.text(guide.title),
    metaDescription: copy.text(guide.metaDescription),
    h1,
    intro: copy.text(guide.intro),
    html: renderMarkdown(copy.text(guide.body), { currentPath: path, fallbackAlt: h1 }).html,
    steps: guide.steps
      .map((step) => ({ heading: copy.text(step.heading), text: copy.text(step.text) }))
      .filter((step) => step.heading !== "" && step.text !== ""),
    toolsNeeded: copy.lines(guide.toolsNeeded),
    totalTime: guide.totalTime,
    faqs: copy.faqs(guide.faqs),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Guides", path: "/guides" },
      { name: h1, path },
    ],
  };
}

export async function loadGuidePage(db: Kysely<Database>, slug: string) {
  return findGuide(slug) ? guidePageOf(slug, await currentCopyFacts(db)) : null;
}
