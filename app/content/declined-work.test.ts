import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "./blog-seed";
import { starterArticles } from "./blog-starters";
import { DECLINED_WORK } from "./declined-work";
import { guides } from "./guides";
import { infoPages } from "./info-pages";
import { locations } from "./locations";
import { services } from "./services";
import { subServices } from "./sub-services";

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What the site offers, in the words its pages name it by: "kitchen renovation", "bathroom". */
const OFFERED = [...services, ...subServices].flatMap((page) => {
  const name = page.name.toLowerCase();
  const singular = name.replace(/s$/, "");
  // "Kitchen renovations" is also "a kitchen refit", "a new kitchen", "refitting a bathroom".
  const [room] = name.split(" ");
  return page.slug.endsWith("-renovations") && room
    ? [singular, `${room} refit`, `${room} and`, `new ${room}`]
    : [singular];
});

/** Sentences that say we do not do something. */
const REFUSAL = /\b(we do not|we don't|we never|we won't|not take on|do not do)\b/i;

describe("what the copy says we do not do (issue 28)", () => {
  it("names nothing the site offers", () => {
    const copy = [
      services,
      subServices,
      infoPages,
      locations,
      guides,
      seedBlogPosts,
      starterArticles,
    ].flatMap(stringsOf);
    const contradictions = copy
      .flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/))
      .filter((sentence) => REFUSAL.test(sentence))
      .filter((sentence) => OFFERED.some((term) => sentence.toLowerCase().includes(term)));
    expect(contradictions).toEqual([]);
  });

  it("keeps the list of declined work clear of every service", () => {
    expect(DECLINED_WORK.filter((work) => OFFERED.some((term) => work.includes(term)))).toEqual([]);
  });
});
