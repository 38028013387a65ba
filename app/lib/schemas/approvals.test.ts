import { describe, expect, it } from "vitest";
import {
  approvalDecisionSchema,
  APPROVAL_MESSAGES,
  estimateSchema,
  optionalEstimate,
} from "./approvals";

const JOB = "00000000-0000-4000-8000-000000000000";

describe("estimates", () => {
  it("reads pounds and pence as whole pence", () => {
    expect(estimateSchema.parse({ jobId: JOB, estimate: "400" }).estimate).toBe(40_000);
    expect(estimateSchema.parse({ jobId: JOB, estimate: "£1,250.5" }).estimate).toBe(125_050);
    expect(optionalEstimate.parse("")).toBeNull();
    expect(optionalEstimate.parse(undefined)).toBeNull();
  });

  it("refuses words, an empty required estimate and more than £1,000,000", () => {
    for (const estimate of ["four hundred", "", "1000000.01", "12.345"]) {
      expect(estimateSchema.safeParse({ jobId: JOB, estimate }).success).toBe(false);
    }
  });
});

describe("a decision", () => {
  it("approves without a reason, and declines only with one of at most 500 characters", () => {
    expect(approvalDecisionSchema.parse({ decision: "approve" })).toEqual({
      decision: "approve",
      reason: null,
    });
    const missing = approvalDecisionSchema.safeParse({ decision: "decline", reason: "  " });
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.message)).toEqual([
      APPROVAL_MESSAGES.reason,
    ]);
    expect(
      approvalDecisionSchema.safeParse({ decision: "decline", reason: "x".repeat(501) }).success,
    ).toBe(false);
    expect(
      approvalDecisionSchema.safeParse({ decision: "decline", reason: "a\u0000b" }).success,
    ).toBe(false);
    expect(approvalDecisionSchema.safeParse({ decision: "maybe" }).success).toBe(false);
  });
});
