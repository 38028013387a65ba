/**
 * The four reasons to trust the business, shown under the home page's hero. Each restates a
 * promise the copy already makes (the home page's "Why Coventry households use us", /about),
 * so change both together; the price figure is never written here (it lives in the price list),
 * and what it says of VAT follows the registration (`{vat:…|…}`, decision 0088).
 */
export interface TrustPoint {
  icon: "vetted" | "guarantee" | "prices" | "emergency";
  text: string;
}

export const TRUST_POINTS: readonly TrustPoint[] = [
  { icon: "vetted", text: "DBS-checked, insured engineers" },
  { icon: "guarantee", text: "12-month workmanship guarantee" },
  { icon: "prices", text: "Prices on the website{vat:, VAT included|, no VAT to add}" },
  { icon: "emergency", text: "Same-day emergency visits" },
];
