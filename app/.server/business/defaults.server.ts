import type { Insertable } from "kysely";
import type { BusinessSettingsTable } from "../db/schema.server";

/** The business profile stored on first start (the towns served are seeded by their migration). */
export const DEFAULT_BUSINESS: Insertable<BusinessSettingsTable> = {
  name: "We Fix Coventry",
  phone: "+442476990123",
  email: "hello@wefixcoventry.co.uk",
  address: "14 Far Gosford Street",
  city: "Coventry",
  postal_code: "CV1 5DZ",
  region: "West Midlands",
  country: "GB",
  website: "https://wefixcoventry.co.uk",
  services: [
    "General repairs",
    "Carpentry and joinery",
    "Electrical",
    "Plumbing",
    "Painting and decorating",
    "Security and locks",
    "Home improvements",
    "Emergency repairs",
    "Appliance installation",
    "Garden maintenance",
  ],
  opening_hours: JSON.stringify([
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "06:00",
      closes: "22:00",
    },
  ]),
  price_range: "£45-320",
  // The specification's figures: the business's rating on Google, shown only with that source.
  rating_value: "4.9",
  review_count: 127,
  rating_source_name: "Google",
  rating_source_url: "https://www.google.com/maps/search/?api=1&query=We+Fix+Coventry",
};
