import { describe, expect, it } from "vitest";
import type { Business } from "./business";
import { servicePageMeta } from "./content-page-meta";
import { publicPageMeta } from "./page-meta";

const origin = "https://fixit.example";
const business: Business = {
  name: "Fix It Kenilworth",
  phone: "+441926000000",
  phoneDisplay: "01926 000000",
  email: "hello@fixit.example",
  address: "1 Castle Hill",
  city: "Kenilworth",
  postalCode: "CV8 1NB",
  region: "Warwickshire",
  country: "GB",
  website: origin,
  latitude: 52.34,
  longitude: -1.57,
  serviceAreas: [{ name: "Kenilworth", latitude: 52.34, longitude: -1.57 }],
  services: [],
  openingHours: [],
  priceRange: "£45-320",
  siteRating: null,
  outsideRating: null,
  sameAs: [],
  openingHoursSummary: "",
  openingHoursLines: [],
  areaNames: "",
  vatRegistered: true,
};
const root = { business, siteUrl: origin, businessStructuredData: { "@type": "X" } };

function content(tags: ReturnType<typeof publicPageMeta>, key: "property" | "name", value: string) {
  const fields: Record<string, unknown>[] = tags.map((tag) => ({ ...tag }));
  return fields.find((tag) => tag[key] === value)?.content;
}

describe("a public page's link preview", () => {
  const tags = publicPageMeta(root, {
    title: "Prices",
    description: "Every price.",
    path: "/prices",
  });

  it("shows the site's card, 1200 × 630, with the business's name from the settings", () => {
    expect(content(tags, "property", "og:image")).toBe(`${origin}/social/site.png`);
    expect(content(tags, "property", "og:image:width")).toBe("1200");
    expect(content(tags, "property", "og:image:height")).toBe("630");
    expect(content(tags, "property", "og:image:alt")).toBe("Prices — Fix It Kenilworth");
    expect(content(tags, "property", "og:site_name")).toBe("Fix It Kenilworth");
  });

  it("is a large Twitter (X) card with the page's own title, description and picture", () => {
    expect(content(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "name", "twitter:title")).toBe("Prices");
    expect(content(tags, "name", "twitter:description")).toBe("Every price.");
    expect(content(tags, "name", "twitter:image")).toBe(`${origin}/social/site.png`);
  });
});

describe("a service's link preview", () => {
  const page = {
    name: "Leaky tap repairs",
    title: "Leaky tap repairs in Coventry",
    metaDescription: "Dripping taps fixed.",
    path: "/services/plumbing/leaky-tap-repairs",
    slug: "leaky-tap-repairs",
    parent: { name: "Plumbing repairs", slug: "plumbing-repairs" },
    breadcrumbs: [],
    faqs: [],
    offer: null,
  };
  const matches = [{ id: "root", data: root }];

  it("shows its service's card; a job page shows the card of the service it belongs to", () => {
    const job = servicePageMeta({ data: page, matches });
    expect(content(job, "property", "og:image")).toBe(
      `${origin}/social/services/plumbing-repairs.png`,
    );
    const service = servicePageMeta({
      data: { ...page, slug: "plumbing-repairs", parent: undefined },
      matches,
    });
    expect(content(service, "name", "twitter:image")).toBe(
      `${origin}/social/services/plumbing-repairs.png`,
    );
  });
});
