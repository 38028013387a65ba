import { findInfoPage } from "~/content/info-pages";
import { renderMarkdown } from "../content/markdown.server";

/** The copy of a fixed page (/about, /faq …) with its body rendered. */
export async function loadInfoPage(path: string) {
  const page = findInfoPage(path);
  // Every fixed page is in app/content: a missing one is a bug, not a visitor's mistake.
  if (!page) throw new Error(`No info page for ${path}`);
  return {
    path: page.path,
    title: page.title,
    metaDescription: page.metaDescription,
    h1: page.h1,
    intro: page.intro,
    html: renderMarkdown(page.body, { currentPath: page.path, fallbackAlt: page.h1 }).html,
    faqs: page.faqs,
  };
}

export type InfoPageData = Awaited<ReturnType<typeof loadInfoPage>>;
