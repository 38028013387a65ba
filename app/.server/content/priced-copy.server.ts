import type { Faq } from "~/content/types";
import {
  fillPricePlaceholders,
  PAY_WAYS_PLACEHOLDER,
  type PricesForCopy,
} from "~/lib/price-placeholders";

/**
 * The marketing copy with its price placeholders filled from the price list (decision 0042),
 * and where the reader knows them, the ways to pay (decision 0073).
 * Every reader of app/content text goes through one of these per page, so no placeholder and
 * no stale figure reaches a visitor, a meta description or structured data.
 */
export interface PricedCopy {
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

export function pricedCopy(prices: PricesForCopy, where: string): PricedCopy {
  // No way to pay online or by transfer is a setting, not a mistake in the copy: only a reader
  // that was not told the ways (undefined) is reported.
  const expectedGap = (placeholder: string) =>
    placeholder === PAY_WAYS_PLACEHOLDER && prices.payWays === null;
  const text = (value: string) =>
    fillPricePlaceholders(value, prices, (placeholder) => {
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
