import { describe, expect, it } from "vitest";
import { redactPersonalData } from "./redact";

describe("redactPersonalData", () => {
  it.each([
    ["my e-mail is jo.smith+house@example.co.uk thanks", "my e-mail is [e-mail] thanks"],
    ["JO@EXAMPLE.COM, or jo_99@mail.example.org", "[e-mail], or [e-mail]"],
    ["reply to 07700900123@texts.example.com", "reply to [e-mail]"],
  ])("replaces e-mail addresses: %s", (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it.each([
    ["call 07700 900123", "call [phone]"],
    ["call 07700-900-123 today", "call [phone] today"],
    ["mobile 07700900123.", "mobile [phone]."],
    ["+44 7700 900123", "[phone]"],
    ["+447700900123", "[phone]"],
    ["0044 7700 900123", "[phone]"],
    ["+44 (0)24 7699 0123", "[phone]"],
    ["024 7699 0123", "[phone]"],
    ["(024) 7699 0123 after six", "[phone] after six"],
    ["01926 123456", "[phone]"],
    ["0 7 7 0 0 9 0 0 1 2 3", "[phone]"],
    ["tel:07700900123", "tel:[phone]"],
  ])("replaces UK phone numbers: %s", (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it("replaces any other run of eight or more digits", () => {
    expect(redactPersonalData("account 12345678, card 4111 1111 1111 1111")).toBe(
      "account [number], card [number]",
    );
  });

  it.each([
    "Do you cover CV3 5AB?",
    "Can you fit 2 shelves in CV32 4AB for £65?",
    "Is £1,250 right for 3 doors?",
    "Tomorrow at 10:30 or on 23/11/2026",
    "Job WFC-1234567 was late",
    "A 25-30 minute job, 2 or 3 taps",
  ])("keeps postcodes and ordinary numbers: %s", (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });

  it("never lets a postcode's digit start a phone number", () => {
    expect(redactPersonalData("CV3 07700900123")).toBe("CV3 [phone]");
    expect(redactPersonalData("CV3 5AB, jo@example.com, 07700 900123")).toBe(
      "CV3 5AB, [e-mail], [phone]",
    );
  });
});
