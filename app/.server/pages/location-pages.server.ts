import type { Kysely } from "kysely";
import { servedAreasOf } from "~/lib/postcode";
import { findLocation, locations, serviceAreas } from "~/content/locations";
import { renderMarkdown } from "../content/markdown.server";
import type { Database } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";

export function listLocations() {
  return locations.map((location) => ({
    slug: location.slug,
    place: location.place,
    h1: location.h1,
    intro: location.intro,
  }));
}

/**
 * The towns served with their postcodes, from the booking settings (cached in the process),
 * so the page lists exactly the postcodes the booking form accepts.
 */
export async function listServiceAreas(db: Kysely<Database>) {
  const rules = await getBookingSettings(db);
  return servedAreasOf(rules.servedOutwardCodes).map(({ name, postcodes }) => ({
    name,
    slug: serviceAreas.find((area) => area.name === name)?.slug,
    postcodes,
  }));
}

export async function loadLocationPage(slug: string) {
  const location = findLocation(slug);
  if (!location) return null;
  const path = `/locations/${location.slug}`;
  return {
    path,
    place: location.place,
    areas: location.areas,
    title: location.title,
    metaDescription: location.metaDescription,
    h1: location.h1,
    intro: location.intro,
    html: renderMarkdown(location.body, { currentPath: path, fallbackAlt: location.h1 }).html,
    faqs: location.faqs,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Areas we cover", path: "/areas-we-cover" },
      { name: location.place, path },
    ],
  };
}
