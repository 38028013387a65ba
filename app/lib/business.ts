/** The business profile as pages and structured data see it (stored in business_settings). */
export interface Business {
  name: string;
  /** E.164, e.g. +442476990123. */
  phone: string;
  /** National format, e.g. 024 7699 0123. */
  phoneDisplay: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  website: string;
  /** Latitude and longitude of the business itself (the structured data's `geo`). */
  latitude: number;
  longitude: number;
  /** The towns served, in the order pages list them, with their coordinates. */
  serviceAreas: ServiceArea[];
  services: string[];
  openingHours: { days: string[]; opens: string; closes: string }[];
  priceRange: string;
  ratingValue: number;
  reviewCount: number;
  /** Its pages elsewhere (social profiles), https URLs: the structured data's `sameAs`. */
  sameAs: string[];
}

export interface ServiceArea {
  name: string;
  latitude: number;
  longitude: number;
}

/** "every day 06:00–22:00", or "Monday, Tuesday 08:00–18:00; Saturday 09:00–13:00". */
export function describeOpeningHours(hours: Business["openingHours"]): string {
  if (hours.length === 0) return "by appointment";
  return hours
    .map(
      (entry) =>
        `${entry.days.length === 7 ? "every day" : entry.days.join(", ")} ${entry.opens}–${entry.closes}`,
    )
    .join("; ");
}

/** "Coventry, Warwick, Kenilworth and Leamington Spa". */
export function listAreaNames(areas: readonly { name: string }[]): string {
  const names = areas.map((area) => area.name);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
