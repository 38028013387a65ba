import { describe, expect, it } from "vitest";
import { outboxMessageId, retryDelayMs } from "./sender.server";

const MINUTE = 60_000;

describe("retryDelayMs", () => {
  it("waits one minute after the first failure, doubling after each further one", () => {
    expect(retryDelayMs(1)).toBe(1 * MINUTE);
    expect(retryDelayMs(2)).toBe(2 * MINUTE);
    expect(retryDelayMs(3)).toBe(4 * MINUTE);
    expect(retryDelayMs(4)).toBe(8 * MINUTE);
    expect(retryDelayMs(5)).toBe(16 * MINUTE);
    expect(retryDelayMs(6)).toBe(32 * MINUTE);
  });

  it("waits at most an hour", () => {
    expect(retryDelayMs(7)).toBe(60 * MINUTE);
    expect(retryDelayMs(8)).toBe(60 * MINUTE);
    expect(retryDelayMs(50)).toBe(60 * MINUTE);
    expect(retryDelayMs(10_000)).toBe(60 * MINUTE);
  });

  it("treats zero or negative attempts like the first", () => {
    expect(retryDelayMs(0)).toBe(MINUTE);
    expect(retryDelayMs(-3)).toBe(MINUTE);
  });

  it("never shrinks as attempts grow", () => {
    let previous = 0;
    for (let attempts = 0; attempts <= 20; attempts++) {
      const delay = retryDelayMs(attempts);
      expect(delay).toBeGreaterThanOrEqual(previous);
      previous = delay;
    }
  });
});

describe("outboxMessageId", () => {
  it("names the row and the sender's domain, the same on every attempt", () => {
    const from = "We Fix Coventry <bookings@wefixcoventry.co.uk>";
    expect(outboxMessageId("42", from)).toBe("<outbox-42@wefixcoventry.co.uk>");
    expect(outboxMessageId("42", from)).toBe(outboxMessageId("42", from));
    expect(outboxMessageId("43", from)).not.toBe(outboxMessageId("42", from));
  });

  it("falls back to localhost when the sender has no domain", () => {
    expect(outboxMessageId("7", "bookings")).toBe("<outbox-7@localhost>");
  });
});
