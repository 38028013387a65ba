/**
 * The money rules of quotes, invoices and credit notes (docs/decisions/0064-one-rounding-rule.md).
 * Amounts are integer pence; quantities are integer hundredths (1.5 hours is 150); VAT rates are
 * basis points. The one rounding rule: each line's net and each line's VAT are rounded to the
 * penny, half away from zero, and every total is a sum of shown line figures, so the lines on
 * the page always add up to the totals on the page.
 */

export const VAT_RATES = ["standard", "reduced", "zero", "exempt"] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Basis points of each rate; exempt supplies carry no VAT and are shown apart from zero-rated. */
export const VAT_BASIS_POINTS: Record<VatRate, number> = {
  standard: 2000,
  reduced: 500,
  zero: 0,
  exempt: 0,
};

export const VAT_RATE_LABELS: Record<VatRate, string> = {
  standard: "20%",
  reduced: "5%",
  zero: "0%",
  exempt: "Exempt",
};

/** HMRC allows a simplified VAT invoice only up to £250 including VAT. */
export const SIMPLIFIED_INVOICE_LIMIT_PENCE = 25_000;

export interface PricedLine {
  quantityHundredths: number;
  unitPricePence: number;
  vatRate: VatRate;
}

export interface LineFigures {
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export interface RateSummary extends LineFigures {
  vatRate: VatRate;
}

export interface DocumentTotals extends LineFigures {
  byRate: RateSummary[];
}

/** a / b rounded to the nearest integer, halves away from zero; b is positive. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError("divideRounded takes safe integers and a positive denominator");
  }
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/**
 * A business that is not VAT-registered charges no VAT and shows none: every line is then
 * priced as it stands.
 */
export function lineFigures(line: PricedLine, vatRegistered: boolean): LineFigures {
  const netPence = divideRounded(line.quantityHundredths * line.unitPricePence, 100);
  const vatPence = vatRegistered
    ? divideRounded(netPence * VAT_BASIS_POINTS[line.vatRate], 10_000)
    : 0;
  return { netPence, vatPence, grossPence: netPence + vatPence };
}

/**
 * The unit price without VAT of one item whose price with VAT is `grossPence` (a job's agreed
 * price, a price-list price): the net that lineFigures turns back into exactly that gross, or,
 * where no net does (a penny the rounding cannot reach), the nearest one.
 */
export function netUnitPriceForGross(
  grossPence: number,
  vatRate: VatRate,
  vatRegistered: boolean,
): number {
  if (!vatRegistered) return grossPence;
  const estimate = divideRounded(grossPence * 10_000, 10_000 + VAT_BASIS_POINTS[vatRate]);
  const candidates = [estimate, estimate - 1, estimate + 1].filter((net) => net >= 0);
  const exact = candidates.find(
    (net) =>
      lineFigures({ quantityHundredths: 100, unitPricePence: net, vatRate }, true).grossPence ===
      grossPence,
  );
  return exact ?? estimate;
}

export function documentTotals(
  lines: readonly PricedLine[],
  vatRegistered: boolean,
): DocumentTotals {
  const byRate = new Map<VatRate, RateSummary>();
  const totals = { netPence: 0, vatPence: 0, grossPence: 0 };
  for (const line of lines) {
    const figures = lineFigures(line, vatRegistered);
    const summary = byRate.get(line.vatRate) ?? {
      vatRate: line.vatRate,
      netPence: 0,
      vatPence: 0,
      grossPence: 0,
    };
    summary.netPence += figures.netPence;
    summary.vatPence += figures.vatPence;
    summary.grossPence += figures.grossPence;
    byRate.set(line.vatRate, summary);
    totals.netPence += figures.netPence;
    totals.vatPence += figures.vatPence;
    totals.grossPence += figures.grossPence;
  }
  const ordered = VAT_RATES.flatMap((rate) => {
    const summary = byRate.get(rate);
    return summary ? [summary] : [];
  });
  return { ...totals, byRate: vatRegistered ? ordered : [] };
}

/** A simplified invoice only where the law allows it: registered, and £250 or less with VAT. */
export function mayUseSimplifiedInvoice(totals: LineFigures, vatRegistered: boolean): boolean {
  return vatRegistered && totals.grossPence <= SIMPLIFIED_INVOICE_LIMIT_PENCE;
}

/** "1.5" → 150; two decimal places at most, as a person types a quantity. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** 150 → "1.5", 100 → "1", 125 → "1.25". */
export function formatQuantity(quantityHundredths: number): string {
  const whole = Math.trunc(quantityHundredths / 100);
  const fraction = Math.abs(quantityHundredths % 100);
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}
