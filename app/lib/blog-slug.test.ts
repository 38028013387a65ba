import { describe, expect, it } from "vitest";
import { BLOG_SLUG_MAX_LENGTH, isBlogSlug, slugFromTitle } from "./blog-slug";

describe("slugFromTitle", () => {
  it("makes a lower-case, hyphenated address from a title", () => {
    expect(slugFromTitle("Frozen Pipes in Earlsdon: What To Do")).toBe(
      "frozen-pipes-in-earlsdon-what-to-do",
    );
  });

  it("drops accents and apostrophes and reads & as and", () => {
    expect(slugFromTitle("Landlord’s Café & Kitchen — Checks")).toBe(
      "landlords-cafe-and-kitchen-checks",
    );
  });

  it("gives an empty slug for a title without letters or digits", () => {
    expect(slugFromTitle("?!  —  ")).toBe("");
  });

  it("cuts a long title at a word within the limit", () => {
    const slug = slugFromTitle("gutter ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX_LENGTH);
    expect(slug.endsWith("gutter")).toBe(true);
    expect(isBlogSlug(slug)).toBe(true);
  });

  it("cuts one overlong word rather than dropping it", () => {
    expect(slugFromTitle("a".repeat(200))).toBe("a".repeat(BLOG_SLUG_MAX_LENGTH));
  });

  it("always makes a slug the format check accepts, or none", () => {
    for (const title of ["Hello", "  --x--  ", "Ünïcödé 2026", "a_b.c/d"]) {
      const slug = slugFromTitle(title);
      expect(slug === "" || isBlogSlug(slug)).toBe(true);
    }
  });
});

describe("isBlogSlug", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    expect(isBlogSlug("boiler-service-2026")).toBe(true);
  });

  it("refuses upper case, double or edge hyphens, other characters and overlong slugs", () => {
    for (const slug of ["", "Upper", "two--hyphens", "-edge", "edge-", "a/b", "a".repeat(121)]) {
      expect(isBlogSlug(slug)).toBe(false);
    }
  });
});
