import { describe, expect, it } from "vitest";
import { KEYWORD_CATEGORIES, createKeywordMatcher, type KeywordCategory } from "./keyword-links";

function category(name: string): KeywordCategory {
  const found = KEYWORD_CATEGORIES.find((entry) => entry.category === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}

describe("KEYWORD_CATEGORIES", () => {
  it("links each category to one page, and no two categories to the same page", () => {
    expect(KEYWORD_CATEGORIES).toHaveLength(15);
    const paths = KEYWORD_CATEGORIES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  });

  it("lists every keyword once, in lower case", () => {
    const keywords = KEYWORD_CATEGORIES.flatMap((entry) => entry.keywords);
    expect(new Set(keywords).size).toBe(keywords.length);
    for (const keyword of keywords) expect(keyword).toBe(keyword.toLowerCase().trim());
  });

  it("links only phrases that name a service, never a single common word (issue 28)", () => {
    const single = KEYWORD_CATEGORIES.flatMap((entry) => entry.keywords).filter(
      (keyword) => keyword.split(/\s+/).length < 2,
    );
    expect(single).toEqual([]);
  });

  it("sends the keywords to the pages that answer them", () => {
    expect(category("plumbing")).toMatchObject({ path: "/services/plumbing-repairs" });
    expect(category("plumbing").keywords).toContain("dripping tap");
    expect(category("emergency")).toMatchObject({ path: "/emergency-callout" });
    expect(category("pat").keywords).toEqual(["pat testing"]);
    expect(category("general")).toMatchObject({ path: "/services/general-repairs" });
  });
});

describe("createKeywordMatcher", () => {
  const findKeyword = createKeywordMatcher(KEYWORD_CATEGORIES);

  it("finds the earliest keyword of any category, ignoring case", () => {
    const match = findKeyword("Book Electrical Work before the plumbing repairs");
    expect(match).toMatchObject({ index: 5, text: "Electrical Work" });
    expect(match?.category.category).toBe("electrical");
  });

  it("matches whole words only, and no single word", () => {
    expect(findKeyword("a leaky pipe and unlocked doors")).toBeUndefined();
    expect(findKeyword("a leak, a lock, the garden and some paint")).toBeUndefined();
    expect(findKeyword("the plumbing repairs' price")?.text).toBe("plumbing repairs");
    expect(findKeyword("gutter cleaning-day")?.text).toBe("gutter cleaning");
  });

  it("prefers the longer phrase at the same position", () => {
    expect(findKeyword("washing machine installation today")).toMatchObject({
      index: 0,
      text: "washing machine installation",
    });
    expect(findKeyword("a kitchen renovation in Earlsdon")?.text).toBe("kitchen renovation");
    expect(findKeyword("plumbing repairs and more")?.text).toBe("plumbing repairs");
  });

  it("still takes the earlier match over a longer one further on", () => {
    expect(findKeyword("tv mounting and washing machine installation")).toMatchObject({
      index: 0,
    });
  });

  it("matches phrases split across lines", () => {
    const match = findKeyword("a dripping\ntap in the bathroom");
    expect(match).toMatchObject({ index: 2, text: "dripping\ntap" });
    expect(match?.category.category).toBe("plumbing");
  });

  it("only looks for the categories it was given", () => {
    const onlyGutters = createKeywordMatcher([category("gutters")]);
    expect(onlyGutters("plumbing repairs, then gutter cleaning")).toMatchObject({
      text: "gutter cleaning",
    });
    expect(createKeywordMatcher([])("plumbing repairs")).toBeUndefined();
  });

  it("treats regular-expression characters in keywords literally", () => {
    const custom = createKeywordMatcher([
      { category: "odd", path: "/odd", keywords: ["c++ (fix)"] },
    ]);
    expect(custom("we do c++ (fix) work")).toMatchObject({ index: 6 });
    expect(custom("we do ccc fix work")).toBeUndefined();
  });
});
