import { describe, expect, it } from "vitest";
import { DEFAULT_RESPONSE_TARGETS, dueAt, isOverdue, memberMay } from "./organisations";

describe("dueAt", () => {
  it("counts clock hours for an emergency and days for urgent work", () => {
    const reported = new Date("2026-11-23T10:00:00Z");
    expect(dueAt("emergency", reported, DEFAULT_RESPONSE_TARGETS).toISOString()).toBe(
      "2026-11-23T14:00:00.000Z",
    );
    expect(dueAt("urgent", reported, DEFAULT_RESPONSE_TARGETS).toISOString()).toBe(
      "2026-11-25T10:00:00.000Z",
    );
  });

  it("counts routine work in working days, to the end of the London day", () => {
    // Monday 23 November 2026: ten working days on is Monday 7 December (GMT).
    const reported = new Date("2026-11-23T10:00:00Z");
    expect(dueAt("routine", reported, DEFAULT_RESPONSE_TARGETS).toISOString()).toBe(
      "2026-12-07T23:59:59.000Z",
    );
    // Reported on a Saturday: the next Monday is the first working day.
    const saturday = new Date("2026-11-28T09:00:00Z");
    expect(
      dueAt("routine", saturday, {
        ...DEFAULT_RESPONSE_TARGETS,
        routineWorkingDays: 1,
      }).toISOString(),
    ).toBe("2026-11-30T23:59:59.000Z");
  });

  it("ends a summer day at 23:59:59 British Summer Time", () => {
    const reported = new Date("2026-07-06T08:00:00Z");
    expect(
      dueAt("routine", reported, {
        ...DEFAULT_RESPONSE_TARGETS,
        routineWorkingDays: 1,
      }).toISOString(),
    ).toBe("2026-07-07T22:59:59.000Z");
  });
});

describe("isOverdue", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("flags open jobs past their due time only", () => {
    const past = new Date("2026-11-23T11:00:00Z");
    expect(isOverdue({ dueAt: past, status: "confirmed" }, now)).toBe(true);
    expect(isOverdue({ dueAt: past, status: "completed" }, now)).toBe(false);
    expect(isOverdue({ dueAt: past, status: "cancelled" }, now)).toBe(false);
    expect(isOverdue({ dueAt: null, status: "confirmed" }, now)).toBe(false);
    expect(isOverdue({ dueAt: new Date("2026-11-23T13:00:00Z"), status: "requested" }, now)).toBe(
      false,
    );
  });
});

describe("memberMay", () => {
  it("ranks owner over manager over member", () => {
    expect(memberMay("owner", "manager")).toBe(true);
    expect(memberMay("manager", "owner")).toBe(false);
    expect(memberMay("member", "member")).toBe(true);
    expect(memberMay("member", "manager")).toBe(false);
  });
});
