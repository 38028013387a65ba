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
    const match = findKeyword("Call an Electrician before the Plumber arrives");
    expect(match).toMatchObject({ index: 8, text: "Electrician" });
    expect(match?.category.category).toBe("electrical");
  });

  it("matches whole words only", () => {
    expect(findKeyword("a leaky pipe and unlocked doors")).toBeUndefined();
    expect(findKeyword("repaint the draughty sash")).toBeUndefined();
    expect(findKeyword("the plumber's van")?.text).toBe("plumber");
    expect(findKeyword("leak-free joints")?.text).toBe("leak");
  });

  it("prefers the longer phrase at the same position", () => {
    expect(findKeyword("loft insulation grants")).toMatchObject({
      index: 0,
      text: "loft insulation",
    });
    expect(findKeyword("a kitchen renovation in Earlsdon")?.text).toBe("kitchen renovation");
    expect(findKeyword("new locks fitted")?.text).toBe("locks");
    expect(findKeyword("it keeps leaking")?.text).toBe("leaking");
  });

  it("still takes the earlier match over a longer one further on", () => {
    expect(findKeyword("insulation and loft insulation")).toMatchObject({ index: 0 });
  });

  it("matches phrases split across lines", () => {
    const match = findKeyword("a dripping\ntap in the bathroom");
    expect(match).toMatchObject({ index: 2, text: "dripping\ntap" });
    expect(match?.category.category).toBe("plumbing");
  });

  it("only looks for the categories it was given", () => {
    const onlyGutters = createKeywordMatcher([category("gutters")]);
    expect(onlyGutters("a plumber cleared the gutters")).toMatchObject({ text: "gutters" });
    expect(createKeywordMatcher([])("plumber")).toBeUndefined();
  });

  it("treats regular-expression characters in keywords literally", () => {
    const custom = createKeywordMatcher([
      { category: "odd", path: "/odd", keywords: ["c++ (fix)"] },
    ]);
    expect(custom("we do c++ (fix) work")).toMatchObject({ index: 6 });
    expect(custom("we do ccc fix work")).toBeUndefined();
  });
});
