import { findInfoPage } from "~/content/info-pages";
import { notFound } from "./not-found.server";
import { renderStaticMarkdown } from "./static-render.server";

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
    html: await renderStaticMarkdown(page.path, page.body, page.h1),
    faqs: page.faqs,
  };
}

export type InfoPageData = Awaited<ReturnType<typeof loadInfoPage>>;
