import { describe, expect, it } from "vitest";
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
