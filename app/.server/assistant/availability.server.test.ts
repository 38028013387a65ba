import { describe, expect, it } from "vitest";
import { windowIsIn } from "./availability.server";

describe("a part of the day asked for", () => {
  it("holds the windows that start in it", () => {
    expect(windowIsIn("10:00–12:00", "morning")).toBe(true);
    expect(windowIsIn("12:00–14:00", "morning")).toBe(false);
    expect(windowIsIn("12:00–14:00", "afternoon")).toBe(true);
    expect(windowIsIn("16:00–18:00", "afternoon")).toBe(true);
    expect(windowIsIn("18:00–20:00", "evening")).toBe(true);
    expect(windowIsIn("20:00–22:00", "afternoon")).toBe(false);
  });
});
