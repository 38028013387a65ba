import { describe, expect, it } from "vitest";
import { changedFields } from "./change-history.server";

describe("changedFields", () => {
  it("lists only the fields whose values differ, with both values as text", () => {
    expect(
      changedFields(
        "Saved the profile",
        { phone: "+442476990123", name: "We Fix Coventry", areas: ["CV1"] },
        { phone: "+442476990999", name: "We Fix Coventry", areas: ["CV1", "CV2"] },
      ),
    ).toEqual([
      { name: "phone", before: "+442476990123", after: "+442476990999" },
      { name: "areas", before: '["CV1"]', after: '["CV1","CV2"]' },
    ]);
  });

  it("shows a field that appears or disappears against a dash", () => {
    expect(changedFields("Added a note", null, { note: "Gate code 1234" })).toEqual([
      { name: "note", before: "—", after: "Gate code 1234" },
    ]);
    expect(changedFields("Removed", { role: "engineer" }, undefined)).toEqual([
      { name: "role", before: "engineer", after: "—" },
    ]);
  });

  it("names a change of a plain value after its action, and nothing when there is none", () => {
    expect(changedFields("Set the window length", 2, 3)).toEqual([
      { name: "Set the window length", before: "2", after: "3" },
    ]);
    expect(changedFields("Viewed", null, null)).toEqual([]);
  });
});
