import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import fullMinMetadata from "libphonenumber-js/metadata.min.json";
import { describe, expect, it } from "vitest";
import { formatUkPhone, toE164UkPhone } from "./phone";
import { UK_METADATA as ukMetadata } from "./phone-metadata.gb";

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

describe("the UK-only metadata", () => {
  it("is the installed libphonenumber-js's own UK entry (else: node scripts/make-phone-metadata.mjs)", () => {
    expect(ukMetadata).toEqual({
      version: fullMinMetadata.version,
      country_calling_codes: { 44: ["GB"] },
      countries: { GB: fullMinMetadata.countries.GB },
      nonGeographic: {},
    });
  });

  it("answers as the library with every country's metadata did", () => {
    const withEveryCountry = (input: string) => {
      const parsed = parsePhoneNumberFromString(input, "GB");
      return parsed && parsed.isValid() && parsed.country === "GB" ? parsed.number : null;
    };
    const inputs = [
      "024 7699 0123",
      "07400 123456",
      "+44 7700 900123",
      "0800 123 4567",
      "0845 464 0000",
      "0300 123 4567",
      "056 1234 5678",
      "070 1234 5678",
      "0044 121 496 0000",
      "tel:+442476990123",
      "024 7699 0123 ext 12",
      // Jersey, Guernsey and the Isle of Man share +44: not UK numbers for us.
      "01534 123456",
      "+44 1534 123456",
      "01481 123456",
      "07781 123456",
      "07624 123456",
      "+44 7624 123456",
      "+1 212 555 0123",
      "+353 1 234 5678",
      "07400 12345",
      "",
    ];
    for (const input of inputs) {
      expect(toE164UkPhone(input), input).toBe(withEveryCountry(input));
    }
  });
});
