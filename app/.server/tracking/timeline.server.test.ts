import { describe, expect, it } from "vitest";
import {
  firstName,
  formatClockTime,
  progressSteps,
  streetOf,
  timelineEntries,
  type TimelineEvent,
} from "./timeline.server";

const BOOKED = new Date("2026-07-10T09:00:00Z");

function event(overrides: Partial<TimelineEvent> & Pick<TimelineEvent, "id">): TimelineEvent {
  return {
    at: BOOKED,
    kind: "status",
    to_status: null,
    actor_role: "system",
    note: null,
    ...overrides,
  };
}

const BOOKING: TimelineEvent[] = [
  event({ id: "1", kind: "created", to_status: "requested", actor_role: "customer-link" }),
  event({ id: "2", to_status: "confirmed" }),
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
      event({ id: "3", at: cancelledAt, to_status: "cancelled", actor_role: "customer-link" }),
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

describe("timelineEntries", () => {
  it("labels each event, oldest first, in London time", () => {
    const entries = timelineEntries([
      event({ id: "10", at: new Date("2026-07-14T07:40:00Z"), to_status: "en_route" }),
      ...BOOKING,
    ]);
    expect(entries.map((entry) => [entry.at.label, entry.label])).toEqual([
      ["Friday 10 July, 10:00", "Booking received"],
      ["Friday 10 July, 10:00", "Booking confirmed"],
      ["Tuesday 14 July, 08:40", "Engineer on the way"],
    ]);
  });

  it("orders events of the same moment by id, numerically", () => {
    const entries = timelineEntries([
      event({ id: "10", to_status: "scheduled" }),
      event({ id: "9", to_status: "confirmed" }),
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(["9", "10"]);
  });

  it("shows notes on status changes and the customer's own notes, not staff notes", () => {
    const entries = timelineEntries([
      event({
        id: "1",
        to_status: "completed",
        actor_role: "engineer",
        note: "New washer fitted.",
      }),
      event({ id: "2", kind: "note", actor_role: "customer-link", note: "Side gate is open." }),
      event({
        id: "3",
        kind: "note",
        actor_role: "admin",
        note: "Customer was rude on the phone.",
      }),
      event({ id: "4", kind: "note", actor_role: "client", note: "   " }),
    ]);
    expect(entries.map((entry) => entry.note)).toEqual([
      "New washer fitted.",
      "Side gate is open.",
      null,
      null,
    ]);
    expect(entries[1]?.label).toBe("Note added");
  });

  it("gives an unknown kind of event a neutral label", () => {
    expect(timelineEntries([event({ id: "1", kind: "something-new" })])[0]?.label).toBe(
      "Booking updated",
    );
  });
});
