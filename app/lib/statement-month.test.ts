import { describe, expect, it } from "vitest";
import {
  formatStatementMonth,
  isStatementMonth,
  londonMidnight,
  londonMonth,
  monthBounds,
  nextMonth,
  previousMonth,
  recentMonths,
} from "./statement-month";

describe("statement months", () => {
  it("accepts only a real year and month", () => {
    expect(isStatementMonth("2026-07")).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-7", "26-07", "2026-07-01", "", "1999-12", "x"]) {
      expect(isStatementMonth(bad)).toBe(false);
    }
  });

  it("steps across the turn of the year", () => {
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(nextMonth("2026-07")).toBe("2026-08");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-10")).toBe("2026-09");
  });

  it("bounds a month by London midnights, in summer and winter time", () => {
    // British Summer Time: midnight in London is 23:00 the day before in UTC.
    expect(monthBounds("2026-07")).toEqual({
      start: new Date("2026-06-30T23:00:00Z"),
      end: new Date("2026-07-31T23:00:00Z"),
    });
    // October ends in GMT: the clocks went back on its last Sunday.
    expect(monthBounds("2026-10")).toEqual({
      start: new Date("2026-09-30T23:00:00Z"),
      end: new Date("2026-11-01T00:00:00Z"),
    });
    expect(londonMidnight("2026-12-25")).toEqual(new Date("2026-12-25T00:00:00Z"));
    expect(() => londonMidnight("2026-02-30")).toThrow(RangeError);
  });

  it("puts an instant in its London month", () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in London.
    expect(londonMonth(new Date("2026-07-31T23:30:00Z"))).toBe("2026-08");
    expect(londonMonth(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12");
  });

  it("names months and lists the recent ones, newest first", () => {
    expect(formatStatementMonth("2026-07")).toBe("July 2026");
    expect(recentMonths(new Date("2026-02-10T12:00:00Z"), 3)).toEqual([
      "2026-02",
      "2026-01",
      "2025-12",
    ]);
  });
});
