import { describe, expect, it } from "vitest";
import { daysInRange, parseReportRange, rangePresets } from "./range.server";
import { mondayOf, shortDate, weeksOf } from "./weeks.server";

const NOW = new Date("2026-11-23T09:00:00Z");
const parse = (query: Record<string, string>) => parseReportRange(new URLSearchParams(query), NOW);

describe("parseReportRange", () => {
  it("defaults to this month in London", () => {
    expect(parse({})).toEqual({
      range: { from: "2026-11-01", to: "2026-11-23" },
      typed: { from: "2026-11-01", to: "2026-11-23" },
      errors: {},
    });
    // 00:30 on 1 November in London is still 31 October in UTC... in winter they agree;
    // in summer the London date leads UTC by an hour.
    const summer = parseReportRange(new URLSearchParams(), new Date("2026-07-31T23:30:00Z"));
    expect(summer.range).toEqual({ from: "2026-08-01", to: "2026-08-01" });
  });

  it("takes a valid range as it is", () => {
    expect(parse({ from: "2025-11-24", to: "2026-11-23" }).range).toEqual({
      from: "2025-11-24",
      to: "2026-11-23",
    });
  });

  it("names the field that is wrong and falls back to this month, keeping what was typed", () => {
    const backwards = parse({ from: "2026-11-20", to: "2026-11-01" });
    expect(backwards.errors.to).toMatch(/on or after/);
    expect(backwards.range).toEqual({ from: "2026-11-01", to: "2026-11-23" });
    expect(backwards.typed).toEqual({ from: "2026-11-20", to: "2026-11-01" });
    expect(parse({ from: "2026-02-30", to: "2026-03-01" }).errors.from).toBeTruthy();
    expect(parse({ from: "2026-11-01" }).errors.to).toBeTruthy();
    expect(parse({ from: "2020-01-01", to: "2026-01-01" }).errors.to).toMatch(/two years/);
    expect(parse({ from: "1066-10-14", to: "1066-10-15" }).errors.from).toMatch(/2000/);
    expect(parse({ from: "x".repeat(10_000), to: "<b>" }).typed.from).toHaveLength(40);
  });
});

describe("rangePresets", () => {
  it("offers this month, last month, the last 90 days and this year", () => {
    expect(rangePresets("2026-03-15").map((preset) => [preset.label, preset.range])).toEqual([
      ["This month", { from: "2026-03-01", to: "2026-03-15" }],
      ["Last month", { from: "2026-02-01", to: "2026-02-28" }],
      ["Last 90 days", { from: "2025-12-16", to: "2026-03-15" }],
      ["This year", { from: "2026-01-01", to: "2026-03-15" }],
    ]);
    expect(daysInRange({ from: "2025-12-16", to: "2026-03-15" })).toBe(90);
  });
});

describe("weeks", () => {
  it("start on Monday and cover every week the range touches", () => {
    expect(mondayOf("2026-10-25")).toBe("2026-10-19");
    expect(mondayOf("2026-10-26")).toBe("2026-10-26");
    expect(weeksOf({ from: "2026-10-01", to: "2026-10-31" })).toEqual([
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
    ]);
    expect(shortDate("2026-10-05")).toBe("5 Oct");
  });
});
