import { describe, expect, it } from "vitest";
import { documentTotals } from "~/lib/invoice-lines";
import { draftLinesForJob, storedLines, type JobBillables } from "./draft-lines";

const JOB: JobBillables = {
  serviceName: "Plumbing repairs",
  reference: "WFC-2026-000001",
  pricePence: null,
  quoteLines: null,
  materials: [],
  timeOnSiteMinutes: null,
  callOut: {
    key: "callout.standard",
    label: "Call-out including the first hour",
    pricePence: 4500,
  },
  hourly: { key: "labour.hour", label: "Each additional hour", pricePence: 4500 },
};
const TAP = {
  priceKey: null,
  description: "Tap cartridge",
  quantityHundredths: 200,
  unitPricePence: 850,
  vatRate: "standard" as const,
};

describe("draftLinesForJob", () => {
  it("takes the accepted quote's lines, then the materials", () => {
    const quoteLine = { ...TAP, description: "Replace the tap", unitPricePence: 9000 };
    const lines = draftLinesForJob({ ...JOB, quoteLines: [quoteLine], materials: [TAP] }, true);
    expect(lines).toEqual([quoteLine, TAP]);
  });

  it("turns the job's price with VAT into one line whose total is that price", () => {
    const lines = draftLinesForJob({ ...JOB, pricePence: 12_000, timeOnSiteMinutes: 300 }, true);
    expect(lines).toHaveLength(1);
    expect(documentTotals(lines, true).grossPence).toBe(12_000);
    expect(documentTotals(lines, false).grossPence).toBe(10_000);
    expect(draftLinesForJob({ ...JOB, pricePence: 12_000 }, false)[0]?.unitPricePence).toBe(12_000);
  });

  it("charges the call-out and the time beyond its first hour when nothing was agreed", () => {
    const lines = draftLinesForJob({ ...JOB, timeOnSiteMinutes: 100, materials: [TAP] }, true);
    expect(lines.map((line) => [line.priceKey, line.quantityHundredths])).toEqual([
      ["callout.standard", 100],
      ["labour.hour", 75],
      [null, 200],
    ]);
    expect(documentTotals(lines.slice(0, 1), true).grossPence).toBe(4500);
  });

  it("charges no further hour within the first", () => {
    const lines = draftLinesForJob({ ...JOB, timeOnSiteMinutes: 60 }, true);
    expect(lines.map((line) => line.priceKey)).toEqual(["callout.standard"]);
  });
});

describe("storedLines", () => {
  it("numbers the lines and adds their figures", () => {
    expect(storedLines([TAP], true)).toEqual([
      { ...TAP, position: 0, netPence: 1700, vatPence: 340, grossPence: 2040 },
    ]);
  });
});
