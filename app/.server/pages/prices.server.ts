import type { Kysely } from "kysely";
import {
  describePriceOf,
  getPriceList,
  groupPriceList,
  priceRowsOf,
} from "../prices/price-list.server";
import type { Database } from "../db/schema.server";

/** The whole price list grouped for /prices: the same list booking and structured data read. */
export async function loadPriceGroups(db: Kysely<Database>) {
  return groupPriceList(await getPriceList(db));
}

/**
 * The price rows a page names (services' `priceKeys`), in that order. A key the list lacks
 * leaves its row out (logged), never a 500.
 */
export async function loadPagePrices(db: Kysely<Database>, keys: readonly string[], path: string) {
  return { rows: priceRowsOf(await getPriceList(db), keys, path) };
}

/** One price as copy states it ("£45.00", "from £65.00"), or null when the list lacks it. */
export async function loadPriceText(
  db: Kysely<Database>,
  key: string,
  path: string,
): Promise<string | null> {
  return describePriceOf(await getPriceList(db), key, path);
}
