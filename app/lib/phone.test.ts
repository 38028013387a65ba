import { describe, expect, it } from "vitest";
import { formatUkPhone, toE164UkPhone } from "./phone";

describe("toE164UkPhone", () => {
  it("converts UK landlines written in the usual ways", () => {
    expect(toE164UkPhone("024 7699 0123")).toBe("+442476990123");
    expect(toE164UkPhone("02476990123")).toBe("+442476990123");
    expect(toE164UkPhone("(024) 7699-0123")).toBe("+442476990123");
    expect(toE164UkPhone("+44 24 7699 0123")).toBe("+442476990123");
    expect(toE164UkPhone("+44 (0)24 7699 0123")).toBe("+442476990123");
    expect(toE164UkPhone("0044 24 7699 0123")).toBe("+442476990123");
    expect(toE164UkPhone("0121 496 0000")).toBe("+441214960000");
  });

  it("converts UK mobiles", () => {
    expect(toE164UkPhone("07400 123456")).toBe("+447400123456");
    expect(toE164UkPhone("+447400123456")).toBe("+447400123456");
  });

  it("accepts freephone numbers", () => {
    expect(toE164UkPhone("0800 123 4567")).toBe("+448001234567");
  });

  it("refuses numbers of other countries", () => {
    expect(toE164UkPhone("+1 212 555 0123")).toBeNull();
    expect(toE164UkPhone("+33 1 23 45 67 89")).toBeNull();
    expect(toE164UkPhone("+353 1 234 5678")).toBeNull();
  });

  it("refuses text that is not a valid number", () => {
    expect(toE164UkPhone("")).toBeNull();
    expect(toE164UkPhone("hello")).toBeNull();
    expect(toE164UkPhone("1234")).toBeNull();
    expect(toE164UkPhone("024 7699")).toBeNull();
  });
});

describe("formatUkPhone", () => {
  it("shows stored numbers the UK way", () => {
    expect(formatUkPhone("+442476990123")).toBe("024 7699 0123");
    expect(formatUkPhone("+447400123456")).toBe("07400 123456");
  });

  it("round-trips with toE164UkPhone", () => {
    const e164 = toE164UkPhone("024 7699 0123");
    expect(e164).not.toBeNull();
    expect(toE164UkPhone(formatUkPhone(e164 ?? ""))).toBe(e164);
  });

  it("returns text it cannot parse unchanged", () => {
    expect(formatUkPhone("not a phone")).toBe("not a phone");
    expect(formatUkPhone("")).toBe("");
  });
});
