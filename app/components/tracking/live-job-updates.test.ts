import { describe, expect, it } from "vitest";
import { needsRevalidation } from "./live-job-updates";

describe("needsRevalidation", () => {
  it("waits for the stream's first version", () => {
    expect(needsRevalidation(null, "v1", null)).toBe(false);
  });

  it("leaves the page alone while it shows the streamed version", () => {
    expect(needsRevalidation("v1", "v1", null)).toBe(false);
  });

  it("reloads the data for a version the page does not show", () => {
    expect(needsRevalidation("v2", "v1", null)).toBe(true);
    expect(needsRevalidation("v3", "v2", "v2")).toBe(true);
  });

  it("asks once per version, even if the reload brought something else", () => {
    expect(needsRevalidation("v2", "v1", "v2")).toBe(false);
  });
});
