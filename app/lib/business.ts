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
  serviceAreas: string[];
  services: string[];
  openingHours: { days: string[]; opens: string; closes: string }[];
  priceRange: string;
  ratingValue: number;
  reviewCount: number;
}
