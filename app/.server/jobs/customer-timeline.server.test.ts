import { describe, expect, it } from "vitest";
import { customerTimeline, type TimelineEvent } from "./customer-timeline.server";

const AT = new Date("2026-07-10T09:00:00Z");

function event(overrides: Partial<TimelineEvent>): TimelineEvent {
  return {
    id: "1",
    at: AT,
    kind: "status",
    toStatus: null,
    actorRole: "system",
    note: null,
    internal: false,
    ...overrides,
  };
}

describe("customerTimeline", () => {
  it("words the booking's events with their London times", () => {
    expect(
      customerTimeline([
        event({ id: "1", kind: "created", toStatus: "requested", actorRole: "customer-link" }),
        event({ id: "2", toStatus: "confirmed" }),
        event({ id: "3", toStatus: "scheduled", actorRole: "admin" }),
      ]),
    ).toEqual([
      {
        id: "1",
        at: "2026-07-10T09:00:00.000Z",
        atLabel: "Friday 10 July, 10:00",
        title: "Booking received",
        detail: null,
      },
      {
        id: "2",
        at: "2026-07-10T09:00:00.000Z",
        atLabel: "Friday 10 July, 10:00",
        title: "Booking confirmed",
        detail: null,
      },
      {
        id: "3",
        at: "2026-07-10T09:00:00.000Z",
        atLabel: "Friday 10 July, 10:00",
        title: "Engineer scheduled",
        detail: null,
      },
    ]);
  });

  it("shows the customer's own notes and reasons, and the moves between windows", () => {
    const entries = customerTimeline([
      event({ kind: "note", actorRole: "client", note: "Gate code 1234" }),
      event({ kind: "note", actorRole: "customer-link", note: "Park behind" }),
      event({ toStatus: "cancelled", actorRole: "customer-link", note: "Fixed it" }),
      event({ kind: "rescheduled", actorRole: "client", note: "Mon → Tue" }),
    ]);
    expect(entries.map((entry) => [entry.title, entry.detail])).toEqual([
      ["Your note", "Gate code 1234"],
      ["Your note", "Park behind"],
      ["Booking cancelled", "Your reason: Fixed it"],
      ["Booking moved", "Mon → Tue"],
    ]);
  });

  it("leaves out notes by the business and event kinds it does not know", () => {
    expect(
      customerTimeline([
        event({ kind: "note", actorRole: "admin", note: "Internal" }),
        event({ kind: "note", actorRole: "engineer", note: "Internal" }),
        event({ toStatus: "cancelled", actorRole: "admin", note: "Internal reason" }),
        event({ kind: "photo", actorRole: "engineer" }),
        event({ kind: "status", toStatus: null }),
      ]),
    ).toEqual([
      {
        id: "1",
        at: "2026-07-10T09:00:00.000Z",
        atLabel: "Friday 10 July, 10:00",
        title: "Booking cancelled",
        detail: null,
      },
    ]);
  });

  it("says who added photos, and how many", () => {
    expect(
      customerTimeline([
        event({ kind: "photos", actorRole: "customer-link", note: "2 photos" }),
        event({ kind: "photos", actorRole: "engineer", note: "1 photo" }),
      ]).map((entry) => [entry.title, entry.detail]),
    ).toEqual([
      ["You added photos", "2 photos"],
      ["Photos added", "1 photo"],
    ]);
  });

  it("orders events oldest first, and those of one moment by id, numerically", () => {
    const entries = customerTimeline([
      event({ id: "10", toStatus: "scheduled" }),
      event({ id: "11", at: new Date("2026-07-09T09:00:00Z"), kind: "created" }),
      event({ id: "9", toStatus: "confirmed" }),
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(["11", "9", "10"]);
  });

  it("never shows what staff wrote on a status change, nor a blank note of the customer's", () => {
    expect(
      customerTimeline([
        event({ id: "1", toStatus: "en_route", actorRole: "engineer", note: "Leaving now." }),
        event({ id: "2", toStatus: "completed", actorRole: "engineer", note: "New washer." }),
        event({ id: "3", kind: "note", actorRole: "client", note: "   " }),
        event({ id: "4", kind: "assigned", actorRole: "admin", note: "Dan, he is nearest" }),
        event({ id: "5", kind: "eta", actorRole: "engineer", note: "Traffic on the A45" }),
        event({ id: "6", kind: "unassigned", actorRole: "admin", note: null }),
      ]).map((entry) => [entry.title, entry.detail]),
    ).toEqual([
      ["Engineer on the way", null],
      ["Job completed", null],
      ["Engineer assigned", null],
      ["Arrival time updated", null],
    ]);
  });

  it("never shows an internal note, and shows the office's message to the customer", () => {
    const entries = customerTimeline([
      event({ id: "1", kind: "note", actorRole: "admin", note: "Gate code 1234", internal: true }),
      event({ id: "2", kind: "message", actorRole: "admin", note: "Please clear the loft hatch" }),
      event({ id: "3", kind: "status", toStatus: "scheduled", actorRole: "admin", internal: true }),
    ]);
    expect(entries.map((entry) => [entry.title, entry.detail])).toEqual([
      ["Message from us", "Please clear the loft hatch"],
    ]);
  });
});
