import { findInfoPage } from "~/content/info-pages";
import { notFound } from "./not-found.server";
import { renderMarkdown } from "../content/markdown.server";

/** The copy of a fixed page (/about, /faq …) with its body rendered. */
export async function loadInfoPage(path: string) {
  const page = findInfoPage(path);
  if (!page) notFound();
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
