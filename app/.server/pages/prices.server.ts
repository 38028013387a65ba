import type { Kysely } from "kysely";
import {
  describePriceOf,
  getPriceList,
  groupPriceList,
  offerPriceOf,
  priceRowsOf,
} from "../prices/price-list.server";
import type { Database } from "../db/schema.server";

/** The whole price list grouped for /prices: the same list booking and structured data read. */
export async function loadPriceGroups(db: Kysely<Database>) {
  return groupPriceList(await getPriceList(db));
}

/**
 * The price rows a page names (services' `priceKeys`), in that order, with the call-out price
 * its structured data offers. A key the list lacks leaves its row out (logged), never a 500.
 */
export async function loadPagePrices(db: Kysely<Database>, keys: readonly string[], path: string) {
  const list = await getPriceList(db);
  return { rows: priceRowsOf(list, keys, path), offerPrice: offerPriceOf(list) };
}

/** One price as copy states it ("£45.00", "from £65.00"), or null when the list lacks it. */
export async function loadPriceText(
  db: Kysely<Database>,
  key: string,
  path: string,
): Promise<string | null> {
  return describePriceOf(await getPriceList(db), key, path);
}
