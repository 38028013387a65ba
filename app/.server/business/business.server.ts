import type { Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import type { Business } from "~/lib/business";
import type { Database } from "../db/schema.server";

export type { Business };

const CACHE_TTL_MS = 60_000;
let cached: { value: Business; at: number } | undefined;

/**
 * The business profile, cached in the process because every page shows it; a short TTL
 * bounds staleness across processes and `forgetBusiness()` drops it when an admin edits.
 */
export async function getBusiness(db: Kysely<Database>): Promise<Business> {
  if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.value;
  const row = await db.selectFrom("business_settings").selectAll().executeTakeFirstOrThrow();
  const value: Business = {
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
    priceRange: row.price_range,
    ratingValue: Number(row.rating_value),
    reviewCount: row.review_count,
  };
  cached = { value, at: Date.now() };
  return value;
}

export function forgetBusiness() {
  cached = undefined;
}
