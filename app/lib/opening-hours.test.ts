import { describe, expect, it } from "vitest";
import {
  describeDays,
  describeOpeningHours,
  hoursOn,
  openingHoursLines,
  type OpeningHoursEntry,
} from "./opening-hours";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

describe("describeDays", () => {
  it("names a run of days as a span and the whole week as every day", () => {
    expect(describeDays(WEEK)).toBe("every day");
    expect(describeDays(WEEK.slice(0, 6))).toBe("Monday to Saturday");
    expect(describeDays(["Saturday", "Sunday"])).toBe("Saturday and Sunday");
    expect(describeDays(["Friday", "Monday", "Wednesday"])).toBe("Monday, Wednesday and Friday");
    expect(describeDays(["Monday", "Tuesday", "Wednesday", "Friday"])).toBe(
      "Monday to Wednesday and Friday",
    );
  });
});

describe("the opening hours in words", () => {
  const everyDay: OpeningHoursEntry[] = [{ days: WEEK, opens: "06:00", closes: "22:00" }];
  const sundayShorter: OpeningHoursEntry[] = [
    { days: ["Sunday"], opens: "08:00", closes: "18:00" },
    { days: WEEK.slice(0, 6), opens: "06:00", closes: "22:00" },
  ];
  const weekdays: OpeningHoursEntry[] = [
    { days: WEEK.slice(0, 5), opens: "08:00", closes: "18:00" },
  ];

  it("groups the footer's lines in week order, closed days last", () => {
    expect(openingHoursLines(everyDay)).toEqual([{ days: "Every day", times: "06:00–22:00" }]);
    expect(openingHoursLines(sundayShorter)).toEqual([
      { days: "Monday to Saturday", times: "06:00–22:00" },
      { days: "Sunday", times: "08:00–18:00" },
    ]);
    expect(openingHoursLines(weekdays)).toEqual([
      { days: "Monday to Friday", times: "08:00–18:00" },
      { days: "Saturday and Sunday", times: "Closed" },
    ]);
  });

  it("reads as one phrase after “open”", () => {
    expect(describeOpeningHours(everyDay)).toBe("every day 06:00–22:00");
    expect(describeOpeningHours(sundayShorter)).toBe(
      "Monday to Saturday 06:00–22:00 and Sunday 08:00–18:00",
    );
    expect(describeOpeningHours(weekdays)).toBe(
      "Monday to Friday 08:00–18:00 (closed on Saturday and Sunday)",
    );
    expect(describeOpeningHours([])).toBe("by appointment");
  });

  it("finds a day's hours, or none on a closed day", () => {
    expect(hoursOn(sundayShorter, "Sunday")).toEqual({ opens: "08:00", closes: "18:00" });
    expect(hoursOn(weekdays, "Sunday")).toBeNull();
  });
});
