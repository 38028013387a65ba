import { describe, expect, it } from "vitest";
import { parseUserFilters, userFilterQuery } from "./user-filters.server";
import { decodeUserCursor, encodeUserCursor } from "./user-list.server";

describe("parseUserFilters", () => {
  it("reads a search and a role, and keeps the page's cursor", () => {
    expect(parseUserFilters(new URLSearchParams("q=+Sarah+&role=engineer&after=abc"))).toEqual({
      filters: { q: "Sarah", role: "engineer" },
      values: { q: " Sarah ", role: "engineer" },
      problems: {},
      after: "abc",
    });
  });

  it("applies nothing it cannot read, and says so next to the field", () => {
    const parsed = parseUserFilters(new URLSearchParams({ q: "a\u0000b", role: "owner" }));
    expect(parsed.filters).toEqual({});
    expect(Object.keys(parsed.problems)).toEqual(["q", "role"]);
  });

  it("writes the filters back as the page links' query", () => {
    expect(userFilterQuery({ q: "jo@", role: "disabled" }, "next")).toBe(
      "q=jo%40&role=disabled&after=next",
    );
  });
});

describe("the list's cursor", () => {
  const cursor = {
    created: "2026-11-30T08:00:00.123456Z",
    id: "8f3c2f5e-7d2a-4c1b-9a55-0b6f1d2e3a4b",
  };

  it("reads back what it wrote", () => {
    expect(decodeUserCursor(encodeUserCursor(cursor))).toEqual(cursor);
  });

  it("refuses what it did not write", () => {
    for (const value of [
      null,
      "",
      "not base64!",
      Buffer.from("2026-02-30T08:00:00.000000Z|8f3c2f5e-7d2a-4c1b-9a55-0b6f1d2e3a4b").toString(
        "base64url",
      ),
      Buffer.from(`${cursor.created}|not-a-uuid`).toString("base64url"),
      Buffer.from(`${cursor.created}|${cursor.id}|more`).toString("base64url"),
      "A".repeat(500),
    ]) {
      expect(decodeUserCursor(value)).toBeNull();
    }
  });
});
