import type { Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import type { Business } from "~/lib/business";
import { priceRangeOf } from "~/lib/prices";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { getPriceList } from "../prices/price-list.server";

export type { Business };

const BUSINESS_CACHE_KEY = "business:profile";
const CACHE_TTL_MS = 60_000;

/**
 * The business profile, cached in the process because every page shows it; the TTL bounds
 * how long an edit to the `business_settings` row takes to show.
 */
export function getBusiness(db: Kysely<Database>): Promise<Business> {
  return memo(BUSINESS_CACHE_KEY, CACHE_TTL_MS, () => loadBusiness(db));
}

async function loadBusiness(db: Kysely<Database>): Promise<Business> {
  const [row, prices] = await Promise.all([
    db.selectFrom("business_settings").selectAll().executeTakeFirstOrThrow(),
    getPriceList(db),
  ]);
  return {
    name: row.name,
    phone: row.phone,
    phoneDisplay: formatUkPhone(row.phone),
    email: row.email,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    region: row.region,
    country: row.country,
    website: row.website,
    serviceAreas: row.service_areas,
    services: row.services,
    openingHours: row.opening_hours,
    // Derived from the price list, never typed (decision 0041); the column only for an empty list.
    priceRange: priceRangeOf(prices.items) ?? row.price_range,
    ratingValue: Number(row.rating_value),
    reviewCount: row.review_count,
  };
}
