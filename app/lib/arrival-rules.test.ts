import { describe, expect, it } from "vitest";
import { earlyStepQuestion, suggestedArrival, visitWindowOf } from "./arrival-rules";

// Saturday 28 November 2026, 08:00–10:00 in London (GMT).
const SATURDAY_MORNING = {
  start: new Date("2026-11-28T08:00:00Z"),
  end: new Date("2026-11-28T10:00:00Z"),
};
// 10:02 in London (BST) on Friday 10 July 2026, and a window 10:00–12:00 that day.
const SUMMER_MORNING = new Date("2026-07-10T09:02:00Z");
const SUMMER_WINDOW = {
  start: new Date("2026-07-10T09:00:00Z"),
  end: new Date("2026-07-10T11:00:00Z"),
};

describe("suggestedArrival", () => {
  it("is 20 minutes ahead, rounded up to the next 5, in London time, once the window has begun", () => {
    expect(suggestedArrival(SUMMER_WINDOW, SUMMER_MORNING)).toBe("10:25");
    expect(suggestedArrival(SUMMER_WINDOW, new Date("2026-07-10T09:00:00Z"))).toBe("10:20");
    expect(suggestedArrival(null, new Date("2026-12-01T08:41:30Z"))).toBe("09:05");
    expect(suggestedArrival(null, new Date("2026-12-01T23:50:00Z"))).toBe("00:10");
  });

  it("is never before the window starts: Saturday 06:00 for Saturday 08:00 offers 08:00", () => {
    expect(suggestedArrival(SATURDAY_MORNING, new Date("2026-11-28T06:00:00Z"))).toBe("08:00");
    expect(suggestedArrival(SATURDAY_MORNING, new Date("2026-11-28T02:00:00Z"))).toBe("08:00");
    expect(suggestedArrival(SATURDAY_MORNING, new Date("2026-11-28T07:50:00Z"))).toBe("08:10");
  });

  it("offers soon for a window further off than an arrival may be announced, which asks first", () => {
    // Friday evening for Saturday 08:00: 08:00 would be refused as more than 6 hours ahead; the
    // step asks whether the customer agreed to an earlier visit before anything is sent.
    const fridayEvening = new Date("2026-11-27T18:50:00Z");
    expect(suggestedArrival(SATURDAY_MORNING, fridayEvening)).toBe("19:10");
    expect(earlyStepQuestion("on-my-way", SATURDAY_MORNING, fridayEvening)).toMatch(
      /booked for another day/,
    );
  });
});

describe("earlyStepQuestion", () => {
  it("asks before setting off for a job on a later day", () => {
    expect(
      earlyStepQuestion("on-my-way", SATURDAY_MORNING, new Date("2026-11-27T18:50:00Z")),
    ).toMatch(/booked for another day \(Saturday 28 November, from 08:00\)/);
  });

  it("asks before setting off more than two hours before the window", () => {
    expect(
      earlyStepQuestion("on-my-way", SATURDAY_MORNING, new Date("2026-11-28T05:59:00Z")),
    ).toMatch(/window starts at 08:00, more than 2 hours away/);
    expect(
      earlyStepQuestion("on-my-way", SATURDAY_MORNING, new Date("2026-11-28T06:00:00Z")),
    ).toBeNull();
  });

  it("asks when the customer would be told a time before the window", () => {
    const now = new Date("2026-11-28T07:00:00Z");
    expect(
      earlyStepQuestion("on-my-way", SATURDAY_MORNING, now, new Date("2026-11-28T07:30:00Z")),
    ).toMatch(/before the window starts at 08:00/);
    expect(
      earlyStepQuestion("on-my-way", SATURDAY_MORNING, now, new Date("2026-11-28T08:00:00Z")),
    ).toBeNull();
  });

  it("asks before marking arrived ahead of the window, not once it has begun", () => {
    expect(
      earlyStepQuestion("arrived", SATURDAY_MORNING, new Date("2026-11-28T07:55:00Z")),
    ).toMatch(/window starts at 08:00/);
    expect(
      earlyStepQuestion("arrived", SATURDAY_MORNING, new Date("2026-11-28T08:00:00Z")),
    ).toBeNull();
    expect(
      earlyStepQuestion("arrived", SATURDAY_MORNING, new Date("2026-11-28T11:00:00Z")),
    ).toBeNull();
  });

  it("does not ask about a late visit from an earlier day, nor a job with no window", () => {
    expect(
      earlyStepQuestion("on-my-way", SATURDAY_MORNING, new Date("2026-11-30T09:00:00Z")),
    ).toBeNull();
    expect(earlyStepQuestion("arrived", null, new Date("2026-11-28T05:00:00Z"))).toBeNull();
  });
});

describe("visitWindowOf", () => {
  it("reads the view's instants", () => {
    expect(visitWindowOf({ windowStartsAt: null, windowEndsAt: null })).toBeNull();
    expect(
      visitWindowOf({
        windowStartsAt: "2026-11-28T08:00:00.000Z",
        windowEndsAt: "2026-11-28T10:00:00.000Z",
      }),
    ).toEqual(SATURDAY_MORNING);
  });
});
