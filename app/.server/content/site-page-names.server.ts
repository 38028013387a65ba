import { guides } from "~/content/guides";
import { locations } from "~/content/locations";
import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";

/**
 * How the copy names a page of this site when a writer typed its path ("book at /book"): a
 * reader follows words, never a path (issue 28). The fixed pages by what they are, the
 * content pages by their names.
 */
const FIXED_PAGES: Readonly<Record<string, string>> = {
  "/": "our home page",
  "/about": "about us",
  "/ai-assistant": "our assistant",
  "/areas-we-cover": "the areas we cover",
  "/blog": "our blog",
  "/book": "our booking page",
  "/booking-system": "how booking online works",
  "/contact": "our contact page",
  "/emergency-callout": "our emergency call-out page",
  "/engineer-mobile": "our engineers' app",
  "/faq": "our questions and answers",
  "/guides": "our guides",
  "/mobile": "our app",
  "/portfolio": "our recent work",
  "/prices": "our price list",
  "/property-services": "our services for landlords and agents",
  "/reviews": "our reviews",
  "/services": "our services",
};

/** "Plumbing repairs" → "plumbing repairs"; "TV wall mounting" stays as it is. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? `${name.charAt(0).toLowerCase()}${name.slice(1)}` : name;
}

let names: ReadonlyMap<string, string> | undefined;

function pageNames(): ReadonlyMap<string, string> {
  names ??= new Map([
    ...Object.entries(FIXED_PAGES),
    ...services.map((page): [string, string] => [
      `/services/${page.slug}`,
      `our ${inSentence(page.name)} page`,
    ]),
    ...subServices.map((page): [string, string] => [
      `/services/${page.categoryPath}/${page.slug}`,
      `our ${inSentence(page.name)} page`,
    ]),
    ...locations.map((page): [string, string] => [
      `/locations/${page.slug}`,
      `our ${page.place} page`,
    ]),
    ...guides.map((page): [string, string] => [
      `/guides/${page.slug}`,
      `our guide “${inSentence(page.h1)}”`,
    ]),
  ]);
  return names;
}

/** The words a link to this path reads, or undefined for a path that is no public page. */
export function sitePageName(path: string): string | undefined {
  return pageNames().get(path.length > 1 ? path.replace(/\/+$/, "") : path);
}
