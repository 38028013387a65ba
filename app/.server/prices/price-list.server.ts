import type { Kysely } from "kysely";
import { describePrice } from "~/lib/money";
import { CATEGORY_HEADINGS, penceAsPounds, type PriceListItem } from "~/lib/prices";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";

export type { PriceListItem };

/** Under the memo's keys `dropLocalCaches` drops after a price is saved (decision 0036). */
const PRICE_LIST_CACHE_KEY = "prices:list";
const CACHE_TTL_MS = 60_000;

export interface PriceList {
  /** In the owner's order: grouped by category where they were seeded. */
  items: PriceListItem[];
  byKey: ReadonlyMap<string, PriceListItem>;
}

/**
 * The whole price list, cached in the process: every service page, /prices, the booking form
 * and structured data read it. An edit drops the copy at once here and within a poll in every
 * other process.
 */
export function getPriceList(db: Kysely<Database>): Promise<PriceList> {
  return memo(PRICE_LIST_CACHE_KEY, CACHE_TTL_MS, () => readPriceList(db));
}

/** The list as stored now, past the cache: what the office edits. */
export async function readPriceList(db: Kysely<Database>): Promise<PriceList> {
  const rows = await db
    .selectFrom("price_list")
    .select(["key", "category", "label", "price_pence", "basis", "note"])
    .orderBy("sort_order")
    .orderBy("key")
    .execute();
  const items = rows.map((row): PriceListItem => ({
    key: row.key,
    category: row.category,
    label: row.label,
    pricePence: row.price_pence,
    basis: row.basis,
    ...(row.note === null ? {} : { note: row.note }),
  }));
  return { items, byKey: new Map(items.map((item) => [item.key, item])) };
}

export interface PriceRow {
  key: string;
  label: string;
  price: string;
  note?: string;
}

function toRow(item: PriceListItem): PriceRow {
  return {
    key: item.key,
    label: item.label,
    price: describePrice(item),
    ...(item.note ? { note: item.note } : {}),
  };
}

const reportedMissing = new Set<string>();

/**
 * An item a page names but the list lacks (deleted from the database, or a key mistyped in
 * app/content): the page still renders without that row, and the gap is logged once per
 * process so the owner's list can be put right.
 */
function reportMissing(key: string, where: string): void {
  if (reportedMissing.has(key)) return;
  reportedMissing.add(key);
  console.warn(`Price list has no item "${key}" (named by ${where}); its row is left out.`);
}

/** The rows for the keys a page names, in that order, leaving out any the list lacks. */
export function priceRowsOf(list: PriceList, keys: readonly string[], where: string): PriceRow[] {
  return keys.flatMap((key) => {
    const item = list.byKey.get(key);
    if (!item) {
      reportMissing(key, where);
      return [];
    }
    return [toRow(item)];
  });
}

/** The items by category, in the list's order, under the headings /prices shows. */
export function itemsByCategory(
  list: PriceList,
): { category: PriceListItem["category"]; heading: string; items: PriceListItem[] }[] {
  const groups = new Map<PriceListItem["category"], PriceListItem[]>();
  for (const item of list.items) {
    const items = groups.get(item.category) ?? [];
    items.push(item);
    groups.set(item.category, items);
  }
  return [...groups.entries()].map(([category, items]) => ({
    category,
    heading: CATEGORY_HEADINGS[category],
    items,
  }));
}

/** The whole list grouped by category for /prices. */
export function groupPriceList(list: PriceList): { heading: string; rows: PriceRow[] }[] {
  return itemsByCategory(list).map(({ heading, items }) => ({
    heading,
    rows: items.map(toRow),
  }));
}

/** One item's price as a sentence shows it ("from £65.00"), or null when the list lacks it. */
export function describePriceOf(list: PriceList, key: string, where: string): string | null {
  const item = list.byKey.get(key);
  if (item) return describePrice(item);
  reportMissing(key, where);
  return null;
}

/** What a page's structured-data Offer states: its own price ("55.00") and how it is charged. */
export interface PageOffer {
  price: string;
  basis: PriceListItem["basis"];
}

/**
 * The Offer of a page that names price-list keys: its own item, the first of its keys (a
 * page's table starts with what it is about), so the Offer says what the page says ("from
 * £55.00" → 55.00). Null when the page names none or the list lacks it: the Offer is left out.
 */
export function pageOfferOf(
  list: PriceList,
  keys: readonly string[],
  where: string,
): PageOffer | null {
  const key = keys[0];
  if (key === undefined) return null;
  const item = list.byKey.get(key);
  if (!item) {
    reportMissing(key, `${where}'s structured-data Offer`);
    return null;
  }
  return { price: penceAsPounds(item.pricePence), basis: item.basis };
}

/** For tests: forget which missing keys were already logged. */
export function resetMissingPriceReports(): void {
  reportedMissing.clear();
}
