import { describePrice } from "~/lib/money";
import { findPrice, priceList } from "~/content/price-list";
import type { PriceListItem } from "~/content/types";

interface PriceRow {
  key: string;
  label: string;
  price: string;
  note?: string;
}

function toRow(item: PriceListItem): PriceRow {
  return { key: item.key, label: item.label, price: describePrice(item), note: item.note };
}

/** Price rows for the keys a page names, in that order; an unknown key is a content bug. */
export function priceRows(keys: string[]): PriceRow[] {
  return keys.map((key) => {
    const item = findPrice(key);
    if (!item) throw new Error(`Unknown price-list key "${key}"`);
    return toRow(item);
  });
}

const CATEGORY_HEADINGS: Record<string, string> = {
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

/** The whole price list grouped for /prices: the same source booking and structured data use. */
export function groupedPriceList(): { heading: string; rows: PriceRow[] }[] {
  const groups = new Map<string, PriceRow[]>();
  for (const item of priceList) {
    const rows = groups.get(item.category) ?? [];
    rows.push(toRow(item));
    groups.set(item.category, rows);
  }
  return [...groups.entries()].map(([category, rows]) => ({
    heading: CATEGORY_HEADINGS[category] ?? category,
    rows,
  }));
}
