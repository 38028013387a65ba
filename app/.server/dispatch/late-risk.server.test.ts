import { describe, expect, it } from "vitest";
import type { JobStatus } from "../db/schema.server";
import { lateRisk, type LateRiskJob } from "./late-risk.server";

// A window of 08:00–10:00 UTC.
const START = new Date("2026-07-14T08:00:00Z");
const END = new Date("2026-07-14T10:00:00Z");
const at = (time: string) => new Date(`2026-07-14T${time}:00Z`);

function job(overrides: Partial<LateRiskJob> = {}): LateRiskJob {
  return {
    status: "scheduled",
    engineerId: "engineer",
    windowStart: START,
    windowEnd: END,
    ...overrides,
  };
}

describe("lateRisk", () => {
  it("is calm for an assigned job before its window and in its first half", () => {
    expect(lateRisk(job(), at("06:00"))).toBeNull();
    expect(lateRisk(job(), at("08:30"))).toBeNull();
    // Exactly half over is not yet more than half.
    expect(lateRisk(job(), at("09:00"))).toBeNull();
  });

  it("flags a job whose window is more than half over and nobody is on site", () => {
    for (const status of ["confirmed", "scheduled", "en_route", "requested"] as const) {
      expect(lateRisk(job({ status }), at("09:01"))?.kind, status).toBe("half-over");
    }
    expect(lateRisk(job(), at("09:30"))?.message).toMatch(/not on site/);
  });

  it("flags a job whose window is over and still not on site", () => {
    expect(lateRisk(job(), at("10:00"))?.kind).toBe("window-over");
    expect(lateRisk(job({ engineerId: null }), at("11:00"))).toMatchObject({
      kind: "window-over",
      message: "The window is over and no engineer was sent.",
    });
  });

  it("never flags a job on site, finished or cancelled", () => {
    const settled: JobStatus[] = ["on_site", "completed", "cancelled"];
    for (const status of settled) {
      expect(lateRisk(job({ status }), at("09:45")), status).toBeNull();
      expect(lateRisk(job({ status, engineerId: null }), at("07:30")), status).toBeNull();
    }
  });

  it("flags a job with no engineer from two hours before its window", () => {
    const nobody = job({ status: "confirmed", engineerId: null });
    expect(lateRisk(nobody, at("05:59"))).toBeNull();
    expect(lateRisk(nobody, at("06:00"))).toMatchObject({
      kind: "no-engineer-soon",
      message: "Starts in 2 h and no engineer is assigned.",
    });
    expect(lateRisk(nobody, at("06:35"))?.message).toBe(
      "Starts in 1 h 25 min and no engineer is assigned.",
    );
    expect(lateRisk(nobody, at("07:50"))?.message).toBe(
      "Starts in 10 min and no engineer is assigned.",
    );
    expect(lateRisk(nobody, at("08:10"))?.message).toBe(
      "The window has started and no engineer is assigned.",
    );
    expect(lateRisk(nobody, at("09:30"))?.kind).toBe("half-over");
  });

  it("leaves a job without a window alone", () => {
    expect(
      lateRisk(job({ engineerId: null, windowStart: null, windowEnd: null }), at("09:30")),
    ).toBeNull();
  });
});
