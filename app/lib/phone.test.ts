import { describe, expect, it } from "vitest";
import fullMinMetadata from "libphonenumber-js/metadata.min.json";
import { telHref } from "~/components/ui/phone-link";
import { formatUkPhone, parseUkPhone, toE164UkPhone, ukPhoneProblem } from "./phone";
import { UK_METADATA as ukMetadata } from "./phone-metadata.gb";

describe("parseUkPhone accepts every number a UK phone can dial", () => {
  const accepted: Array<[string, string]> = [
    ["07911 123456", "+447911123456"],
    ["07911123456", "+447911123456"],
    ["07911-123-456", "+447911123456"],
    ["07911 123 456", "+447911123456"],
    ["(07911) 123456", "+447911123456"],
    ["+44 7911 123456", "+447911123456"],
    ["+447911123456", "+447911123456"],
    ["+44 (0)7911 123456", "+447911123456"],
    ["+44 07911 123456", "+447911123456"],
    ["0044 7911 123456", "+447911123456"],
    ["0044 (0)7911 123456", "+447911123456"],
    ["447911123456", "+447911123456"],
    ["  07400 123456  ", "+447400123456"],
    ["07700 900123", "+447700900123"],
    ["07781 123456", "+447781123456"],
    ["07624 123456", "+447624123456"],
    ["024 7699 0123", "+442476990123"],
    ["02476990123", "+442476990123"],
    ["(024) 7699-0123", "+442476990123"],
    ["024.7699.0123", "+442476990123"],
    ["020 7946 0123", "+442079460123"],
    ["0121 496 0000", "+441214960000"],
    ["01632 960123", "+441632960123"],
    ["01534 123456", "+441534123456"],
    ["016977 2345", "+44169772345"],
    ["0300 123 4567", "+443001234567"],
    ["0333 123 4567", "+443331234567"],
    ["0800 123 4567", "+448001234567"],
    ["0800 123456", "+44800123456"],
    ["0808 157 0192", "+448081570192"],
    ["0845 464 0000", "+448454640000"],
    ["0870 123 4567", "+448701234567"],
    ["0909 123 4567", "+449091234567"],
    ["056 1234 5678", "+445612345678"],
    ["055 1234 5678", "+445512345678"],
    ["070 1234 5678", "+447012345678"],
    ["tel:+442476990123", "+442476990123"],
  ];
  it.each(accepted)("%s → %s", (input, e164) => {
    expect(parseUkPhone(input)).toEqual({ ok: true, e164 });
    expect(toE164UkPhone(input)).toBe(e164);
  });
});

describe("parseUkPhone says what is wrong", () => {
  const refused: Array<[string, string]> = [
    ["", "empty"],
    ["   ", "empty"],
    ["hello", "characters"],
    ["07911 12345a", "characters"],
    ["07911+123456", "characters"],
    ["024 7699 0123 ext 12", "extension"],
    ["024 7699 0123 x12", "extension"],
    ["+1 212 555 0123", "abroad"],
    ["+33 1 23 45 67 89", "abroad"],
    ["+353 1 234 5678", "abroad"],
    ["00353 1 234 5678", "abroad"],
    ["7911 123456", "noLeadingZero"],
    ["1234", "noLeadingZero"],
    ["0", "tooShort"],
    ["07911 12345", "tooShort"],
    ["024 7699", "tooShort"],
    ["0800 12345", "tooShort"],
    ["+44 7911 12345", "tooShort"],
    ["07911 1234567", "tooLong"],
    ["0".repeat(31), "abroad"],
    ["020 7946 01234", "tooLong"],
    ["0121 496 00000", "tooLong"],
    ["04123 456789", "notInUse"],
    ["06123 456789", "notInUse"],
  ];
  it.each(refused)("%j: %s", (input, problem) => {
    expect(parseUkPhone(input)).toEqual({ ok: false, problem });
    expect(toE164UkPhone(input)).toBeNull();
  });

  it("words each problem for the person typing", () => {
    expect(ukPhoneProblem("07911 12345")).toMatch(/too short/);
    expect(ukPhoneProblem("+33 1 23 45 67 89")).toMatch(/another country/);
    expect(ukPhoneProblem("07911 123456")).toBeNull();
  });
});

describe("formatUkPhone", () => {
  it("shows stored numbers the UK way", () => {
    expect(formatUkPhone("+442476990123")).toBe("024 7699 0123");
    expect(formatUkPhone("+447400123456")).toBe("07400 123456");
    expect(formatUkPhone("+447911123456")).toBe("07911 123456");
    expect(formatUkPhone("+448001234567")).toBe("0800 123 4567");
  });

  it("round-trips with toE164UkPhone", () => {
    for (const input of ["024 7699 0123", "07911 123456", "0121 496 0000", "0300 123 4567"]) {
      const e164 = toE164UkPhone(input) ?? "";
      expect(toE164UkPhone(formatUkPhone(e164))).toBe(e164);
    }
  });

  it("returns text it cannot parse unchanged", () => {
    expect(formatUkPhone("not a phone")).toBe("not a phone");
    expect(formatUkPhone("")).toBe("");
  });
});

describe("telHref", () => {
  it("dials the E.164 number", () => {
    expect(telHref("024 7699 0123")).toBe("tel:+442476990123");
    expect(telHref("07911 123456")).toBe("tel:+447911123456");
    expect(telHref("+447911123456")).toBe("tel:+447911123456");
  });
});

describe("the UK-only layout metadata", () => {
  it("is the installed libphonenumber-js's own UK entry (else: node scripts/make-phone-metadata.mjs)", () => {
    expect(ukMetadata).toEqual({
      version: fullMinMetadata.version,
      country_calling_codes: { 44: ["GB"] },
      countries: { GB: fullMinMetadata.countries.GB },
      nonGeographic: {},
    });
  });
});
