import { describe, expect, it } from "vitest";
import { versionOf, type JobVersionFields } from "./job-version.server";

const FIELDS: JobVersionFields = {
  status: "confirmed",
  updated_at: new Date("2026-07-10T09:00:00Z"),
  eta: null,
  engineer_id: null,
  window_start: new Date("2026-07-14T07:00:00Z"),
  window_end: new Date("2026-07-14T09:00:00Z"),
  outcome: null,
  summary: null,
  last_event_id: "2",
  last_photo_id: null,
};

describe("versionOf", () => {
  it("is stable for the same job state and reveals none of it", () => {
    const version = versionOf(FIELDS);
    expect(versionOf({ ...FIELDS })).toBe(version);
    expect(version).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("changes with anything the tracking page shows", () => {
    const version = versionOf(FIELDS);
    const changes: Partial<JobVersionFields>[] = [
      { status: "scheduled" },
      { updated_at: new Date("2026-07-10T09:00:01Z") },
      { eta: new Date("2026-07-14T07:30:00Z") },
      { engineer_id: "6f1d2c1e-0000-4000-8000-000000000001" },
      { window_start: new Date("2026-07-14T09:00:00Z") },
      { window_end: new Date("2026-07-14T11:00:00Z") },
      { last_event_id: "3" },
      { outcome: "completed" },
      { summary: "Replaced the washer." },
      { last_photo_id: "6f1d2c1e-0000-4000-8000-000000000002" },
    ];
    for (const change of changes) {
      expect(versionOf({ ...FIELDS, ...change }), JSON.stringify(change)).not.toBe(version);
    }
  });
});
