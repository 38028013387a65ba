import type { Kysely } from "kysely";
import { servedAreasOf } from "~/lib/postcode";
import { findLocation, locations, serviceAreas } from "~/content/locations";
import { siteCopy, type CopyFacts } from "../content/site-copy.server";
import { currentCopyFacts } from "./current-copy-facts.server";
import { renderMarkdown } from "../content/markdown.server";
import type { Database } from "../db/schema.server";
import { getBookingSettings } from "../jobs/settings.server";

export function locationListOf(facts: CopyFacts) {
  const copy = siteCopy(facts, "/areas-we-cover");
  return locations.map((location) => ({
    slug: location.slug,
    place: location.place,
    h1: copy.text(location.h1),
    intro: copy.text(location.intro),
  }));
}

export async function listLocations(db: Kysely<Database>) {
  return locationListOf(await currentCopyFacts(db));
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

/** A town's page with its prices filled in, in the body, the description and the questions. */
export function locationPageOf(slug: string, facts: CopyFacts) {
  const location = findLocation(slug);
  if (!location) return null;
  const path = `/locations/${location.slug}`;
  const copy = siteCopy(facts, path);
  const h1 = copy.text(location.h1);
  return {
    path,
    place: location.place,
    areas: location.areas,
    title: copy.text(location.title),
    metaDescription: copy.text(location.metaDescription),
    h1,
    intro: copy.text(location.intro),
    html: renderMarkdown(copy.text(location.body), { currentPath: path, fallbackAlt: h1 }).html,
    faqs: copy.faqs(location.faqs),
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Areas we cover", path: "/areas-we-cover" },
      { name: location.place, path },
    ],
  };
}

export async function loadLocationPage(db: Kysely<Database>, slug: string) {
  return findLocation(slug) ? locationPageOf(slug, await currentCopyFacts(db)) : null;
}
