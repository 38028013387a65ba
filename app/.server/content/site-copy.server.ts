import type { Faq } from "~/content/types";
import { fillSettingsPlaceholders } from "~/lib/settings-placeholders";
import type { OpeningHoursEntry } from "~/lib/opening-hours";
import { fillPricePlaceholders, PAY_WAYS_PLACEHOLDER } from "~/lib/price-placeholders";
import type { PriceList } from "../prices/price-list.server";

/** What the marketing copy's placeholders stand for: the owner's price list and settings. */
export interface CopyFacts {
  prices: PriceList;
  openingHours: readonly OpeningHoursEntry[];
  /** The booking rules' cut-off for moving or cancelling online. */
  changeCutoffHours: number;
  /** Whether the business is VAT-registered (the money settings): what {vat:…|…} says. */
  vatRegistered: boolean;
  /** What {pay:ways} stands for (app/lib/payment-ways); null when the site takes no payment
   * itself, undefined for a reader that does not know. */
  payWays?: string | null;
}

/**
 * The marketing copy with its placeholders filled from the settings: prices (decision 0042),
 * opening hours and the change cut-off (decision 0076), and where the reader knows them, the
 * ways to pay (decision 0073). Every reader of app/content text goes through one of these per
 * page, so no placeholder and no stale figure reaches a visitor, a meta description or
 * structured data.
 */
export interface SiteCopy {
  text(value: string): string;
  /** Bullet points; one left empty by a placeholder that could not be filled is left out. */
  lines(values: readonly string[]): string[];
  /** Questions and answers; one left without its question or answer is left out. */
  faqs(values: readonly Faq[]): Faq[];
}

const reportedPlaceholders = new Set<string>();

/**
 * A placeholder the list cannot fill (an item deleted from the database, a key mistyped in
 * app/content): its sentence is left out of the page and the gap logged once per process.
 */
function reportUnfilled(placeholder: string, where: string): void {
  if (reportedPlaceholders.has(placeholder)) return;
  reportedPlaceholders.add(placeholder);
  console.warn(
    `Copy on ${where} names "${placeholder}", which cannot be filled here; its sentence is left out.`,
  );
}

export function siteCopy(facts: CopyFacts, where: string): SiteCopy {
  // No way to pay online or by transfer is a setting, not a mistake in the copy: only a reader
  // that was not told the ways (undefined) is reported.
  const expectedGap = (placeholder: string) =>
    placeholder === PAY_WAYS_PLACEHOLDER && facts.payWays === null;
  const prices = { ...facts.prices, payWays: facts.payWays };
  const text = (value: string) =>
    fillPricePlaceholders(fillSettingsPlaceholders(value, facts), prices, (placeholder) => {
      if (!expectedGap(placeholder)) reportUnfilled(placeholder, where);
    });
  return {
    text,
    lines: (values) => values.map(text).filter((line) => line !== ""),
    faqs: (values) =>
      values
        .map((faq) => ({ question: text(faq.question), answer: text(faq.answer) }))
        .filter((faq) => faq.question !== "" && faq.answer !== ""),
  };
}

/** For tests: forget which placeholders were already logged. */
export function resetUnfilledPlaceholderReports(): void {
  reportedPlaceholders.clear();
}
