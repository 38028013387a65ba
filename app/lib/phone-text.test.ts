import { describe, expect, it } from "vitest";
import { formatUkPhone } from "./phone";
import { splitPhoneNumbers } from "./phone-text";

const phonesIn = (text: string) =>
  splitPhoneNumbers(text)
    .filter((part) => part.phone)
    .map((part) => part.text);

describe("splitPhoneNumbers", () => {
  it("finds every kind of number the way the site lays it out", () => {
    for (const stored of [
      "+442476990123",
      "+447911123456",
      "+448001234567",
      "+441216060123",
      "+441632960123",
      "+443001234567",
      "+44800123456",
    ]) {
      const shown = formatUkPhone(stored);
      expect(phonesIn(`Call us on ${shown}.`), shown).toEqual([shown]);
    }
    expect(phonesIn("Ring 024 7699 0123, 07911 123456 or 0800 123 4567.")).toEqual([
      "024 7699 0123",
      "07911 123456",
      "0800 123 4567",
    ]);
  });

  it("also finds a number written with +44 or without spaces", () => {
    expect(phonesIn("Call +44 24 7699 0123 or 02476990123")).toEqual([
      "+44 24 7699 0123",
      "02476990123",
    ]);
  });

  it("keeps every character of the text, in order", () => {
    const text = "For anything else, call 024 7699 0123 or e-mail us.\n\nOpen 08:00–18:00.";
    const parts = splitPhoneNumbers(text);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts).toEqual([
      { text: "For anything else, call ", phone: false },
      { text: "024 7699 0123", phone: true },
      { text: " or e-mail us.\n\nOpen 08:00–18:00.", phone: false },
    ]);
    expect(splitPhoneNumbers("024 7699 0123")).toEqual([{ text: "024 7699 0123", phone: true }]);
    expect(splitPhoneNumbers("")).toEqual([]);
  });

  it("leaves prices, times, dates, postcodes, references and other numbers as text", () => {
    for (const text of [
      "Leaky tap repair: from £55.00",
      "Next free windows: Monday 13 July 08:00–10:00, 10:00–12:00",
      "We cover CV3 5AB (Coventry) and CV34.",
      "Your reference is CV-2026-000123.",
      "Open 2026 0800 to 1800",
      "Account 12345678901",
      "An 0800 number is free: 0800 123",
      "Ring 07911 123456 789 for nothing",
      "Call 04 1234 5678",
    ]) {
      expect(phonesIn(text), text).toEqual([]);
    }
  });
});
