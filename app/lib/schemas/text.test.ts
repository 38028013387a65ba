import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, multilineText, text } from "./text";

describe("text fields refuse control characters", () => {
  it.each(["Jo\u0000", "a\u0007b", "tab\there", "line\nbreak", "del\u007f"])(
    "a one-line field refuses %j with a message",
    (value) => {
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    },
  );

  it("a multi-line field keeps tabs and line breaks but refuses NUL", () => {
    expect(multilineText().safeParse("one\r\ntwo\tthree").success).toBe(true);
    expect(multilineText().safeParse("one\u0000").success).toBe(false);
  });

  it("ordinary text, accents and emoji pass", () => {
    expect(text().safeParse("Zoë O'Brien — Flat 3 🔧").success).toBe(true);
    expect(hasControlCharacter("plain")).toBe(false);
  });
});

describe("the pattern a browser gets from these fields", () => {
  const constraint = getZodConstraint(z.object({ name: text(), note: multilineText() }));
  // Every code point up to DEL, and a few beyond it.
  const samples = [
    ...Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)),
    "\u0085",
    "\u00a0",
    "ë",
    "🔧",
  ];

  it("is written in printable ASCII: no raw control character reaches the HTML", () => {
    for (const field of ["name", "note"]) {
      expect(constraint[field]?.pattern).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it("accepts and refuses the same characters as the schema, read as a browser reads it", () => {
    // HTML compiles a pattern as ^(?:pattern)$ with the `v` flag.
    const html = (field: string) => new RegExp(`^(?:${constraint[field]?.pattern})$`, "v");
    for (const sample of samples) {
      const value = `a${sample}b`;
      expect(html("name").test(value), JSON.stringify(value)).toBe(text().safeParse(value).success);
      // A text area has no pattern attribute; its line breaks are the schema's to judge.
      if (sample === "\n" || sample === "\r") continue;
      expect(html("note").test(value), JSON.stringify(value)).toBe(
        multilineText().safeParse(value).success,
      );
    }
  });
});
