import { describe, expect, it } from "vitest";
import { lineFigures } from "./invoice-lines";
import { unitPriceFromList } from "./quote-lines";

describe("a quote line from the price list", () => {
  it("is the list price when the business is not VAT-registered", () => {
    expect(unitPriceFromList(4500, "standard", false)).toBe(4500);
  });

  it("takes the VAT out of the list price when registered, so one of it costs the list price", () => {
    const unit = unitPriceFromList(6000, "standard", true);
    expect(unit).toBe(5000);
    expect(
      lineFigures({ quantityHundredths: 100, unitPricePence: unit, vatRate: "standard" }, true),
    ).toEqual({ netPence: 5000, vatPence: 1000, grossPence: 6000 });
    expect(unitPriceFromList(4500, "reduced", true)).toBe(4286);
    expect(unitPriceFromList(4500, "exempt", true)).toBe(4500);
  });
});
