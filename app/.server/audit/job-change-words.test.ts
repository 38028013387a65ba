import { describe, expect, it } from "vitest";
import { describeJobChange, idsToName } from "./job-change-words";

const SAM = "c1dec870-0000-4000-8000-000000000001";
const ALEX = "c1dec870-0000-4000-8000-000000000002";
const MOAT = "0a0a0a0a-0000-4000-8000-000000000003";
const names = {
  people: new Map([
    [SAM, "Sam Carter"],
    [ALEX, "Alex Reed"],
  ]),
  organisations: new Map([[MOAT, "Moat House Lettings"]]),
};

describe("describeJobChange", () => {
  it("writes a first assignment with the engineer's name, leaving out empty and unrecorded fields", () => {
    const words = describeJobChange(
      {
        action: "dispatch",
        before: { engineerId: null, windowStart: null, status: "confirmed" },
        after: { engineerId: SAM, windowStart: "2026-11-30T08:00:00.000Z", reason: null },
      },
      names,
    );
    expect(words.action).toBe("Assigned to Sam Carter");
    expect(words.fields).toEqual([
      { name: "Engineer", before: null, after: "Sam Carter" },
      { name: "Arrival window from", before: null, after: "Monday 30 November, 08:00" },
    ]);
    expect(JSON.stringify(words)).not.toContain("c1dec870");
    expect(JSON.stringify(words)).not.toContain("—");
  });

  it("names both engineers when a job moves between them, and gives the reason", () => {
    const words = describeJobChange(
      {
        action: "dispatch",
        before: { engineerId: SAM, windowStart: "2026-11-30T08:00:00.000Z" },
        after: {
          engineerId: ALEX,
          windowStart: "2026-11-30T08:00:00.000Z",
          reason: "Van broke down",
        },
      },
      names,
    );
    expect(words.action).toBe("Moved from Sam Carter to Alex Reed");
    expect(words.fields).toEqual([
      { name: "Engineer", before: "Sam Carter", after: "Alex Reed" },
      { name: "Reason", before: null, after: "Van broke down" },
    ]);
  });

  it("says when an engineer is taken off, and of someone no longer on the staff", () => {
    const words = describeJobChange(
      {
        action: "dispatch",
        before: { engineerId: "gone-0000", status: "scheduled" },
        after: { engineerId: null, reason: "The engineer role was taken away" },
      },
      names,
    );
    expect(words.action).toBe("Taken off a former member of staff's day");
    expect(words.fields[0]).toEqual({
      name: "Engineer",
      before: "a former member of staff",
      after: "none",
    });
  });

  it("uses the status labels, money in pounds and words for the engineer's steps", () => {
    expect(
      describeJobChange(
        { action: "arrived", before: { status: "en_route" }, after: { status: "on_site" } },
        names,
      ),
    ).toEqual({
      action: "The engineer arrived",
      fields: [{ name: "Status", before: "Engineer on the way", after: "Engineer on site" }],
    });
    expect(
      describeJobChange(
        { action: "price", before: { pricePence: 5500 }, after: { pricePence: 7250 } },
        names,
      ).fields,
    ).toEqual([{ name: "Price", before: "£55.00", after: "£72.50" }]);
  });

  it("names the organisation of a reported repair and drops ids it cannot put in words", () => {
    const words = describeJobChange(
      {
        action: "report-repair",
        before: null,
        after: {
          reference: "WFC-1001",
          organisationId: MOAT,
          propertyId: "p-1",
          priority: "urgent",
        },
      },
      names,
    );
    expect(words.action).toBe("Repair reported by the organisation");
    expect(words.fields.map((field) => `${field.name}: ${field.after}`)).toEqual([
      "Reference: WFC-1001",
      "Organisation: Moat House Lettings",
      "Priority: urgent",
    ]);
  });

  it("keeps an action already written in words", () => {
    expect(
      describeJobChange(
        { action: "Added an internal note", before: null, after: { note: "Gate code 1234" } },
        names,
      ),
    ).toEqual({
      action: "Added an internal note",
      fields: [{ name: "Note", before: null, after: "Gate code 1234" }],
    });
  });

  it("collects the ids to look up", () => {
    expect(
      idsToName([
        { action: "dispatch", before: { engineerId: SAM }, after: { engineerId: ALEX } },
        { action: "report-repair", before: null, after: { organisationId: MOAT } },
      ]),
    ).toEqual({ people: [SAM, ALEX], organisations: [MOAT] });
  });
});
