import { describe, expect, it } from "vitest";
import { SIGN_IN_THROTTLE, waitAfterFailures } from "./sign-in-throttle.server";

describe("waitAfterFailures", () => {
  it("lets the free failures through, then doubles the wait from 30 seconds", () => {
    const free = SIGN_IN_THROTTLE.freeFailuresPerAddress;
    expect([0, 1, 2].map((failures) => waitAfterFailures(failures, free))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7].map((failures) => waitAfterFailures(failures, free))).toEqual([
      30, 60, 120, 240, 480,
    ]);
  });

  it("never asks for more than 15 minutes, however many failures", () => {
    for (const failures of [8, 9, 20, 100, 1_000_000]) {
      expect(waitAfterFailures(failures, 3)).toBe(SIGN_IN_THROTTLE.maxWaitSeconds);
    }
    expect(SIGN_IN_THROTTLE.maxWaitSeconds).toBe(900);
  });

  it("starts an account's slow-down later than an address's", () => {
    const { freeFailuresPerAccount, freeFailuresPerAddress } = SIGN_IN_THROTTLE;
    expect(freeFailuresPerAccount).toBeGreaterThan(freeFailuresPerAddress);
    expect(waitAfterFailures(freeFailuresPerAccount - 1, freeFailuresPerAccount)).toBe(0);
    expect(waitAfterFailures(freeFailuresPerAccount, freeFailuresPerAccount)).toBe(30);
  });
});
