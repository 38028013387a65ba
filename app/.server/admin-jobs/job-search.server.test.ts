import { describe, expect, it } from "vitest";
import { likePrefix, prefixTsQuery, readJobSearch } from "./job-search.server";

describe("readJobSearch", () => {
  it("reads each kind of search as what it most likely is", () => {
    expect(readJobSearch("CV-2026-000123")).toEqual({ kind: "reference", number: "000123" });
    expect(readJobSearch("cv2026000123")).toEqual({ kind: "reference", number: "000123" });
    expect(readJobSearch("123")).toEqual({ kind: "reference", number: "000123" });
    expect(readJobSearch("1234567")).toEqual({ kind: "reference", number: "1234567" });
    expect(readJobSearch("07400 123456")).toEqual({ kind: "phone", e164: "+447400123456" });
    expect(readJobSearch("+44 24 7699 0123")).toEqual({ kind: "phone", e164: "+442476990123" });
    expect(readJobSearch("Sarah@Example")).toEqual({ kind: "email", prefix: "sarah@example" });
    expect(readJobSearch("cv15dz")).toEqual({ kind: "postcode", prefix: "CV1 5DZ" });
    expect(readJobSearch("cv1")).toEqual({ kind: "postcode", prefix: "CV1 " });
    expect(readJobSearch("CV1 5")).toEqual({ kind: "postcode", prefix: "CV1 5" });
    expect(readJobSearch("  Sarah   O'Brien ")).toEqual({
      kind: "name",
      words: ["sarah", "o", "brien"],
      emailPrefix: "sarah o'brien",
    });
    expect(readJobSearch("Zoë")).toMatchObject({ kind: "name", words: ["zoë"] });
    expect(readJobSearch("000")).toMatchObject({ kind: "name", words: ["000"] });
    expect(readJobSearch("   ")).toBeNull();
    expect(readJobSearch("!!! & |")).toBeNull();
  });

  it("never lets typed text act as a pattern or as query syntax", () => {
    expect(likePrefix("50%_off\\")).toBe("50\\%\\_off\\\\%");
    expect(prefixTsQuery(["sarah", "mitch"])).toBe("sarah:* & mitch:*");
    expect(readJobSearch("a & !b | (c:*)")).toMatchObject({ words: ["a", "b", "c"] });
  });
});
