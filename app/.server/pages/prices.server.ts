import { app } from "../app.server";
import {
  describePriceOf,
  getPriceList,
  groupPriceList,
  offerPriceOf,
  priceRowsOf,
} from "../prices/price-list.server";

/** The whole price list grouped for /prices: the same list booking and structured data read. */
export async function loadPriceGroups() {
  const { db } = await app();
  return groupPriceList(await getPriceList(db));
}

/**
 * The price rows a page names (services' `priceKeys`), in that order, with the call-out price
 * its structured data offers. A key the list lacks leaves its row out (logged), never a 500.
 */
export async function loadPagePrices(keys: readonly string[], path: string) {
  const { db } = await app();
  const list = await getPriceList(db);
  return { rows: priceRowsOf(list, keys, path), offerPrice: offerPriceOf(list) };
}

/** One price as copy states it ("£45.00", "from £65.00"), or null when the list lacks it. */
export async function loadPriceText(key: string, path: string): Promise<string | null> {
  const { db } = await app();
  return describePriceOf(await getPriceList(db), key, path);
}
