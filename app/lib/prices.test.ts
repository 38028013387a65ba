import { describe, expect, it } from "vitest";
import {
  MAX_PRICE_PENCE,
  PRICE_MESSAGES,
  parsePoundsToPence,
  penceAsPounds,
  priceRangeOf,
} from "./prices";

describe("parsePoundsToPence", () => {
  it.each([
    ["45", 4500],
    ["45.00", 4500],
    ["45.5", 4550],
    ["45.", 4500],
    ["0.29", 29],
    ["0", 0],
    ["£95.00", 9500],
    ["£ 95", 9500],
    ["  320.00  ", 32000],
    ["1,250.00", 125000],
    ["007.10", 710],
    ["100000", MAX_PRICE_PENCE],
    ["100000.00", MAX_PRICE_PENCE],
  ])("reads %j as %i pence", (typed, pence) => {
    expect(parsePoundsToPence(typed)).toEqual({ ok: true, pence });
  });

  it.each([
    ["", PRICE_MESSAGES.empty],
    ["   ", PRICE_MESSAGES.empty],
    ["-5", PRICE_MESSAGES.negative],
    ["-0.01", PRICE_MESSAGES.negative],
    ["−45", PRICE_MESSAGES.negative],
    ["-£5", PRICE_MESSAGES.negative],
    ["forty five", PRICE_MESSAGES.notANumber],
    ["45,00", PRICE_MESSAGES.notANumber],
    ["1e3", PRICE_MESSAGES.notANumber],
    ["0x10", PRICE_MESSAGES.notANumber],
    ["45.00.00", PRICE_MESSAGES.notANumber],
    [".50", PRICE_MESSAGES.notANumber],
    ["Infinity", PRICE_MESSAGES.notANumber],
    ["-", PRICE_MESSAGES.notANumber],
    ["45.001", PRICE_MESSAGES.tooPrecise],
    ["45.999", PRICE_MESSAGES.tooPrecise],
    ["100000.01", PRICE_MESSAGES.tooHigh],
    ["999999999999999999999", PRICE_MESSAGES.tooHigh],
  ])("refuses %j", (typed, message) => {
    expect(parsePoundsToPence(typed)).toEqual({ ok: false, message });
  });

  it("gives back every whole-pence amount it formats", () => {
    for (const pence of [0, 1, 9, 10, 99, 100, 4500, 4550, 32000, 123456, MAX_PRICE_PENCE]) {
      expect(parsePoundsToPence(penceAsPounds(pence))).toEqual({ ok: true, pence });
    }
  });
});

describe("penceAsPounds", () => {
  it("writes pounds with two decimals", () => {
    expect(penceAsPounds(4500)).toBe("45.00");
    expect(penceAsPounds(5)).toBe("0.05");
    expect(penceAsPounds(123456)).toBe("1234.56");
  });
});

describe("priceRangeOf", () => {
  it("runs from the cheapest to the dearest item", () => {
    expect(priceRangeOf([{ pricePence: 32000 }, { pricePence: 4500 }, { pricePence: 9500 }])).toBe(
      "£45-320",
    );
  });

  it("keeps pence when a bound has them, and one figure when all are equal", () => {
    expect(priceRangeOf([{ pricePence: 4550 }, { pricePence: 32000 }])).toBe("£45.50-320");
    expect(priceRangeOf([{ pricePence: 4500 }])).toBe("£45");
  });

  it("states no range for an empty list", () => {
    expect(priceRangeOf([])).toBeNull();
  });
});
