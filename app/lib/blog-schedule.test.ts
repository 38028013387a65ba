import { describe, expect, it } from "vitest";
import { instantToLondonDateTime, londonDateTimeToInstant } from "./blog-schedule";

describe("londonDateTimeToInstant", () => {
  it("reads a winter time as UTC and a summer time as UTC+1", () => {
    expect(londonDateTimeToInstant("2026-12-01T09:30")?.toISOString()).toBe(
      "2026-12-01T09:30:00.000Z",
    );
    expect(londonDateTimeToInstant("2027-07-01T09:30")?.toISOString()).toBe(
      "2027-07-01T08:30:00.000Z",
    );
  });

  it("refuses malformed and impossible values", () => {
    for (const value of [
      "",
      "2026-12-01",
      "2026-02-30T09:00",
      "2026-13-01T09:00",
      "x",
      "2026-12-01T24:00",
    ]) {
      expect(londonDateTimeToInstant(value)).toBeNull();
    }
  });

  it("round-trips with instantToLondonDateTime", () => {
    for (const value of ["2026-12-01T09:30", "2027-07-01T23:05", "2027-03-28T03:00"]) {
      const at = londonDateTimeToInstant(value);
      expect(at && instantToLondonDateTime(at)).toBe(value);
    }
  });
});
