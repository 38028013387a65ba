import { describe, expect, it } from "vitest";
import { splitAddress, XERO_COLUMNS, xeroDate, xeroTaxType } from "./xero-csv.server";

describe("the Xero invoice import", () => {
  it("has Xero's 29 columns in its order", () => {
    expect(XERO_COLUMNS).toHaveLength(29);
    expect(XERO_COLUMNS.slice(10, 15)).toEqual([
      "InvoiceNumber",
      "Reference",
      "InvoiceDate",
      "DueDate",
      "Total",
    ]);
  });

  it("writes UK dates, tax types and address lines as Xero reads them", () => {
    expect(xeroDate("2026-11-30")).toBe("30/11/2026");
    expect(xeroTaxType("standard", true, false)).toBe("20% (VAT on Income)");
    expect(xeroTaxType("exempt", true, false)).toBe("Exempt Income");
    expect(xeroTaxType("standard", false, false)).toBe("No VAT");
    expect(xeroTaxType("standard", true, true)).toMatch(/Reverse Charge/);
    expect(splitAddress("12 Spon Street, Coventry, CV1 5DZ")).toEqual({
      lines: ["12 Spon Street", "Coventry"],
      postcode: "CV1 5DZ",
    });
  });
});
