import { describe, expect, it } from "vitest";
import {
  derivedAlt,
  isPortfolioId,
  mentionsFullPostcode,
  namesServedTown,
  numberedSlug,
  projectTextFromJob,
  slugFromTitle,
  PORTFOLIO_SLUG_MAX_LENGTH,
  PORTFOLIO_SLUG_PATTERN,
} from "./portfolio";

describe("slugFromTitle", () => {
  it("keeps letters and digits as lower-case words joined by hyphens", () => {
    expect(slugFromTitle("Boiler cupboard & shelves, Warwick!")).toBe(
      "boiler-cupboard-shelves-warwick",
    );
    expect(slugFromTitle("Café’s new floor — 2 rooms")).toBe("cafes-new-floor-2-rooms");
  });

  it("gives a usable slug for a title of symbols only, and cuts at a word", () => {
    expect(slugFromTitle("!!!")).toBe("project");
    const long = slugFromTitle("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(PORTFOLIO_SLUG_MAX_LENGTH);
    expect(long).toMatch(PORTFOLIO_SLUG_PATTERN);
  });
});

describe("numberedSlug", () => {
  it("adds the number and stays within the length", () => {
    expect(numberedSlug("tap-repair", 2)).toBe("tap-repair-2");
    const long = numberedSlug("a".repeat(PORTFOLIO_SLUG_MAX_LENGTH), 12);
    expect(long.length).toBe(PORTFOLIO_SLUG_MAX_LENGTH);
    expect(long.endsWith("-12")).toBe(true);
  });
});

describe("areas", () => {
  it("spots a full postcode but not an outward code", () => {
    expect(mentionsFullPostcode("Earlsdon, CV5 6AB")).toBe(true);
    expect(mentionsFullPostcode("cv56ab")).toBe(true);
    expect(mentionsFullPostcode("Warwick (CV34)")).toBe(false);
  });

  it("wants one of the served towns", () => {
    expect(namesServedTown("Lillington, Leamington Spa")).toBe(true);
    expect(namesServedTown("Rugby")).toBe(false);
  });
});

describe("derivedAlt", () => {
  it("names the stage and the project, numbered from the second photo", () => {
    expect(derivedAlt("New patio", "before", 1)).toBe("Before: New patio");
    expect(derivedAlt("New patio", "after", 3)).toBe("After: New patio (photo 3)");
  });
});

describe("projectTextFromJob", () => {
  it("uses the service, the town and the district only", () => {
    expect(
      projectTextFromJob({ serviceName: "Plumbing repairs", town: "Warwick", outward: "CV34" }),
    ).toEqual({
      title: "Plumbing repairs in Warwick",
      location: "Warwick (CV34)",
      summary:
        "Plumbing repairs for a customer in Warwick (CV34), from the engineer's before and after photos.",
    });
  });
});

describe("isPortfolioId", () => {
  it("accepts positive whole numbers only", () => {
    expect(isPortfolioId("12")).toBe(true);
    expect(isPortfolioId("0")).toBe(false);
    expect(isPortfolioId("1e3")).toBe(false);
    expect(isPortfolioId("9".repeat(30))).toBe(false);
  });
});
