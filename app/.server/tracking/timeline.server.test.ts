import { describe, expect, it } from "vitest";
import {
  firstName,
  formatClockTime,
  progressSteps,
  streetOf,
  type StatusEvent,
} from "./timeline.server";

const BOOKED = new Date("2026-07-10T09:00:00Z");

function event(overrides: Partial<StatusEvent>): StatusEvent {
  return { at: BOOKED, to_status: null, ...overrides };
}

const BOOKING: StatusEvent[] = [
  event({ to_status: "requested" }),
  event({ to_status: "confirmed" }),
];

describe("firstName", () => {
  it("keeps the first word of the engineer's name", () => {
    expect(firstName("Dan Fletcher")).toBe("Dan");
    expect(firstName("  Priya   Kaur Sandhu ")).toBe("Priya");
    expect(firstName("Cher")).toBe("Cher");
  });

  it("is null without a name", () => {
    expect(firstName("")).toBeNull();
    expect(firstName("   ")).toBeNull();
    expect(firstName(null)).toBeNull();
  });
});

describe("streetOf", () => {
  it("keeps the first line of the address", () => {
    expect(streetOf("12 Spon Street, Coventry")).toBe("12 Spon Street");
    expect(streetOf("Flat 3\n8 Warwick Road")).toBe("Flat 3");
    expect(streetOf("8 Warwick Road")).toBe("8 Warwick Road");
  });
});

describe("formatClockTime", () => {
  it("shows London time in summer and in winter", () => {
    expect(formatClockTime(new Date("2026-07-14T08:15:00Z"))).toBe("09:15");
    expect(formatClockTime(new Date("2026-12-14T08:15:00Z"))).toBe("08:15");
  });
});

describe("progressSteps", () => {
  it("marks the steps done up to the current one, with the times they were reached", () => {
    const steps = progressSteps("confirmed", BOOKING);
    expect(steps.map((step) => [step.label, step.state])).toEqual([
      ["Requested", "done"],
      ["Confirmed", "current"],
      ["Scheduled", "upcoming"],
      ["En route", "upcoming"],
      ["On site", "upcoming"],
      ["Completed", "upcoming"],
    ]);
    expect(steps[0]?.reachedAt).toEqual({
      iso: "2026-07-10T09:00:00.000Z",
      label: "Friday 10 July, 10:00",
    });
    expect(steps[2]?.reachedAt).toBeNull();
  });

  it("ends a cancelled job at the cancellation, after the steps it reached", () => {
    const cancelledAt = new Date("2026-07-11T17:30:00Z");
    const steps = progressSteps("cancelled", [
      ...BOOKING,
      event({ at: cancelledAt, to_status: "cancelled" }),
    ]);
    expect(steps.map((step) => [step.label, step.state])).toEqual([
      ["Requested", "done"],
      ["Confirmed", "done"],
      ["Cancelled", "current"],
    ]);
    expect(steps[2]?.reachedAt?.label).toBe("Saturday 11 July, 18:30");
  });

  it("marks a completed job's last step as current", () => {
    const steps = progressSteps("completed", BOOKING);
    expect(steps.at(-1)).toMatchObject({ status: "completed", state: "current" });
    expect(steps.filter((step) => step.state === "done")).toHaveLength(5);
  });
});
