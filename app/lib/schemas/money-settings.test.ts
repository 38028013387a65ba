import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { depositFor, formatVatNumber } from "../money-settings";
import {
  MONEY_MESSAGES,
  moneySchema,
  normaliseVatNumber,
  parsePercentBasisPoints,
} from "./money-settings";

const BASE = {
  intent: "money",
  paymentTermsDays: "14",
  quoteValidityDays: "30",
  depositKind: "none",
};

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...BASE, ...fields })) formData.append(name, value);
  return parseWithZod(formData, { schema: moneySchema });
}

function errors(fields: Record<string, string>) {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("the money settings form", () => {
  it("takes a VAT number with spaces and stores it compact", () => {
    const submission = parse({ vatRegistered: "on", vatNumber: "gb 123 4567 89" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ vatRegistered: true, vatNumber: "GB123456789" });
  });

  it("knows a VAT number: GB and 9 or 12 digits", () => {
    expect(normaliseVatNumber("GB123456789012")).toBe("GB123456789012");
    expect(normaliseVatNumber("GB12345678")).toBeNull();
    expect(normaliseVatNumber("FR123456789")).toBeNull();
    expect(formatVatNumber("GB123456789")).toBe("GB 123 4567 89");
  });

  it("asks a registered business for its number", () => {
    expect(errors({ vatRegistered: "on" }).vatNumber).toEqual([MONEY_MESSAGES.vatNumberNeeded]);
    expect(errors({ vatNumber: "GB 12" }).vatNumber).toEqual([MONEY_MESSAGES.vatNumber]);
  });

  it("reads the deposit as a percentage or pounds", () => {
    const percent = parse({ depositKind: "percent", depositAmount: "12.5" });
    const fixed = parse({ depositKind: "fixed", depositAmount: "£75.50" });
    expect(percent.status === "success" && percent.value.depositValue).toBe(1250);
    expect(fixed.status === "success" && fixed.value.depositValue).toBe(7550);
    expect(errors({ depositKind: "percent", depositAmount: "120" }).depositAmount).toEqual([
      MONEY_MESSAGES.percent,
    ]);
    expect(parsePercentBasisPoints("100")).toBe(10_000);
  });

  it("checks the bank details together", () => {
    expect(errors({ bankSortCode: "12-34" }).bankSortCode).toEqual([MONEY_MESSAGES.sortCode]);
    expect(errors({ bankAccountName: "We Fix Ltd" }).bankAccountName).toEqual([
      MONEY_MESSAGES.bankTogether,
    ]);
    const whole = parse({
      bankAccountName: "We Fix Ltd",
      bankSortCode: "20 00 00",
      bankAccountNumber: "1234 5678",
    });
    expect(whole.status === "success" && whole.value.bankSortCode).toBe("200000");
  });

  it("keeps validity and terms within the database's bounds", () => {
    expect(errors({ quoteValidityDays: "0" }).quoteValidityDays).toBeDefined();
    expect(errors({ paymentTermsDays: "121" }).paymentTermsDays).toBeDefined();
  });
});

describe("the deposit of a quote", () => {
  it("is a percentage rounded to the penny, or a fixed amount no more than the total", () => {
    expect(depositFor({ depositKind: "percent", depositValue: 1000 }, 12_345)).toBe(1235);
    expect(depositFor({ depositKind: "fixed", depositValue: 5000 }, 3000)).toBe(3000);
    expect(depositFor({ depositKind: "none", depositValue: 0 }, 3000)).toBe(0);
  });
});
