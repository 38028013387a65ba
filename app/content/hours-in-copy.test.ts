import { describe, expect, it } from "vitest";
import { CHANGE_CUTOFF_PLACEHOLDER, HOURS_PLACEHOLDER } from "~/lib/settings-placeholders";
import { seedBlogPosts } from "./blog-seed";
import { starterArticles } from "./blog-starters";
import { guides } from "./guides";
import { infoPages } from "./info-pages";
import { locations } from "./locations";
import { seedPortfolio, seedTestimonials } from "./reviews-seed";
import { services } from "./services";
import { subServices } from "./sub-services";

function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, `${where}.${name}`));
  }
  return [];
}

const filledCopy = [
  ...stringsOf(services, "services"),
  ...stringsOf(subServices, "subServices"),
  ...stringsOf(locations, "locations"),
  ...stringsOf(guides, "guides"),
  ...stringsOf(infoPages, "infoPages"),
];
const seededCopy = [
  ...stringsOf(seedBlogPosts, "seedBlogPosts"),
  ...stringsOf(starterArticles, "starterArticles"),
  ...stringsOf(seedTestimonials, "seedTestimonials"),
  ...stringsOf(seedPortfolio, "seedPortfolio"),
];

const TIME_OF_DAY = /\b([01]\d|2[0-3]):[0-5]\d\b/g;

describe("opening hours in the marketing copy (decision 0076)", () => {
  it("types no time of day: the hours come from the settings through {hours}", () => {
    const typed = [...filledCopy, ...seededCopy].flatMap(({ where, text }) =>
      [...text.matchAll(TIME_OF_DAY)].map((match) => `${where}: ${match[0]}`),
    );
    expect(typed).toEqual([]);
  });

  it("types no cut-off for changes: it comes from the booking rules through {change-cutoff}", () => {
    const typed = filledCopy
      .filter(({ text }) => /\b\d+ hours? before (your|the) (arrival )?window\b/.test(text))
      .map(({ where }) => where);
    expect(typed).toEqual([]);
  });

  it("keeps the placeholders out of copy that is stored as written (posts, drafts, reviews)", () => {
    const stored = seededCopy
      .filter(
        ({ text }) => text.includes(HOURS_PLACEHOLDER) || text.includes(CHANGE_CUTOFF_PLACEHOLDER),
      )
      .map(({ where }) => where);
    expect(stored).toEqual([]);
  });
});
