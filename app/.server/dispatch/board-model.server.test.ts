import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_RULES, windowsForDate } from "~/lib/booking-rules";
import {
  boardColumns,
  firstName,
  jobClashes,
  leaveApprovedToast,
  leaveDaysLabel,
  londonDayBounds,
  organisationCardFacts,
  waitingLabel,
  type ClashEngineer,
  type ClashJob,
} from "./board-model.server";

describe("londonDayBounds", () => {
  it("gives the London midnights, across the clock changes", () => {
    expect(londonDayBounds("2026-07-14")).toEqual({
      start: new Date("2026-07-13T23:00:00Z"),
      end: new Date("2026-07-14T23:00:00Z"),
    });
    // 29 March 2026: the clocks go forward, the day has 23 hours.
    const spring = londonDayBounds("2026-03-29");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = londonDayBounds("2026-10-25");
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
});

describe("labels", () => {
  const now = new Date("2026-07-14T12:00:00Z");
  it("says how long a job has waited", () => {
    expect(waitingLabel(new Date("2026-07-14T11:59:50Z"), now)).toBe("waiting 1 min");
    expect(waitingLabel(new Date("2026-07-14T11:35:00Z"), now)).toBe("waiting 25 min");
    expect(waitingLabel(new Date("2026-07-14T09:00:00Z"), now)).toBe("waiting 3 h");
    expect(waitingLabel(new Date("2026-07-12T13:00:00Z"), now)).toBe("waiting 47 h");
    expect(waitingLabel(new Date("2026-07-10T12:00:00Z"), now)).toBe("waiting 4 days");
    // A clock a little ahead of the database's never says "waiting -2 min".
    expect(waitingLabel(new Date("2026-07-14T12:02:00Z"), now)).toBe("waiting 1 min");
  });

  it("names leave days and first names", () => {
    expect(leaveDaysLabel("2026-12-07", "2026-12-07")).toBe("Mon 7 Dec");
    expect(leaveDaysLabel("2026-12-07", "2026-12-09")).toBe("Mon 7 Dec – Wed 9 Dec (3 days)");
    expect(firstName("  Sarah   Mitchell ")).toBe("Sarah");
  });

  it("names the clashing jobs after approving leave, five at most", () => {
    expect(leaveApprovedToast([])).toEqual({
      type: "success",
      title: "Leave approved",
      description: "No jobs clash with it.",
    });
    expect(leaveApprovedToast(["CV-1"]).description).toBe(
      "1 job clashes with it: CV-1. Move or reassign it on the board.",
    );
    expect(leaveApprovedToast(["A", "B", "C", "D", "E", "F", "G"]).description).toBe(
      "7 jobs clash with it: A, B, C, D, E and 2 more. Move or reassign them on the board.",
    );
  });
});

describe("boardColumns", () => {
  it("adds a window a job holds from earlier hours, in time order", () => {
    const windows = windowsForDate("2026-07-14", DEFAULT_BOOKING_RULES);
    const old = {
      start: new Date("2026-07-14T06:30:00Z"),
      end: new Date("2026-07-14T08:30:00Z"),
    };
    const columns = boardColumns(windows, [old, old, { ...windows[0]! }]);
    expect(columns).toHaveLength(9);
    expect(columns.map((column) => [column.label, column.onGrid]).slice(0, 3)).toEqual([
      ["06:00–08:00", true],
      ["07:30–09:30", false],
      ["08:00–10:00", true],
    ]);
  });
});

describe("jobClashes", () => {
  const engineer = (id: string, overrides: Partial<ClashEngineer> = {}): ClashEngineer => ({
    id,
    name: id.toUpperCase(),
    isEngineer: true,
    onLeave: false,
    worksIn: [true, true, false],
    ...overrides,
  });
  const job = (id: string, overrides: Partial<ClashJob> = {}): ClashJob => ({
    id,
    status: "scheduled",
    engineerId: "dan",
    column: 0,
    ...overrides,
  });

  it("finds leave, hours, lost roles and too many jobs in a window", () => {
    const engineers = new Map([
      ["dan", engineer("dan")],
      ["eve", engineer("eve", { onLeave: true, worksIn: [false, false, false] })],
      ["old", engineer("old", { isEngineer: false })],
    ]);
    const clashes = jobClashes(
      [
        job("fine"),
        job("late-hours", { column: 2 }),
        job("leave", { engineerId: "eve" }),
        job("role", { engineerId: "old" }),
        job("double-1", { column: 1 }),
        job("double-2", { column: 1, status: "confirmed" }),
        job("no-engineer", { engineerId: null }),
      ],
      engineers,
      1,
    );
    expect(Object.fromEntries(clashes)).toEqual({
      "late-hours": "DAN does not work at that time.",
      leave: "EVE is on leave that day.",
      role: "OLD is no longer an engineer.",
      "double-1": "DAN has 2 jobs in this window (1 allowed).",
      "double-2": "DAN has 2 jobs in this window (1 allowed).",
    });
  });

  it("leaves alone jobs the office can no longer change", () => {
    const engineers = new Map([["eve", engineer("eve", { onLeave: true })]]);
    for (const status of ["en_route", "on_site", "completed"] as const) {
      expect(jobClashes([job("j", { engineerId: "eve", status })], engineers, 1).size).toBe(0);
    }
  });
});

describe("organisationCardFacts", () => {
  const now = new Date("2026-07-06T09:00:00Z");
  it("names the priority, the due time, overdue and a pending approval", () => {
    expect(
      organisationCardFacts(
        {
          status: "requested",
          priority: "urgent",
          due_at: new Date("2026-07-06T08:00:00Z"),
          approval: "pending",
          estimate_pence: 40_000,
        },
        now,
      ),
    ).toEqual({
      priorityLabel: "Urgent",
      dueLabel: "Due Mon 6 Jul, 09:00",
      overdue: true,
      awaitingApproval: true,
      estimate: "£400.00",
    });
  });

  it("says nothing for a household's job, and a finished job is never overdue", () => {
    expect(
      organisationCardFacts(
        { status: "completed", priority: null, due_at: null, approval: null, estimate_pence: null },
        now,
      ),
    ).toEqual({
      priorityLabel: null,
      dueLabel: null,
      overdue: false,
      awaitingApproval: false,
      estimate: null,
    });
  });
});
