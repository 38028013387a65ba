import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  describeInterval,
  likeContaining,
  nextDueAfter,
} from "./planned-maintenance";

describe("addCalendarMonths", () => {
  it("moves a date on by whole months, across years", () => {
    expect(addCalendarMonths("2026-07-06", 1)).toBe("2026-08-06");
    expect(addCalendarMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addCalendarMonths("2026-03-01", 120)).toBe("2036-03-01");
  });

  it("keeps to the last day of a shorter month", () => {
    expect(addCalendarMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addCalendarMonths("2027-12-31", 2)).toBe("2028-02-29");
    expect(addCalendarMonths("2026-08-31", 1)).toBe("2026-09-30");
  });

  it("refuses what is not a calendar date", () => {
    expect(() => addCalendarMonths("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addCalendarMonths("tomorrow", 1)).toThrow(RangeError);
  });
});

describe("nextDueAfter", () => {
  it("moves a due date on by its interval", () => {
    expect(nextDueAfter("2026-07-06", 12, "2026-07-06")).toBe("2027-07-06");
    expect(nextDueAfter("2026-07-01", 6, "2026-07-06")).toBe("2027-01-01");
  });

  it("skips the periods missed while nobody swept, counted from the first due date", () => {
    expect(nextDueAfter("2026-01-31", 1, "2026-05-10")).toBe("2026-05-31");
    expect(nextDueAfter("2024-07-06", 12, "2026-07-06")).toBe("2027-07-06");
  });
});

describe("describeInterval and likeContaining", () => {
  it("words the interval", () => {
    expect(describeInterval(1)).toBe("Every month");
    expect(describeInterval(12)).toBe("Every year");
    expect(describeInterval(3)).toBe("Every 3 months");
  });

  it("takes wildcards literally", () => {
    expect(likeContaining("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
