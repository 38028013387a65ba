import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_RULES } from "~/lib/booking-rules";
import type { JobStatus } from "../db/schema.server";
import { customerChangeVerdict, noteVerdict } from "./customer-change-rules.server";

const WINDOW = new Date("2026-07-14T07:00:00Z");
const PHONE = "024 7699 0123";
const EARLY = new Date("2026-07-10T09:00:00Z");

function verdict(status: JobStatus, now = EARLY, rules = DEFAULT_BOOKING_RULES) {
  return customerChangeVerdict({ status, windowStart: WINDOW }, now, rules, PHONE);
}

describe("customerChangeVerdict", () => {
  it("allows changes to a booked job until the cut-off, and says until when", () => {
    for (const status of ["requested", "confirmed", "scheduled"] as const) {
      expect(verdict(status)).toEqual({
        allowed: true,
        deadline: new Date("2026-07-13T07:00:00Z"),
      });
    }
  });

  it("closes changes exactly 24 hours before the window, with the phone number", () => {
    const reason = `Changes close 24 hours before the arrival window — call us on ${PHONE}.`;
    expect(verdict("confirmed", new Date("2026-07-13T06:59:59.999Z")).allowed).toBe(true);
    expect(verdict("confirmed", new Date("2026-07-13T07:00:00Z"))).toEqual({
      allowed: false,
      reason,
    });
    expect(verdict("scheduled", new Date("2026-07-14T08:00:00Z"))).toEqual({
      allowed: false,
      reason,
    });
  });

  it("follows the cut-off in the settings", () => {
    const rules = { ...DEFAULT_BOOKING_RULES, changeCutoffHours: 1 };
    expect(verdict("confirmed", new Date("2026-07-14T05:30:00Z"), rules).allowed).toBe(true);
    expect(verdict("confirmed", new Date("2026-07-14T06:30:00Z"), rules)).toEqual({
      allowed: false,
      reason: `Changes close 1 hour before the arrival window — call us on ${PHONE}.`,
    });
  });

  it("never allows changing a completed or cancelled job, however early", () => {
    expect(verdict("completed")).toEqual({ allowed: false, reason: "This job is completed." });
    expect(verdict("cancelled")).toEqual({ allowed: false, reason: "This job was cancelled." });
  });

  it("sends the customer to the phone once the visit is under way", () => {
    for (const status of ["en_route", "on_site"] as const) {
      expect(verdict(status)).toEqual({
        allowed: false,
        reason: `The visit is under way, so it can no longer be changed online — call us on ${PHONE}.`,
      });
    }
  });
});

describe("noteVerdict", () => {
  it("takes notes on every open job, after the cut-off and under way too", () => {
    for (const status of ["requested", "confirmed", "scheduled", "en_route", "on_site"] as const) {
      expect(noteVerdict(status)).toEqual({ allowed: true });
    }
  });

  it("refuses notes on finished and cancelled jobs", () => {
    expect(noteVerdict("completed")).toEqual({ allowed: false, reason: "This job is completed." });
    expect(noteVerdict("cancelled")).toEqual({ allowed: false, reason: "This job was cancelled." });
  });
});
