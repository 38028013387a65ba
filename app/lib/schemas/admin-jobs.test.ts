import { describe, expect, it } from "vitest";
import { callerBookingSchema, jobDispatchFormSchema, parsePounds, priceSchema } from "./admin-jobs";

const JOB_ID = "00000000-0000-4000-8000-000000000000";

describe("parsePounds", () => {
  it("reads pounds and pence as whole pence, never through a binary fraction", () => {
    expect(parsePounds("45")).toBe(4500);
    expect(parsePounds("£45.5")).toBe(4550);
    expect(parsePounds("£ 0.29")).toBe(29);
    expect(parsePounds("1,234.56")).toBe(123456);
    expect(parsePounds("  ")).toBeNull();
    for (const bad of ["45.555", "-4", "4,5", "£", "1e3", "45p", "12,34.00", ".5", "4 5"]) {
      expect(parsePounds(bad)).toBe("invalid");
    }
  });

  it("refuses more than the database holds", () => {
    expect(priceSchema.safeParse({ jobId: JOB_ID, price: "1,000,000.00" }).success).toBe(true);
    expect(priceSchema.safeParse({ jobId: JOB_ID, price: "1000000.01" }).success).toBe(false);
    expect(priceSchema.parse({ jobId: JOB_ID })).toEqual({ jobId: JOB_ID, price: null });
  });
});

describe("the job page's assign/move form", () => {
  it("keeps the window with neither day nor time, and wants both to move", () => {
    expect(jobDispatchFormSchema.parse({ jobId: JOB_ID, engineerId: "" })).toEqual({
      jobId: JOB_ID,
      engineerId: null,
      date: null,
      windowTime: null,
      reason: null,
    });
    const half = jobDispatchFormSchema.safeParse({ jobId: JOB_ID, date: "2026-12-01" });
    expect(half.success ? [] : half.error.issues.map((issue) => issue.path)).toEqual([
      ["windowTime"],
    ]);
    expect(
      jobDispatchFormSchema.safeParse({ jobId: JOB_ID, date: "2026-12-01", windowTime: "24:00" })
        .success,
    ).toBe(false);
  });
});

describe("the office's booking form", () => {
  it("takes the booking form's fields, a window by its start and an optional engineer", () => {
    const parsed = callerBookingSchema.parse({
      service: "plumbing-repairs",
      description: "The kitchen tap drips all night.",
      postcode: "cv1 5dz",
      date: "2026-12-01",
      windowTime: "08:00",
      address: "12 Spon Street, Coventry",
      name: "Sarah Mitchell",
      email: "Sarah@Example.com",
      phone: "07400 123456",
      engineerId: "",
    });
    expect(parsed).toMatchObject({
      postcode: "CV1 5DZ",
      email: "sarah@example.com",
      phone: "+447400123456",
      emergency: false,
      engineerId: null,
    });
  });
});
