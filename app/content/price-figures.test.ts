import { describe, expect, it } from "vitest";
import { placeholdersIn } from "~/lib/price-placeholders";
import { seedBlogPosts } from "./blog-seed";
import { guides } from "./guides";
import { infoPages } from "./info-pages";
import { locations } from "./locations";
import { seedPortfolio, seedTestimonials } from "./reviews-seed";
import { services } from "./services";
import { subServices } from "./sub-services";

/**
 * Figures in the copy that are NOT our prices, so they stay typed (decision 0042). Anything
 * else that looks like "£45" in the copy is a price and must be a placeholder, or the copy
 * contradicts /prices as soon as the owner edits it.
 */
const NOT_OUR_PRICES: Record<string, string> = {
  "£2m": "the cover of our public liability insurance",
  "£250": "an organisation's default spend limit (app/lib/organisations.ts), not a price",
};

/** Every string in a piece of content, with where it is, for messages that point at it. */
function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, `${where}.${name}`));
  }
  return [];
}

/** The copy the page readers fill (app/.server/pages/*): placeholders belong here only. */
const filledCopy = [
  ...stringsOf(services, "services"),
  ...stringsOf(subServices, "subServices"),
  ...stringsOf(locations, "locations"),
  ...stringsOf(guides, "guides"),
  ...stringsOf(infoPages, "infoPages"),
];

/** Seeded into the database and shown as the owner or a customer wrote it, never filled. */
const seededCopy = [
  ...stringsOf(seedBlogPosts, "seedBlogPosts"),
  ...stringsOf(seedTestimonials, "seedTestimonials"),
  ...stringsOf(seedPortfolio, "seedPortfolio"),
];

const FIGURE = /£\s*\d[\d,]*(?:\.\d+)?m?/g;

describe("prices in the marketing copy", () => {
  it("types no figure of ours: every £ amount is a placeholder or a known non-price", () => {
    const typed = [...filledCopy, ...seededCopy].flatMap(({ where, text }) =>
      [...text.matchAll(FIGURE)]
        .map((match) => match[0])
        .filter((figure) => !(figure in NOT_OUR_PRICES))
        .map((figure) => `${where}: ${figure}`),
    );
    expect(typed).toEqual([]);
  });

  it("still states the non-price figures the allow-list names, so the list stays honest", () => {
    const all = filledCopy.map(({ text }) => text).join("\n");
    for (const figure of Object.keys(NOT_OUR_PRICES)) expect(all).toContain(figure);
  });

  it("writes every placeholder well formed", () => {
    const malformed = filledCopy.flatMap(({ where, text }) =>
      placeholdersIn(text)
        .filter(
          (token) =>
            token !== "{pay:ways}" &&
            !/^\{price(-short)?:(@lowest|@highest|[a-z0-9.-]+)\}$/.test(token),
        )
        .map((token) => `${where}: ${token}`),
    );
    expect(malformed).toEqual([]);
  });

  it("keeps placeholders out of copy no reader fills: names, slugs, paths and seeded posts", () => {
    const unfilled = [
      ...seededCopy,
      ...[...services, ...subServices].flatMap((page) =>
        stringsOf({ name: page.name, slug: page.slug, priceKeys: page.priceKeys }, page.slug),
      ),
      ...locations.flatMap((page) =>
        stringsOf({ slug: page.slug, place: page.place, areas: page.areas }, page.slug),
      ),
      ...infoPages.map((page) => ({ where: page.path, text: page.path })),
    ];
    expect(unfilled.filter(({ text }) => placeholdersIn(text).length > 0)).toEqual([]);
  });

  it("uses placeholders where the prices were typed before", () => {
    expect(filledCopy.flatMap(({ text }) => placeholdersIn(text)).length).toBeGreaterThan(120);
  });
});
