import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { addCalendarDays, isCalendarDate, londonDate } from "./calendar-date";

describe("londonDate", () => {
  it("is the London date around midnight and on the days the clocks change", () => {
    expect(londonDate(new Date("2026-07-14T22:59:59Z"))).toBe("2026-07-14");
    expect(londonDate(new Date("2026-07-14T23:00:00Z"))).toBe("2026-07-15");
    expect(londonDate(new Date("2026-12-14T23:59:59Z"))).toBe("2026-12-14");
    expect(londonDate(new Date("2026-03-29T00:59:59Z"))).toBe("2026-03-29");
    expect(londonDate(new Date("2026-10-24T22:59:59Z"))).toBe("2026-10-24");
    expect(londonDate(new Date("2026-10-24T23:00:00Z"))).toBe("2026-10-25");
    expect(londonDate(new Date("2026-10-25T23:59:59Z"))).toBe("2026-10-25");
  });

  it("says what date-fns says in the London zone, every 47 minutes of two years", () => {
    const inLondon = tz("Europe/London");
    const different: string[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 47 * 60_000) {
      const instant = new Date(at);
      if (londonDate(instant) !== format(instant, "yyyy-MM-dd", { in: inLondon })) {
        different.push(instant.toISOString());
      }
    }
    expect(different).toEqual([]);
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addCalendarDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("knows a real calendar date", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(() => addCalendarDays("2026-02-30", 1)).toThrow(RangeError);
  });
});
