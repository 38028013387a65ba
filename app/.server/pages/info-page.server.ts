import { findInfoPage } from "~/content/info-pages";
import { siteCopy, type CopyFacts } from "../content/site-copy.server";
import { currentCopyFacts } from "./current-copy-facts.server";
import { renderMarkdown } from "../content/markdown.server";
import type { InfoPageData } from "~/lib/views/pages";
import { paymentWaysInWords } from "../payments/payment-ways.server";
import type { AppServices } from "../services.server";

export type { InfoPageData } from "~/lib/views/pages";

/**
 * The copy of a fixed page (/about, /faq …) with its prices, hours and the ways to pay filled
 * in (payWays null: the site takes no payment itself, and sentences about it are left out) and
 * its body rendered.
 */
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

/** Card and Direct Debit only when Stripe is configured (services.stripe, decision 0071). */
export async function loadInfoPage(services: Pick<AppServices, "db" | "stripe">, path: string) {
  const { db, stripe } = services;
  const [facts, payWays] = await Promise.all([
    currentCopyFacts(db),
    paymentWaysInWords(db, Boolean(stripe)),
  ]);
  return infoPageOf(path, { ...facts, payWays });
}
