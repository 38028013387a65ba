import { divideRounded, VAT_BASIS_POINTS, type VatRate } from "./invoice-lines";

/**
 * The price list's prices include VAT (what a customer pays); a quote line's unit price is
 * without it when the business is VAT-registered. The unit price taken from the list is its
 * price less the rate's VAT, rounded by the one rule (decision 0064).
 */
export function unitPriceFromList(
  listPricePence: number,
  vatRate: VatRate,
  vatRegistered: boolean,
): number {
  if (!vatRegistered) return listPricePence;
  return divideRounded(listPricePence * 10_000, 10_000 + VAT_BASIS_POINTS[vatRate]);
}
