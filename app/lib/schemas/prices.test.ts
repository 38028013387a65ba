import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "./text";
import { savePriceSchema, undoPriceChangeSchema } from "./prices";

const valid = {
  key: "callout.standard",
  label: "Call-out including the first hour",
  price: "45.00",
  basis: "fixed",
  note: "Materials at cost.",
};

function messages(input: Record<string, unknown>) {
  const result = savePriceSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe("savePriceSchema", () => {
  it("reads the price as whole pence", () => {
    expect(savePriceSchema.parse({ ...valid, price: "£49.5" })).toMatchObject({ price: 4950 });
  });

  it("puts each bad value's message on its own field", () => {
    expect(messages({ ...valid, price: "-1" }).price).toEqual(["A price cannot be below £0.00"]);
    expect(messages({ ...valid, price: "4.505" }).price?.[0]).toMatch(/two decimal places/);
    expect(messages({ ...valid, price: "100000.01" }).price?.[0]).toMatch(/at most £100,000/);
    expect(messages({ ...valid, price: "lots" }).price?.[0]).toMatch(/pounds and pence/);
    expect(messages({ ...valid, label: "   " }).label?.[0]).toMatch(/Enter the item's name/);
    expect(messages({ ...valid, label: "x".repeat(121) }).label?.[0]).toMatch(/120 characters/);
    expect(messages({ ...valid, note: "a\u0000b" }).note).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messages({ ...valid, basis: "per-week" }).basis?.[0]).toMatch(/Choose/);
    expect(messages({ ...valid, key: "../etc" }).key?.[0]).toMatch(/names no price-list item/);
  });
});

describe("undoPriceChangeSchema", () => {
  it("takes only a change number", () => {
    expect(undoPriceChangeSchema.safeParse({ changeId: "42" }).success).toBe(true);
    for (const changeId of ["0", "-1", "1e3", "x", "9".repeat(19)]) {
      expect(undoPriceChangeSchema.safeParse({ changeId }).success).toBe(false);
    }
  });
});
