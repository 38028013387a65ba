import { describe, expect, it } from "vitest";
import { isBlogSlug } from "./blog.server";

describe("isBlogSlug", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    for (const slug of ["winter", "preparing-coventry-home-for-winter", "bs-3621-locks", "a1"]) {
      expect(isBlogSlug(slug)).toBe(true);
    }
  });

  it("refuses anything else without asking the database", () => {
    for (const slug of [
      "",
      "-leading",
      "trailing-",
      "double--hyphen",
      "Upper-Case",
      "with space",
      "under_score",
      "../etc/passwd",
      "slug.html",
      "café",
      "a".repeat(121),
    ]) {
      expect(isBlogSlug(slug)).toBe(false);
    }
    expect(isBlogSlug("a".repeat(120))).toBe(true);
  });
});
