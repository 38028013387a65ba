import type { Kysely } from "kysely";
import { getBusiness } from "../business/business.server";
import { getBookingSettings } from "../jobs/settings.server";
import type { CopyFacts } from "../content/site-copy.server";
import { getPriceList } from "../prices/price-list.server";
import type { Database } from "../db/schema.server";

/**
 * The price list, opening hours, change cut-off and VAT registration the public pages state now
 * (cached in the process,
 * decisions 0036 and 0041). Apart from site-copy.server.ts so the assistant's index, built when
 * the app starts, fills its copy from facts it is given without reaching back to the database.
 */
export async function currentCopyFacts(db: Kysely<Database>): Promise<CopyFacts> {
  const [prices, business, rules] = await Promise.all([
    getPriceList(db),
    getBusiness(db),
    getBookingSettings(db),
  ]);
  return {
    prices,
    openingHours: business.openingHours,
    changeCutoffHours: rules.changeCutoffHours,
    vatRegistered: business.vatRegistered,
  };
}
