import { describe, expect, it } from "vitest";
import {
  addPlannedSchema,
  editPropertySchema,
  NEW_PROPERTY,
  reportRepairSchema,
} from "./organisations-write";

const report = {
  propertyId: "00000000-0000-4000-8000-000000000000",
  service: "plumbing-repairs",
  description: "The kitchen tap drips all night.",
  priority: "urgent",
};

describe("reportRepairSchema", () => {
  it("reads a report with its optional window and phone", () => {
    const parsed = reportRepairSchema.parse({
      ...report,
      tellTenant: "on",
      contactPhone: "07400 123456",
      date: "2026-07-14",
      windowStart: "2026-07-14T08:00:00+01:00",
    });
    expect(parsed).toMatchObject({
      tellTenant: true,
      contactPhone: "+447400123456",
      windowStart: "2026-07-14T07:00:00.000Z",
    });
  });

  it("refuses a window that is not an instant, and an unknown priority", () => {
    const result = reportRepairSchema.safeParse({
      ...report,
      priority: "soonish",
      windowStart: "tomorrow morning",
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "priority",
      "windowStart",
    ]);
  });

  it("asks for the new property's label, address and postcode only when adding one", () => {
    const adding = reportRepairSchema.safeParse({ ...report, propertyId: NEW_PROPERTY });
    expect(adding.error?.issues.map((issue) => issue.path[0])).toEqual([
      "newLabel",
      "newAddress",
      "newPostcode",
    ]);
    const parsed = reportRepairSchema.parse({
      ...report,
      propertyId: NEW_PROPERTY,
      newLabel: "Flat 2",
      newAddress: "2 Spon Street, Coventry",
      newPostcode: "cv13ba",
      newTenantEmail: "Tia@Example.com",
    });
    expect(parsed).toMatchObject({ newPostcode: "CV1 3BA", newTenantEmail: "tia@example.com" });
  });
});

describe("property and planned work schemas", () => {
  it("stores the tenant's phone in E.164 and refuses an invalid one", () => {
    const base = { label: "Flat 1", address: "1 Spon Street", postcode: "CV1 3BA" };
    expect(editPropertySchema.parse({ ...base, tenantPhone: "07400 123456" })).toMatchObject({
      tenantPhone: "+447400123456",
      removeKeySafeCode: false,
    });
    expect(editPropertySchema.safeParse({ ...base, tenantPhone: "07700 9001" }).success).toBe(
      false,
    );
    expect(editPropertySchema.safeParse({ ...base, keySafeCode: "1".repeat(41) }).success).toBe(
      false,
    );
  });

  it("wants whole months from 1 to 120 and a calendar date", () => {
    const planned = { service: "gutter-cleaning", description: "Clear the gutters" };
    expect(
      addPlannedSchema.safeParse({ ...planned, everyMonths: 12, nextDue: "2026-09-01" }).success,
    ).toBe(true);
    for (const everyMonths of [0, 121, 1.5]) {
      expect(
        addPlannedSchema.safeParse({ ...planned, everyMonths, nextDue: "2026-09-01" }).success,
      ).toBe(false);
    }
    expect(
      addPlannedSchema.safeParse({ ...planned, everyMonths: 3, nextDue: "2026-02-30" }).success,
    ).toBe(false);
  });
});
