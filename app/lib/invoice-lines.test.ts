import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  divideRounded,
  documentTotals,
  formatQuantity,
  lineFigures,
  mayUseSimplifiedInvoice,
  netUnitPriceForGross,
  parseQuantity,
  VAT_RATES,
  type PricedLine,
} from "./invoice-lines";

const line = fc.record<PricedLine>({
  quantityHundredths: fc.integer({ min: -100_000, max: 100_000 }),
  unitPricePence: fc.integer({ min: 0, max: 10_000_000 }),
  vatRate: fc.constantFrom(...VAT_RATES),
});

describe("divideRounded", () => {
  it("rounds halves away from zero", () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(14, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(-15, 10)).toBe(-2);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it("refuses what it cannot do exactly", () => {
    expect(() => divideRounded(1.5, 10)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it("is never more than half a unit from the exact quotient", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (a, b) => {
          expect(Math.abs(divideRounded(a, b) * b - a)).toBeLessThanOrEqual(b / 2);
        },
      ),
    );
  });
});

describe("line figures", () => {
  it("prices a line at 20% VAT to the penny", () => {
    // 1.5 hours at £45.00: £67.50 net, £13.50 VAT.
    expect(
      lineFigures({ quantityHundredths: 150, unitPricePence: 4500, vatRate: "standard" }, true),
    ).toEqual({ netPence: 6750, vatPence: 1350, grossPence: 8100 });
    // £0.33 at 5%: 1.65p of VAT is 2p.
    expect(
      lineFigures({ quantityHundredths: 100, unitPricePence: 33, vatRate: "reduced" }, true),
    ).toEqual({ netPence: 33, vatPence: 2, grossPence: 35 });
  });

  it("charges no VAT when the business is not registered", () => {
    expect(
      lineFigures({ quantityHundredths: 200, unitPricePence: 1999, vatRate: "standard" }, false),
    ).toEqual({ netPence: 3998, vatPence: 0, grossPence: 3998 });
  });

  it("takes no VAT on zero-rated and exempt lines", () => {
    for (const vatRate of ["zero", "exempt"] as const) {
      expect(lineFigures({ quantityHundredths: 100, unitPricePence: 1000, vatRate }, true)).toEqual(
        { netPence: 1000, vatPence: 0, grossPence: 1000 },
      );
    }
  });
});

describe("document totals", () => {
  it("add up the shown lines to the penny, for any lines at any rates", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (lines, registered) => {
        const totals = documentTotals(lines, registered);
        const shown = lines.map((each) => lineFigures(each, registered));
        const sum = (pick: (figures: (typeof shown)[number]) => number) =>
          shown.reduce((total, figures) => total + pick(figures), 0);
        expect(totals.netPence).toBe(sum((figures) => figures.netPence));
        expect(totals.vatPence).toBe(sum((figures) => figures.vatPence));
        expect(totals.grossPence).toBe(totals.netPence + totals.vatPence);
        for (const figures of shown) {
          expect(figures.grossPence).toBe(figures.netPence + figures.vatPence);
          expect(Number.isSafeInteger(figures.vatPence)).toBe(true);
        }
        if (registered) {
          const byRate = totals.byRate;
          expect(byRate.reduce((total, rate) => total + rate.netPence, 0)).toBe(totals.netPence);
          expect(byRate.reduce((total, rate) => total + rate.vatPence, 0)).toBe(totals.vatPence);
        } else {
          expect(totals.vatPence).toBe(0);
          expect(totals.byRate).toEqual([]);
        }
      }),
    );
  });

  it("keeps each line's VAT within half a penny of the exact rate", () => {
    fc.assert(
      fc.property(line, (each) => {
        const figures = lineFigures(each, true);
        const exact =
          (figures.netPence * { standard: 20, reduced: 5, zero: 0, exempt: 0 }[each.vatRate]) / 100;
        expect(Math.abs(figures.vatPence - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("lists the rates in a fixed order", () => {
    const totals = documentTotals(
      [
        { quantityHundredths: 100, unitPricePence: 1000, vatRate: "exempt" },
        { quantityHundredths: 100, unitPricePence: 1000, vatRate: "standard" },
        { quantityHundredths: 100, unitPricePence: 500, vatRate: "standard" },
      ],
      true,
    );
    expect(totals.byRate.map((rate) => [rate.vatRate, rate.netPence, rate.vatPence])).toEqual([
      ["standard", 1500, 300],
      ["exempt", 1000, 0],
    ]);
  });
});

describe("simplified invoices", () => {
  it("are allowed up to £250 with VAT, and only for a registered business", () => {
    expect(
      mayUseSimplifiedInvoice({ netPence: 20_833, vatPence: 4167, grossPence: 25_000 }, true),
    ).toBe(true);
    expect(
      mayUseSimplifiedInvoice({ netPence: 20_834, vatPence: 4167, grossPence: 25_001 }, true),
    ).toBe(false);
    expect(mayUseSimplifiedInvoice({ netPence: 100, vatPence: 0, grossPence: 100 }, false)).toBe(
      false,
    );
  });
});

describe("quantities", () => {
  it("reads what a person types, to two decimal places", () => {
    expect(parseQuantity("1.5")).toBe(150);
    expect(parseQuantity(" 2 ")).toBe(200);
    expect(parseQuantity("0.25")).toBe(25);
    expect(parseQuantity("1.255")).toBeNull();
    expect(parseQuantity("-1")).toBeNull();
    expect(parseQuantity("one")).toBeNull();
  });

  it("shows them back as typed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (hundredths) => {
        expect(parseQuantity(formatQuantity(hundredths))).toBe(hundredths);
      }),
    );
    expect(formatQuantity(150)).toBe("1.5");
    expect(formatQuantity(125)).toBe("1.25");
    expect(formatQuantity(300)).toBe("3");
  });
});

describe("netUnitPriceForGross", () => {
  it("finds the net that gives back the price with VAT, to the penny", () => {
    expect(netUnitPriceForGross(12_000, "standard", true)).toBe(10_000);
    expect(netUnitPriceForGross(4_500, "standard", true)).toBe(3_750);
    expect(netUnitPriceForGross(4_500, "standard", false)).toBe(4_500);
    expect(netUnitPriceForGross(1_050, "reduced", true)).toBe(1_000);
  });

  it("is exact for every price a standard-rated line can reach", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (net) => {
        const gross = lineFigures(
          { quantityHundredths: 100, unitPricePence: net, vatRate: "standard" },
          true,
        ).grossPence;
        const found = netUnitPriceForGross(gross, "standard", true);
        expect(
          lineFigures({ quantityHundredths: 100, unitPricePence: found, vatRate: "standard" }, true)
            .grossPence,
        ).toBe(gross);
      }),
    );
  });
});
