import { describe, expect, it } from "vitest";
import { fillVatChoices } from "~/lib/settings-placeholders";
import { TRUST_POINTS } from "./trust-points";

describe("the trust points under the home page's hero", () => {
  const texts = (vatRegistered: boolean) =>
    TRUST_POINTS.map((point) => fillVatChoices(point.text, vatRegistered));

  it("claim VAT is included only while the business is VAT-registered (decision 0088)", () => {
    expect(texts(false).join("\n")).not.toMatch(/VAT included|includes? VAT/i);
    expect(texts(false)).toContain("Prices on the website, no VAT to add");
    expect(texts(true)).toContain("Prices on the website, VAT included");
    expect(texts(true).join("\n")).not.toContain("{vat:");
  });
});
