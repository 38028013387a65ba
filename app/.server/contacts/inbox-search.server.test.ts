import { describe, expect, it } from "vitest";
import { readEnquirySearch } from "./inbox-search.server";

describe("readEnquirySearch", () => {
  it("reads each kind of search from what was typed", () => {
    expect(readEnquirySearch("#42")).toEqual({ kind: "reference", id: "42" });
    expect(readEnquirySearch(" 0042 ")).toEqual({ kind: "reference", id: "42" });
    expect(readEnquirySearch("07400 123456")).toEqual({ kind: "phone", e164: "+447400123456" });
    expect(readEnquirySearch("Sarah@Example")).toEqual({ kind: "email", prefix: "sarah@example" });
    expect(readEnquirySearch("cv5 6ab")).toEqual({ kind: "postcode", prefix: "CV5 6AB" });
    expect(readEnquirySearch("cv32")).toEqual({ kind: "postcode", prefix: "CV32 " });
    expect(readEnquirySearch("CV1 5")).toEqual({ kind: "postcode", prefix: "CV1 5" });
    expect(readEnquirySearch("Kitchen  TAP!")).toEqual({
      kind: "words",
      words: ["kitchen", "tap"],
    });
  });

  it("finds nothing to search in punctuation and keeps long input bounded", () => {
    expect(readEnquirySearch("   ")).toBeNull();
    expect(readEnquirySearch("?!%")).toBeNull();
    const search = readEnquirySearch(`${"a".repeat(500)} b c d e f g`);
    expect(search).toEqual({ kind: "words", words: ["a".repeat(40), "b", "c", "d", "e"] });
  });
});
