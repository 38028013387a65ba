import { findLocation, locations, serviceAreas } from "~/content/locations";
import { renderMarkdown } from "../content/markdown.server";

export function listLocations() {
  return locations.map((location) => ({
    slug: location.slug,
    place: location.place,
    h1: location.h1,
    intro: location.intro,
  }));
}

export function listServiceAreas() {
  return serviceAreas;
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
