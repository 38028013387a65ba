import { describe, expect, it } from "vitest";
import { isTestimonialId, starsOf } from "./review-moderation";

describe("starsOf", () => {
  it("writes filled then empty stars, five in all", () => {
    expect(starsOf(4)).toBe("★★★★☆");
    expect(starsOf(5)).toBe("★★★★★");
    expect(starsOf(1)).toBe("★☆☆☆☆");
  });

  it("keeps a value out of range within 0 to 5 stars", () => {
    expect(starsOf(9)).toBe("★★★★★");
    expect(starsOf(-1)).toBe("☆☆☆☆☆");
  });
});

describe("isTestimonialId", () => {
  it("accepts a positive bigint and nothing else", () => {
    expect(isTestimonialId("1")).toBe(true);
    expect(isTestimonialId("999999999999999999")).toBe(true);
    for (const value of ["", "0", "01", "-1", "1.5", "abc", "1 or 1=1", "9".repeat(19)]) {
      expect(isTestimonialId(value)).toBe(false);
    }
  });
});
