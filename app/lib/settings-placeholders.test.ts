import { describe, expect, it } from "vitest";
import { fillSettingsPlaceholders, fillVatChoices } from "./settings-placeholders";

describe("fillVatChoices", () => {
  it("takes the first text for a VAT-registered business and the second otherwise", () => {
    const text = "Call-out £45, {vat:VAT included|no VAT to add}. Price{vat: (VAT included)|}";
    expect(fillVatChoices(text, true)).toBe("Call-out £45, VAT included. Price (VAT included)");
    expect(fillVatChoices(text, false)).toBe("Call-out £45, no VAT to add. Price");
  });

  it("leaves other placeholders and lone braces alone", () => {
    expect(fillVatChoices("{price:labour.hour} {vat:only one}", true)).toBe(
      "{price:labour.hour} {vat:only one}",
    );
  });

  it("is part of the settings' filler, with the hours and the cut-off", () => {
    const filled = fillSettingsPlaceholders("Open {hours}; {vat:VAT included|no VAT}.", {
      openingHours: [
        {
          days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "06:00",
          closes: "22:00",
        },
      ],
      changeCutoffHours: 24,
      vatRegistered: false,
    });
    expect(filled).toBe("Open every day 06:00–22:00; no VAT.");
  });
});
