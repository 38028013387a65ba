import { describe, expect, it, vi } from "vitest";
import {
  fillPricePlaceholders,
  placeholdersIn,
  placeholderValue,
  type PricesForCopy,
} from "./price-placeholders";
import { paymentWaysWords } from "./payment-ways";

function listOf(prices: Record<string, number>): PricesForCopy {
  const items = Object.entries(prices).map(([key, pricePence]) => ({ key, pricePence }));
  return { items, byKey: new Map(items.map((item) => [item.key, item])) };
}

const prices = listOf({
  "callout.standard": 4500,
  "labour.day": 29500,
  "sub.electrical.fuse-box-upgrade": 32000,
  "odd.pence": 4550,
  "big.job": 125_000,
});

describe("placeholderValue", () => {
  it("states a known key's price as the price list does, or in whole pounds when short", () => {
    expect(placeholderValue("{price:callout.standard}", prices)).toBe("£45.00");
    expect(placeholderValue("{price-short:callout.standard}", prices)).toBe("£45");
    expect(placeholderValue("{price:big.job}", prices)).toBe("£1,250.00");
    expect(placeholderValue("{price-short:big.job}", prices)).toBe("£1,250");
  });

  it("keeps the pence of a short price that has them, so no figure is rounded", () => {
    expect(placeholderValue("{price-short:odd.pence}", prices)).toBe("£45.50");
  });

  it("states the cheapest and the dearest item of the whole list", () => {
    expect(placeholderValue("{price-short:@lowest}", prices)).toBe("£45");
    expect(placeholderValue("{price-short:@highest}", prices)).toBe("£1,250");
    expect(placeholderValue("{price-short:@lowest}", listOf({}))).toBeNull();
  });

  it("has no value for an unknown key or a malformed placeholder", () => {
    expect(placeholderValue("{price:callout.gone}", prices)).toBeNull();
    expect(placeholderValue("{price-long:callout.standard}", prices)).toBeNull();
    expect(placeholderValue("{price:Callout.Standard}", prices)).toBeNull();
    expect(placeholderValue("{price:callout.standard", prices)).toBeNull();
  });
});

describe("fillPricePlaceholders", () => {
  it("leaves text without placeholders exactly as it is, trailing spaces included", () => {
    const text = "Call-out from £45.00  \nsecond line {not a price} ";
    expect(fillPricePlaceholders(text, prices)).toBe(text);
  });

  it("fills every placeholder of a text, in Markdown too", () => {
    const text =
      "- Call-out: {price-short:callout.standard}\n- Full day: {price-short:labour.day}\n\nA call-out starts from {price:callout.standard}.";
    expect(fillPricePlaceholders(text, prices)).toBe(
      "- Call-out: £45\n- Full day: £295\n\nA call-out starts from £45.00.",
    );
  });

  it("takes out the sentence of an unknown key, keeps the others, and reports it", () => {
    const onUnfilled = vi.fn();
    const text =
      "We work every day. A call-out starts from {price:callout.gone} including the first hour. Prices include VAT.";
    expect(fillPricePlaceholders(text, prices, onUnfilled)).toBe(
      "We work every day. Prices include VAT.",
    );
    expect(onUnfilled).toHaveBeenCalledWith("{price:callout.gone}");
  });

  it("takes out a list item or a last sentence whole, leaving no empty bullet or trailing space", () => {
    const text =
      "Rates:\n\n- Call-out: {price-short:callout.standard}\n- Half day: {price-short:labour.half}\n- Full day: {price-short:labour.day}\n\nBook now. Call-out {price:nope}.\n\nEnd.";
    expect(fillPricePlaceholders(text, prices)).toBe(
      "Rates:\n\n- Call-out: £45\n- Full day: £295\n\nBook now.\n\nEnd.",
    );
  });

  it("takes out a sentence with a known figure when an unknown one shares it", () => {
    expect(
      fillPricePlaceholders(
        "From {price:callout.standard} to {price:nope}. Then {price-short:labour.day}.",
        prices,
      ),
    ).toBe("Then £295.");
  });

  it("leaves nothing of a text whose one sentence cannot be filled", () => {
    expect(fillPricePlaceholders("Is the {price-short:gone} just for turning up?", prices)).toBe(
      "",
    );
  });

  it("never lets a placeholder through, however it is mistyped", () => {
    for (const text of [
      "A {price:} figure. Kept.",
      "A {price figure. Kept.",
      "A {Price:callout.standard} figure. Kept.",
      "A {price-short:callout.standard{price:labour.day}} figure. Kept.",
      "A {prices:callout.standard} figure. Kept.",
    ]) {
      const filled = fillPricePlaceholders(text, prices);
      expect(filled).not.toMatch(/\{price/i);
      expect(filled).toContain("Kept.");
    }
  });

  it("finds every placeholder a text names", () => {
    expect(placeholdersIn("From {price:a.b} to {price-short:@highest}; {price")).toEqual([
      "{price:a.b}",
      "{price-short:@highest}",
      "{price",
    ]);
  });
});

describe("the ways to pay", () => {
  const text = "Once the work is done we e-mail the invoice. You can pay it {pay:ways}. Thank you.";

  it("fills {pay:ways} with the words it is given", () => {
    expect(
      fillPricePlaceholders(text, {
        ...prices,
        payWays: paymentWaysWords({ online: true, bankTransfer: false }),
      }),
    ).toBe(
      "Once the work is done we e-mail the invoice. You can pay it online by card or Direct Debit. Thank you.",
    );
  });

  it("leaves its sentence out when there is no way, or the reader was not told", () => {
    const without = "Once the work is done we e-mail the invoice. Thank you.";
    expect(fillPricePlaceholders(text, { ...prices, payWays: null })).toBe(without);
    expect(fillPricePlaceholders(text, prices)).toBe(without);
    expect(placeholdersIn("{payment} {pay:ways}")).toEqual(["{payment}", "{pay:ways}"]);
  });
});
