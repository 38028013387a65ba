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
  /** Worked out on the server, so pages need not ship the rules: "every day 06:00–22:00". */
  openingHoursSummary: string;
  /** The footer's grouped lines: "Monday to Saturday: 06:00–22:00". */
  openingHoursLines: { days: string; times: string }[];
  /** "Coventry, Warwick, Kenilworth and Leamington Spa". */
  areaNames: string;
  priceRange: string;
  /** The average of the approved reviews (what /reviews lists), or null while there are none. */
  siteRating: SiteRating | null;
  /** A rating kept elsewhere, shown only with its source's name and a link there. */
  outsideRating: OutsideRating | null;
  /** Its pages elsewhere (social profiles), https URLs: the structured data's `sameAs`. */
  sameAs: string[];
  /** Registered for VAT (the money settings): only then do prices "include VAT" (decision 0088). */
  vatRegistered: boolean;
}

export interface SiteRating {
  /** Rounded to one decimal, as it is shown: 4.8. */
  average: number;
  count: number;
}

export interface OutsideRating {
  value: number;
  count: number;
  /** "Google". */
  sourceName: string;
  /** An https page at that source listing the reviews. */
  sourceUrl: string;
}

export interface ServiceArea {
  name: string;
  latitude: number;
  longitude: number;
}

/** "Coventry, Warwick, Kenilworth and Leamington Spa". */
export function listAreaNames(areas: readonly { name: string }[]): string {
  const names = areas.map((area) => area.name);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
