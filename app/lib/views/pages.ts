import type { Faq } from "~/content/types";

/** A fixed page's copy (/about, /faq …) with its prices filled in and its body rendered. */
export interface InfoPageData {
  path: string;
  title: string;
  metaDescription: string;
  h1: string;
  intro: string;
  /** Sanitised HTML from the site's one Markdown pipeline. */
  html: string;
  faqs: Faq[];
}
