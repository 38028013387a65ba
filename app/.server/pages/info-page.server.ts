import type { Kysely } from "kysely";
import { findInfoPage } from "~/content/info-pages";
import { siteCopy, type CopyFacts } from "../content/site-copy.server";
import { currentCopyFacts } from "./current-copy-facts.server";
import { renderMarkdown } from "../content/markdown.server";
import type { InfoPageData } from "~/lib/views/pages";
import type { Database } from "../db/schema.server";

export type { InfoPageData } from "~/lib/views/pages";

/** The copy of a fixed page (/about, /faq …) with its prices filled in and its body rendered. */
export function infoPageOf(path: string, facts: CopyFacts): InfoPageData {
  const page = findInfoPage(path);
  // Every fixed page is in app/content: a missing one is a bug, not a visitor's mistake.
  if (!page) throw new Error(`No info page for ${path}`);
  const copy = siteCopy(facts, page.path);
  const h1 = copy.text(page.h1);
  return {
    path: page.path,
    title: copy.text(page.title),
    metaDescription: copy.text(page.metaDescription),
    h1,
    intro: copy.text(page.intro),
    html: renderMarkdown(copy.text(page.body), { currentPath: page.path, fallbackAlt: h1 }).html,
    faqs: copy.faqs(page.faqs),
  };
}

export async function loadInfoPage(db: Kysely<Database>, path: string) {
  return infoPageOf(path, await currentCopyFacts(db));
}
