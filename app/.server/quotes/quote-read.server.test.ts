import { describe, expect, it } from "vitest";
import { quoteState } from "./quote-read.server";

describe("a quote's state", () => {
  const sent = { status: "sent" as const, valid_until: "2026-03-29" };

  it("is open through its last day in London and expired from the next", () => {
    // 29 March 2026 is the day the clocks go forward: 23:30 UTC is already 30 March in London.
    expect(quoteState(sent, new Date("2026-03-29T22:59:00Z"))).toBe("open");
    expect(quoteState(sent, new Date("2026-03-29T23:00:00Z"))).toBe("expired");
  });

  it("is its status once decided or withdrawn, whatever the day", () => {
    const later = new Date("2027-01-01T12:00:00Z");
    expect(quoteState({ ...sent, status: "accepted" }, later)).toBe("accepted");
    expect(quoteState({ ...sent, status: "withdrawn" }, later)).toBe("withdrawn");
    expect(quoteState({ status: "draft", valid_until: null }, later)).toBe("draft");
  });
});
