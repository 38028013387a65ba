import type { Kysely } from "kysely";
import { getPriceList, type PriceList } from "../prices/price-list.server";
import type { Database } from "../db/schema.server";

/**
 * The price list the public pages state now (cached in the process, decision 0041). Apart from
 * priced-copy.server.ts so the assistant's index, built when the app starts, fills its copy
 * from a list it is given without reaching back to the app's services.
 */
export async function currentPriceList(db: Kysely<Database>): Promise<PriceList> {
  return getPriceList(db);
}
