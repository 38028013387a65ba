import { describe, expect, it } from "vitest";
import { arrivalInstant } from "./arrival.server";

// 10:02 in London (BST) on Friday 10 July 2026.
const MORNING = new Date("2026-07-10T09:02:00Z");

describe("arrivalInstant", () => {
  it("reads the time as today's in London", () => {
    expect(arrivalInstant("10:35", MORNING)).toEqual({
      ok: true,
      at: new Date("2026-07-10T09:35:00Z"),
    });
    expect(arrivalInstant("09:35", new Date("2026-12-01T09:00:00Z"))).toEqual({
      ok: true,
      at: new Date("2026-12-01T09:35:00Z"),
    });
  });

  it("ignores seconds a time field may add", () => {
    expect(arrivalInstant("10:35:00", MORNING)).toMatchObject({
      at: new Date("2026-07-10T09:35:00Z"),
    });
  });

  it("accepts a time a few minutes behind the clock, and refuses one further behind", () => {
    expect(arrivalInstant("09:58", MORNING)).toMatchObject({ ok: true });
    expect(arrivalInstant("09:55", MORNING)).toEqual({
      ok: false,
      message: "09:55 has already passed. Give a time from now on (it is 10:02).",
    });
  });

  it("reads a time long gone today as tomorrow's, just after midnight", () => {
    expect(arrivalInstant("00:15", new Date("2026-07-10T22:50:00Z"))).toEqual({
      ok: true,
      at: new Date("2026-07-10T23:15:00Z"),
    });
  });

  it("refuses a time more than 6 hours ahead, and one that is not a time", () => {
    expect(arrivalInstant("17:00", MORNING)).toEqual({
      ok: false,
      message: "Give a time within the next 6 hours.",
    });
    expect(arrivalInstant("25:00", MORNING)).toMatchObject({ ok: false });
    expect(arrivalInstant("", MORNING)).toMatchObject({ ok: false });
  });
});
