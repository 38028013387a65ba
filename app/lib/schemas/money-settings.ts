import { z } from "zod";
import { parsePounds } from "../pounds";
import { DEPOSIT_KINDS, MONEY_LIMITS } from "../money-settings";
import { text } from "./text";

/**
 * The money section of /admin/settings (issue 27): VAT registration, payment terms, quote
 * validity, the deposit asked at a quote's acceptance, issuing on finish, and the bank details
 * printed on invoices. Its output is money_settings' row as the change log keeps it.
 */

export const MONEY_MESSAGES = {
  vatNumber: "Enter a UK VAT number: GB and 9 digits (or 12), like GB 123 4567 89",
  vatNumberNeeded: "A VAT-registered business shows its VAT number: enter it",
  days: (min: number, max: number) => `Enter a number of days from ${min} to ${max}`,
  depositKind: "Choose no deposit, a percentage or a fixed amount",
  percent: "Enter a percentage from 0 to 100, like 10 or 12.5",
  fixed: "Enter an amount in pounds, like 50 or 75.50",
  sortCode: "Enter the 6-digit sort code, like 20-00-00",
  accountNumber: "Enter the 8-digit account number",
  accountName: "Use at most 120 characters",
  bankTogether: "Give the account name, sort code and account number together, or none of them",
} as const;

function days(bounds: { min: number; max: number }) {
  const message = MONEY_MESSAGES.days(bounds.min, bounds.max);
  return text({ required_error: message })
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(bounds.min, message).max(bounds.max, message));
}

/** "GB 123 4567 89" → "GB123456789"; null when it is not a UK VAT number's shape. */
export function normaliseVatNumber(value: string): string | null {
  const compact = value.replace(/[\s-]+/g, "").toUpperCase();
  return /^GB(\d{9}|\d{12})$/.test(compact) ? compact : null;
}

/** "12.5" → 1250 basis points; null unless 0–100 with at most two decimals. */
export function parsePercentBasisPoints(value: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(value);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= 10_000 ? basisPoints : null;
}

const digitsOnly = (value: string) => value.replace(/[\s-]+/g, "");

export const moneySchema = z
  .object({
    intent: z.literal("money"),
    vatRegistered: z.literal("on").optional(),
    vatNumber: text().max(30, MONEY_MESSAGES.vatNumber).optional(),
    paymentTermsDays: days(MONEY_LIMITS.paymentTermsDays),
    quoteValidityDays: days(MONEY_LIMITS.quoteValidityDays),
    depositKind: z.enum(DEPOSIT_KINDS, {
      errorMap: () => ({ message: MONEY_MESSAGES.depositKind }),
    }),
    depositAmount: text().max(20, MONEY_MESSAGES.fixed).optional(),
    issueOnFinish: z.literal("on").optional(),
    bankAccountName: text().max(120, MONEY_MESSAGES.accountName).optional(),
    bankSortCode: text().max(20, MONEY_MESSAGES.sortCode).optional(),
    bankAccountNumber: text().max(20, MONEY_MESSAGES.accountNumber).optional(),
  })
  .transform((value, context) => {
    const fail = (path: string, message: string) => {
      context.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    const vatRegistered = value.vatRegistered === "on";
    const typedVat = value.vatNumber ?? "";
    const vatNumber = typedVat === "" ? null : normaliseVatNumber(typedVat);
    if (typedVat !== "" && vatNumber === null) fail("vatNumber", MONEY_MESSAGES.vatNumber);
    else if (vatRegistered && vatNumber === null) {
      fail("vatNumber", MONEY_MESSAGES.vatNumberNeeded);
    }

    let depositValue = 0;
    const amount = value.depositAmount ?? "";
    if (value.depositKind === "percent") {
      const basisPoints = parsePercentBasisPoints(amount);
      if (basisPoints === null) fail("depositAmount", MONEY_MESSAGES.percent);
      else depositValue = basisPoints;
    } else if (value.depositKind === "fixed") {
      const pence = parsePounds(amount);
      if (typeof pence !== "number" || pence > MONEY_LIMITS.maxDepositPence) {
        fail("depositAmount", MONEY_MESSAGES.fixed);
      } else depositValue = pence;
    }

    const bankAccountName = value.bankAccountName ?? "";
    const bankSortCode = digitsOnly(value.bankSortCode ?? "");
    const bankAccountNumber = digitsOnly(value.bankAccountNumber ?? "");
    if (bankSortCode !== "" && !/^\d{6}$/.test(bankSortCode)) {
      fail("bankSortCode", MONEY_MESSAGES.sortCode);
    }
    if (bankAccountNumber !== "" && !/^\d{8}$/.test(bankAccountNumber)) {
      fail("bankAccountNumber", MONEY_MESSAGES.accountNumber);
    }
    const bankParts = [bankAccountName, bankSortCode, bankAccountNumber].filter(Boolean).length;
    if (bankParts !== 0 && bankParts !== 3) fail("bankAccountName", MONEY_MESSAGES.bankTogether);

    return {
      vatRegistered,
      vatNumber,
      paymentTermsDays: value.paymentTermsDays,
      quoteValidityDays: value.quoteValidityDays,
      depositKind: value.depositKind,
      depositValue,
      issueOnFinish: value.issueOnFinish === "on",
      bankAccountName,
      bankSortCode,
      bankAccountNumber,
    };
  });

export const storedMoneySchema = z.object({
  vatRegistered: z.boolean(),
  vatNumber: z.string().nullable(),
  paymentTermsDays: z.number(),
  quoteValidityDays: z.number(),
  depositKind: z.enum(DEPOSIT_KINDS),
  depositValue: z.number(),
  issueOnFinish: z.boolean(),
  bankAccountName: z.string(),
  bankSortCode: z.string(),
  bankAccountNumber: z.string(),
});
