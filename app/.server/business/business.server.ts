import type { Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import { listAreaNames, type Business } from "~/lib/business";
import { describeOpeningHours, openingHoursLines } from "~/lib/opening-hours";
import { priceRangeOf } from "~/lib/prices";
import { memo } from "../cache/memo.server";
import type { Database } from "../db/schema.server";
import { getPriceList } from "../prices/price-list.server";
import { ownRatingSummary } from "../reviews/moderation.server";

export type { Business };

export const BUSINESS_CACHE_KEY = "business:profile";
// A safety net only: an edit drops this process's copy at once and every other process's
// within one poll of the settings version (decision 0036).
const CACHE_TTL_MS = 5 * 60_000;

/** The business profile, cached in the process because every page shows it. */
export function getBusiness(db: Kysely<Database>): Promise<Business> {
  return memo(BUSINESS_CACHE_KEY, CACHE_TTL_MS, () => loadBusiness(db));
}

/**
 * The profile as stored, bypassing the cache: what the settings page edits, with the site's
 * own rating computed from the approved reviews (a moderation drops the cached copy).
 */
export async function loadBusiness(db: Kysely<Database>): Promise<Business> {
  const [row, areas, prices, own, money] = await Promise.all([
    db.selectFrom("business_settings").selectAll().executeTakeFirstOrThrow(),
    db
      .selectFrom("service_areas")
      .select(["name", "latitude", "longitude"])
      .orderBy("position")
      .execute(),
    getPriceList(db),
    ownRatingSummary(db),
    db.selectFrom("money_settings").select("vat_registered").executeTakeFirstOrThrow(),
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
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    serviceAreas: areas.map((area) => ({
      name: area.name,
      latitude: Number(area.latitude),
      longitude: Number(area.longitude),
    })),
    services: row.services,
    openingHours: row.opening_hours,
    openingHoursSummary: describeOpeningHours(row.opening_hours),
    openingHoursLines: openingHoursLines(row.opening_hours),
    areaNames: listAreaNames(areas),
    // Derived from the price list, never typed (decision 0041); the column only for an empty list.
    priceRange: priceRangeOf(prices.items) ?? row.price_range,
    siteRating:
      own.average === null
        ? null
        : { average: Math.round(own.average * 10) / 10, count: own.approvedCount },
    outsideRating:
      row.rating_source_name && row.rating_source_url && row.review_count > 0
        ? {
            value: Number(row.rating_value),
            count: row.review_count,
            sourceName: row.rating_source_name,
            sourceUrl: row.rating_source_url,
          }
        : null,
    sameAs: row.same_as,
    vatRegistered: money.vat_registered,
  };
}
