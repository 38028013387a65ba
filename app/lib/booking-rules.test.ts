import { describe, expect, it } from "vitest";
import {
  DEFAULT_BOOKING_RULES as rules,
  addCalendarDays,
  bookableDateRange,
  bookableHours,
  canCustomerChange,
  changeDeadline,
  describeChangeRule,
  formatCalendarDate,
  formatLondonDateTime,
  formatTimeRange,
  formatWindow,
  isBookable,
  isCalendarDate,
  lastBookableDate,
  londonDate,
  windowStartingAt,
  windowsForDate,
} from "./booking-rules";
import { WEEK_DAYS } from "./settings-fields";

const at = (iso: string) => new Date(iso);
const instants = (date: string) =>
  windowsForDate(date, rules).map((window) => [
    window.start.toISOString(),
    window.end.toISOString(),
  ]);

describe("windowsForDate", () => {
  it("gives eight 2-hour windows from 06:00 to 22:00 London time", () => {
    const windows = windowsForDate("2026-11-30", rules);
    expect(windows.map((window) => window.label)).toEqual([
      "06:00–08:00",
      "08:00–10:00",
      "10:00–12:00",
      "12:00–14:00",
      "14:00–16:00",
      "16:00–18:00",
      "18:00–20:00",
      "20:00–22:00",
    ]);
  });

  it("uses GMT in winter: 06:00 in London is 06:00 UTC", () => {
    expect(instants("2026-11-30")[0]).toEqual([
      "2026-11-30T06:00:00.000Z",
      "2026-11-30T08:00:00.000Z",
    ]);
    expect(instants("2026-11-30")[7]).toEqual([
      "2026-11-30T20:00:00.000Z",
      "2026-11-30T22:00:00.000Z",
    ]);
  });

  it("uses BST in summer: 06:00 in London is 05:00 UTC", () => {
    expect(instants("2026-07-14")[0]).toEqual([
      "2026-07-14T05:00:00.000Z",
      "2026-07-14T07:00:00.000Z",
    ]);
  });

  it("keeps local times on the last Sunday of March, when the clocks go forward", () => {
    expect(instants("2026-03-28")[0]?.[0]).toBe("2026-03-28T06:00:00.000Z");
    const day = windowsForDate("2026-03-29", rules);
    expect(day).toHaveLength(8);
    expect(day[0]?.label).toBe("06:00–08:00");
    expect(day[7]?.label).toBe("20:00–22:00");
    expect(instants("2026-03-29")).toEqual([
      ["2026-03-29T05:00:00.000Z", "2026-03-29T07:00:00.000Z"],
      ["2026-03-29T07:00:00.000Z", "2026-03-29T09:00:00.000Z"],
      ["2026-03-29T09:00:00.000Z", "2026-03-29T11:00:00.000Z"],
      ["2026-03-29T11:00:00.000Z", "2026-03-29T13:00:00.000Z"],
      ["2026-03-29T13:00:00.000Z", "2026-03-29T15:00:00.000Z"],
      ["2026-03-29T15:00:00.000Z", "2026-03-29T17:00:00.000Z"],
      ["2026-03-29T17:00:00.000Z", "2026-03-29T19:00:00.000Z"],
      ["2026-03-29T19:00:00.000Z", "2026-03-29T21:00:00.000Z"],
    ]);
  });

  it("keeps local times on the last Sunday of October, when the clocks go back", () => {
    expect(instants("2026-10-24")[0]?.[0]).toBe("2026-10-24T05:00:00.000Z");
    const day = windowsForDate("2026-10-25", rules);
    expect(day).toHaveLength(8);
    expect(day[0]?.label).toBe("06:00–08:00");
    expect(instants("2026-10-25")).toEqual([
      ["2026-10-25T06:00:00.000Z", "2026-10-25T08:00:00.000Z"],
      ["2026-10-25T08:00:00.000Z", "2026-10-25T10:00:00.000Z"],
      ["2026-10-25T10:00:00.000Z", "2026-10-25T12:00:00.000Z"],
      ["2026-10-25T12:00:00.000Z", "2026-10-25T14:00:00.000Z"],
      ["2026-10-25T14:00:00.000Z", "2026-10-25T16:00:00.000Z"],
      ["2026-10-25T16:00:00.000Z", "2026-10-25T18:00:00.000Z"],
      ["2026-10-25T18:00:00.000Z", "2026-10-25T20:00:00.000Z"],
      ["2026-10-25T20:00:00.000Z", "2026-10-25T22:00:00.000Z"],
    ]);
  });

  it("keeps each window two hours of wall-clock time across a change at night", () => {
    const night = {
      ...rules,
      openTime: "00:00",
      closeTime: "04:00",
      openingHours: [{ days: [...WEEK_DAYS], opens: "00:00", closes: "23:59" }],
    };
    expect(windowsForDate("2026-10-25", night).map((window) => window.label)).toEqual([
      "00:00–02:00",
      "02:00–04:00",
    ]);
    // 00:00 BST is 23:00 UTC the day before and 02:00 GMT is 02:00 UTC: three real hours.
    const [first] = windowsForDate("2026-10-25", night);
    expect(first?.start.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(first?.end.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("follows other opening hours and window lengths", () => {
    const short = { ...rules, openTime: "08:00", closeTime: "17:00", windowHours: 3 };
    expect(windowsForDate("2026-11-30", short).map((window) => window.label)).toEqual([
      "08:00–11:00",
      "11:00–14:00",
      "14:00–17:00",
    ]);
    const uneven = { ...rules, openTime: "08:00", closeTime: "13:00" };
    expect(windowsForDate("2026-11-30", uneven).map((window) => window.label)).toEqual([
      "08:00–10:00",
      "10:00–12:00",
    ]);
  });

  it("stays inside each day's opening hours, and offers none on a closed day", () => {
    // 2026-11-29 is a Sunday, 2026-11-28 a Saturday, 2026-11-30 a Monday.
    const hours = {
      ...rules,
      openingHours: [
        {
          days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "07:00",
          closes: "19:00",
        },
        { days: ["Saturday"], opens: "09:00", closes: "13:00" },
      ],
    };
    expect(windowsForDate("2026-11-30", hours).map((window) => window.label)).toEqual([
      "07:00–09:00",
      "09:00–11:00",
      "11:00–13:00",
      "13:00–15:00",
      "15:00–17:00",
      "17:00–19:00",
    ]);
    expect(windowsForDate("2026-11-28", hours).map((window) => window.label)).toEqual([
      "09:00–11:00",
      "11:00–13:00",
    ]);
    expect(windowsForDate("2026-11-29", hours)).toEqual([]);
    // The booking rules' own span narrows further: no window before 08:00 on a weekday.
    expect(windowsForDate("2026-11-30", { ...hours, openTime: "08:00" })[0]?.label).toBe(
      "08:00–10:00",
    );
    expect(bookableHours(hours)).toEqual([
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "19:00",
      },
      { days: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });

  it("is empty for something that is not a calendar date", () => {
    for (const date of ["2026-02-30", "2026-13-01", "30/11/2026", "", "2026-11-30T00:00"]) {
      expect(windowsForDate(date, rules)).toEqual([]);
    }
  });
});

describe("windowStartingAt", () => {
  it("finds the window of that date starting at that instant, as windowsForDate has it", () => {
    for (const date of ["2026-11-30", "2026-03-29", "2026-10-25"]) {
      for (const window of windowsForDate(date, rules)) {
        expect(windowStartingAt(date, window.start, rules)).toEqual({
          start: window.start,
          end: window.end,
        });
      }
    }
  });

  it("finds nothing off the grid, on another day or for a date that is not one", () => {
    expect(windowStartingAt("2026-11-30", at("2026-11-30T07:00:00Z"), rules)).toBeUndefined();
    expect(windowStartingAt("2026-12-01", at("2026-11-30T08:00:00Z"), rules)).toBeUndefined();
    expect(windowStartingAt("2026-11-30", at("2026-11-30T22:00:00Z"), rules)).toBeUndefined();
    expect(windowStartingAt("2026-02-30", at("2026-03-02T08:00:00Z"), rules)).toBeUndefined();
  });
});

describe("calendar dates", () => {
  it("recognises real dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
  });

  it("adds days across months, years and clock changes", () => {
    expect(addCalendarDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addCalendarDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-11-22", 60)).toBe("2027-01-21");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads the London date of an instant, not the UTC one", () => {
    expect(londonDate(at("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
    expect(londonDate(at("2026-12-14T23:30:00Z"))).toBe("2026-12-14");
    expect(londonDate(at("2026-03-29T00:59:00Z"))).toBe("2026-03-29");
  });
});

describe("lastBookableDate and bookableDateRange", () => {
  it("is 60 days after today in London", () => {
    expect(lastBookableDate(at("2026-11-22T10:00:00Z"), rules)).toBe("2027-01-21");
    expect(lastBookableDate(at("2026-07-14T23:30:00Z"), rules)).toBe("2026-09-13");
  });

  it("limits emergencies to today", () => {
    const now = at("2026-11-22T10:00:00Z");
    expect(bookableDateRange(now, rules, { emergency: false })).toEqual({
      first: "2026-11-22",
      last: "2027-01-21",
    });
    expect(bookableDateRange(now, rules, { emergency: true })).toEqual({
      first: "2026-11-22",
      last: "2026-11-22",
    });
  });
});

describe("isBookable", () => {
  const normal = { emergency: false };
  const emergency = { emergency: true };
  const window = (iso: string) => ({ start: at(iso) });

  it("needs at least two hours' notice for a normal booking", () => {
    const now = at("2026-11-30T08:00:00Z");
    expect(isBookable(window("2026-11-30T10:00:00Z"), now, rules, normal)).toBe(true);
    expect(isBookable(window("2026-11-30T09:59:00Z"), now, rules, normal)).toBe(false);
    expect(isBookable(window("2026-11-30T08:00:00Z"), now, rules, normal)).toBe(false);
    expect(isBookable(window("2026-11-29T10:00:00Z"), now, rules, normal)).toBe(false);
  });

  it("allows up to 60 days ahead, counted in London dates", () => {
    const now = at("2026-11-22T21:00:00Z");
    expect(isBookable(window("2027-01-21T20:00:00Z"), now, rules, normal)).toBe(true);
    expect(isBookable(window("2027-01-22T06:00:00Z"), now, rules, normal)).toBe(false);
  });

  it("lets an emergency take the next window today, but no window that has started", () => {
    const now = at("2026-11-30T08:30:00Z");
    expect(isBookable(window("2026-11-30T10:00:00Z"), now, rules, emergency)).toBe(true);
    expect(isBookable(window("2026-11-30T20:00:00Z"), now, rules, emergency)).toBe(true);
    expect(isBookable(window("2026-11-30T08:00:00Z"), now, rules, emergency)).toBe(false);
    expect(isBookable(window("2026-12-01T06:00:00Z"), now, rules, emergency)).toBe(false);
  });

  it("treats today as London's today for emergencies in summer", () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in London.
    const now = at("2026-07-14T23:30:00Z");
    expect(isBookable(window("2026-07-15T05:00:00Z"), now, rules, emergency)).toBe(true);
  });
});

describe("formatting in London time", () => {
  it("formats a window for people", () => {
    expect(formatWindow(at("2026-11-30T08:00:00Z"), at("2026-11-30T10:00:00Z"))).toBe(
      "Monday 30 November, 08:00–10:00",
    );
    expect(formatWindow(at("2026-07-14T07:00:00Z"), at("2026-07-14T09:00:00Z"))).toBe(
      "Tuesday 14 July, 08:00–10:00",
    );
    expect(formatTimeRange(at("2026-03-29T05:00:00Z"), at("2026-03-29T07:00:00Z"))).toBe(
      "06:00–08:00",
    );
  });

  it("formats a moment and a calendar date", () => {
    expect(formatLondonDateTime(at("2026-10-24T07:00:00Z"))).toBe("Saturday 24 October, 08:00");
    expect(formatCalendarDate("2026-10-25")).toBe("Sunday 25 October 2026");
    expect(formatCalendarDate("2026-03-29")).toBe("Sunday 29 March 2026");
  });
});

describe("the customers' change cut-off", () => {
  it("is 24 hours before the window starts", () => {
    const start = at("2026-11-30T08:00:00Z");
    expect(changeDeadline(start, rules).toISOString()).toBe("2026-11-29T08:00:00.000Z");
    expect(canCustomerChange(start, at("2026-11-29T07:59:59Z"), rules)).toBe(true);
    expect(canCustomerChange(start, at("2026-11-29T08:00:00Z"), rules)).toBe(false);
  });
});

describe("describeChangeRule", () => {
  const now = at("2026-11-30T09:00:00Z");

  it("tells a same-day booking to call, never that it can be moved until 24 hours before", () => {
    const today = describeChangeRule(at("2026-11-30T14:00:00Z"), now, rules, "024 7699 0123");
    expect(today).toBe(
      "The visit is less than 24 hours away, so it can no longer be moved or cancelled online: to change it, please call us on 024 7699 0123.",
    );
    expect(today).not.toContain("until");
  });

  it("gives the last moment from the rule for a later visit", () => {
    const later = describeChangeRule(at("2026-12-03T08:00:00Z"), now, rules, "024 7699 0123");
    expect(later).toContain(
      "until Wednesday 2 December, 08:00, 24 hours before the arrival window",
    );
    const sixHours = describeChangeRule(
      at("2026-12-03T08:00:00Z"),
      now,
      { changeCutoffHours: 6 },
      "024 7699 0123",
    );
    expect(sixHours).toContain("until Thursday 3 December, 02:00, 6 hours before");
  });
});
