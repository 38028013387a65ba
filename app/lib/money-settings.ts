import { divideRounded } from "./invoice-lines";
import { formatPence, poundsForInput } from "./money";

/**
 * The money settings as the server reads them (money_settings, issue 27), without zod, so
 * pages can show them and the quote's deposit is worked out in one place.
 */

export const DEPOSIT_KINDS = ["none", "percent", "fixed"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The database's bounds: money_settings' checks. */
export const MONEY_LIMITS = {
  paymentTermsDays: { min: 0, max: 120 },
  quoteValidityDays: { min: 1, max: 365 },
  maxDepositPence: 100_000_000,
} as const;

export interface MoneySettings {
  vatRegistered: boolean;
  /** GB and 9 or 12 digits, without spaces. */
  vatNumber: string | null;
  paymentTermsDays: number;
  quoteValidityDays: number;
  depositKind: DepositKind;
  /** Basis points of the total for "percent", pence for "fixed", 0 for "none". */
  depositValue: number;
  issueOnFinish: boolean;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
}

/**
 * The deposit asked of a quote's total: a percentage rounded to the penny (halves away from
 * zero, as every money figure), a fixed amount never more than the total.
 */
export function depositFor(
  settings: Pick<MoneySettings, "depositKind" | "depositValue">,
  grossPence: number,
): number {
  if (settings.depositKind === "percent") {
    return divideRounded(grossPence * settings.depositValue, 10_000);
  }
  if (settings.depositKind === "fixed") return Math.min(settings.depositValue, grossPence);
  return 0;
}

/** 1250 → "12.5" */
export function percentForInput(basisPoints: number): string {
  return poundsForInput(basisPoints);
}

/** "GB123456789" → "GB 123 4567 89" (a 12-digit number keeps its branch digits last). */
export function formatVatNumber(vatNumber: string): string {
  const digits = vatNumber.slice(2);
  const main = `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7, 9)}`;
  return `GB ${main}${digits.length > 9 ? ` ${digits.slice(9)}` : ""}`;
}

/** "123456" → "12-34-56" */
export function formatSortCode(sortCode: string): string {
  return sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");
}

/** How the office reads the deposit rule: "None", "10% of the total", "£50.00". */
export function describeDeposit(settings: Pick<MoneySettings, "depositKind" | "depositValue">) {
  if (settings.depositKind === "percent") {
    return `${percentForInput(settings.depositValue)}% of the total`;
  }
  if (settings.depositKind === "fixed") return formatPence(settings.depositValue);
  return "None";
}
