/**
 * The price list as every page sees it (stored in `price_list`, decision 0041), and the one
 * reading of a price typed in pounds and pence.
 */

export const PRICE_CATEGORIES = [
  "general",
  "emergency",
  "plumbing",
  "electrical",
  "carpentry",
  "painting",
  "security",
  "home-improvements",
  "appliance",
  "garden",
  "pat-testing",
  "gutter-cleaning",
  "pressure-washing",
  "tiling",
  "insulation",
] as const;

export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

export const PRICE_BASES = ["fixed", "from", "per-hour"] as const;

export type PriceBasis = (typeof PRICE_BASES)[number];

export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  fixed: "Fixed price",
  from: "From (starting price)",
  "per-hour": "Per hour",
};

export const CATEGORY_HEADINGS: Record<PriceCategory, string> = {
  general: "Call-outs, labour and general repairs",
  emergency: "Emergencies",
  plumbing: "Plumbing",
  electrical: "Electrical",
  carpentry: "Carpentry and joinery",
  painting: "Painting and decorating",
  security: "Security and locks",
  "home-improvements": "Home improvements",
  appliance: "Appliances",
  garden: "Garden",
  "pat-testing": "PAT testing",
  "gutter-cleaning": "Gutter cleaning",
  "pressure-washing": "Pressure washing",
  tiling: "Tiling",
  insulation: "Insulation",
};

export interface PriceListItem {
  /** Stable key, e.g. "sub.plumbing.leaky-tap-repairs": pages and booking name items by it. */
  key: string;
  category: PriceCategory;
  label: string;
  /** Whole pence, VAT included. */
  pricePence: number;
  /** "fixed" = the price; "from" = starting price; "per-hour" = hourly rate. */
  basis: PriceBasis;
  note?: string;
}

/** The call-out (first hour included): what every service offer in structured data starts from. */
export const CALLOUT_PRICE_KEY = "callout.standard";
export const EMERGENCY_CALLOUT_PRICE_KEY = "callout.emergency";

/** £100,000.00: no single item of a handyman's list comes near it, so more is a typing slip. */
export const MAX_PRICE_PENCE = 10_000_000;
export const PRICE_LABEL_MAX_LENGTH = 120;
export const PRICE_NOTE_MAX_LENGTH = 300;

export const PRICE_MESSAGES = {
  empty: "Enter the price in pounds and pence, for example 45.00",
  notANumber: "Enter the price as a number of pounds and pence, for example 45.00",
  negative: "A price cannot be below £0.00",
  tooPrecise: "Use at most two decimal places (whole pence), for example 45.50",
  tooHigh: "A price can be at most £100,000.00",
} as const;

export type PoundsParse = { ok: true; pence: number } | { ok: false; message: string };

/**
 * "45", "45.5", "£45.00" or "1,250.00" → whole pence, read from the digits (never through a
 * float, so 0.29 is 29 pence and not 28.999…).
 */
export function parsePoundsToPence(typed: string): PoundsParse {
  const value = typed.trim().replace(/^£\s*/, "");
  if (value === "") return { ok: false, message: PRICE_MESSAGES.empty };
  if (/^[-−]/.test(value)) {
    return /^[-−]\s*£?\s*\d/.test(value)
      ? { ok: false, message: PRICE_MESSAGES.negative }
      : { ok: false, message: PRICE_MESSAGES.notANumber };
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return { ok: false, message: PRICE_MESSAGES.notANumber };
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, message: PRICE_MESSAGES.tooPrecise };
  const pounds = whole.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  // Longer than the largest allowed amount's digits: too high, without a lossy Number().
  if (pounds.length > 7) return { ok: false, message: PRICE_MESSAGES.tooHigh };
  const pence = Number(pounds) * 100 + Number(fraction.padEnd(2, "0"));
  if (pence > MAX_PRICE_PENCE) return { ok: false, message: PRICE_MESSAGES.tooHigh };
  return { ok: true, pence };
}

/** 4500 → "45.00": a price as the admin form shows and structured data's Offer states it. */
export function penceAsPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

function shortPounds(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : penceAsPounds(pence);
}

/**
 * The business's price range for structured data, from the cheapest to the dearest item:
 * "£45-320". Null for an empty list, which states no range.
 */
export function priceRangeOf(items: readonly { pricePence: number }[]): string | null {
  if (items.length === 0) return null;
  const prices = items.map((item) => item.pricePence);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  return lowest === highest
    ? `£${shortPounds(lowest)}`
    : `£${shortPounds(lowest)}-${shortPounds(highest)}`;
}
