import { describe, expect, it } from "vitest";
import type { Business } from "./business";
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  howTo,
  localBusiness,
  serviceSchema,
  truncateAtWord,
} from "./structured-data";

const origin = "https://wefixcoventry.co.uk";

const business: Business = {
  name: "We Fix Coventry",
  phone: "+442476990123",
  phoneDisplay: "024 7699 0123",
  email: "hello@wefixcoventry.co.uk",
  address: "14 Far Gosford Street",
  city: "Coventry",
  postalCode: "CV1 5DZ",
  region: "West Midlands",
  country: "GB",
  website: origin,
  latitude: 52.40806,
  longitude: -1.51056,
  serviceAreas: [
    { name: "Coventry", latitude: 52.40806, longitude: -1.51056 },
    { name: "Warwick", latitude: 52.28, longitude: -1.59 },
    { name: "Kenilworth", latitude: 52.341, longitude: -1.566 },
    { name: "Leamington Spa", latitude: 52.292, longitude: -1.537 },
  ],
  services: ["Plumbing"],
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "06:00",
      closes: "22:00",
    },
  ],
  priceRange: "£45-320",
  siteRating: { average: 4.8, count: 12 },
  outsideRating: {
    value: 4.9,
    count: 127,
    sourceName: "Google",
    sourceUrl: "https://www.google.com/maps/search/?api=1&query=We+Fix+Coventry",
  },
  sameAs: [],
  openingHoursSummary: "",
  openingHoursLines: [],
  areaNames: "",
  vatRegistered: true,
};

const reviews = [1, 2, 3, 4].map((n) => ({
  authorName: `Customer ${n}`,
  body: `Review number ${n}`,
  rating: 5,
}));

const cities = [
  {
    "@type": "City",
    name: "Coventry",
    geo: { "@type": "GeoCoordinates", latitude: 52.40806, longitude: -1.51056 },
  },
  {
    "@type": "City",
    name: "Warwick",
    geo: { "@type": "GeoCoordinates", latitude: 52.28, longitude: -1.59 },
  },
  {
    "@type": "City",
    name: "Kenilworth",
    geo: { "@type": "GeoCoordinates", latitude: 52.341, longitude: -1.566 },
  },
  {
    "@type": "City",
    name: "Leamington Spa",
    geo: { "@type": "GeoCoordinates", latitude: 52.292, longitude: -1.537 },
  },
];

describe("localBusiness", () => {
  const schema = localBusiness(business, `${origin}/`, reviews);

  it("identifies the business and how to reach it", () => {
    expect(schema).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      "@id": "https://wefixcoventry.co.uk/#business",
      name: "We Fix Coventry",
      telephone: "+442476990123",
      email: "hello@wefixcoventry.co.uk",
      url: "https://wefixcoventry.co.uk",
      address: {
        "@type": "PostalAddress",
        streetAddress: "14 Far Gosford Street",
        addressLocality: "Coventry",
        postalCode: "CV1 5DZ",
        addressRegion: "West Midlands",
        addressCountry: "GB",
      },
      geo: { "@type": "GeoCoordinates", latitude: 52.40806, longitude: -1.51056 },
    });
  });

  it("names its logo and picture as absolute URLs, and its profiles elsewhere from the settings", () => {
    expect(schema.logo).toBe("https://wefixcoventry.co.uk/icons/icon-512.png");
    expect(schema.image).toBe("https://wefixcoventry.co.uk/social/site.png");
    expect(schema).not.toHaveProperty("sameAs");
    const profiles = ["https://www.facebook.com/wefixcoventry", "https://www.instagram.com/wefix"];
    expect(localBusiness({ ...business, sameAs: profiles }, origin, []).sameAs).toEqual(profiles);
  });

  it("serves the four towns, each with coordinates", () => {
    expect(schema.areaServed).toEqual(cities);
  });

  it("opens every day from 06:00 to 22:00", () => {
    expect(schema.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [
          "https://schema.org/Monday",
          "https://schema.org/Tuesday",
          "https://schema.org/Wednesday",
          "https://schema.org/Thursday",
          "https://schema.org/Friday",
          "https://schema.org/Saturday",
          "https://schema.org/Sunday",
        ],
        opens: "06:00",
        closes: "22:00",
      },
    ]);
  });

  it("gives the price range and only the rating computed from the site's own reviews", () => {
    expect(schema.priceRange).toBe("£45-320");
    // The 4.9 from 127 is Google's: it is shown with its source, never claimed as ours.
    expect(schema.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.8,
      reviewCount: 12,
      bestRating: 5,
    });
  });

  it("states no aggregate rating while no review is approved", () => {
    expect(localBusiness({ ...business, siteRating: null }, origin, [])).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("includes at most three reviews", () => {
    expect(schema.review).toHaveLength(3);
    expect(schema.review?.[0]).toEqual({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5 },
      author: { "@type": "Person", name: "Customer 1" },
      reviewBody: "Review number 1",
    });
  });

  it("leaves reviews out when there are none", () => {
    expect(localBusiness(business, origin, [])).not.toHaveProperty("review");
  });
});

describe("serviceSchema", () => {
  const schema = serviceSchema({
    name: "Plumbing repairs",
    description: "Leaks and taps fixed.",
    path: "/services/plumbing-repairs",
    origin,
    business,
    offer: { price: "45.00", basis: "fixed" },
  });

  it("offers the service at 45.00 GBP across the four towns", () => {
    expect(schema).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Plumbing repairs",
      serviceType: "Plumbing repairs",
      provider: { "@id": "https://wefixcoventry.co.uk/#business" },
      offers: {
        "@type": "Offer",
        price: "45.00",
        priceCurrency: "GBP",
        url: "https://wefixcoventry.co.uk/services/plumbing-repairs",
      },
    });
    expect(schema.areaServed).toEqual(cities);
  });

  it("uses the given service type", () => {
    expect(
      serviceSchema({
        name: "n",
        description: "d",
        path: "/p",
        origin,
        business,
        serviceType: "Plumber",
        offer: { price: "45.00", basis: "fixed" },
      }).serviceType,
    ).toBe("Plumber");
  });

  it("offers the page's own price as the page states it, and no offer without one", () => {
    const input = { name: "n", description: "d", path: "/p", origin, business };
    const from = serviceSchema({ ...input, offer: { price: "55.00", basis: "from" } }).offers;
    expect(from).toMatchObject({
      price: "55.00",
      priceCurrency: "GBP",
      priceSpecification: { "@type": "PriceSpecification", minPrice: "55.00" },
    });
    const hourly = serviceSchema({ ...input, offer: { price: "45.00", basis: "per-hour" } }).offers;
    expect(hourly).toMatchObject({
      price: "45.00",
      priceSpecification: { "@type": "UnitPriceSpecification", unitCode: "HUR" },
    });
    expect(serviceSchema({ ...input, offer: null })).not.toHaveProperty("offers");
  });
});

describe("faqPage", () => {
  it("turns each question into a Question with an accepted Answer", () => {
    expect(faqPage([{ question: "Do you cover CV4?", answer: "Yes, all of it." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Do you cover CV4?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, all of it." },
        },
      ],
    });
  });
});

describe("truncateAtWord", () => {
  it("leaves short text alone", () => {
    expect(truncateAtWord("Turn off the water.", 200)).toBe("Turn off the water.");
  });

  it("cuts between words and ends with an ellipsis within the limit", () => {
    const text = "Turn the slot on the valve a quarter turn, then open the tap to drain it";
    const cut = truncateAtWord(text, 30);
    expect(cut).toBe("Turn the slot on the valve a…");
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(truncateAtWord("Open the valve, then wait for it", 17)).toBe("Open the valve…");
  });

  it("cuts inside a word only when there is no space to cut at", () => {
    expect(truncateAtWord("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("howTo", () => {
  const steps = Array.from({ length: 12 }, (_, index) => ({
    heading: `Step ${index + 1}`,
    text: `${"Loosen the retaining nut with an adjustable spanner ".repeat(5)}${index}`,
  }));
  const schema = howTo({
    name: "Fix a leaky tap",
    description: "Replace the washer.",
    steps,
    totalTime: "PT45M",
    tools: ["Adjustable spanner"],
  });

  it("keeps at most 10 steps, numbered in order", () => {
    expect(schema.step).toHaveLength(10);
    expect(schema.step.map((step) => step.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(schema.step[0]).toMatchObject({ "@type": "HowToStep", name: "Step 1" });
  });

  it("cuts every step text to 200 characters at a word boundary", () => {
    for (const step of schema.step) {
      expect(step.text.length).toBeLessThanOrEqual(200);
      expect(step.text.endsWith("…")).toBe(true);
      expect(step.text).not.toMatch(/\s…$/);
    }
    const kept = schema.step[0]?.text.slice(0, -1) ?? "";
    const original = steps[0]?.text ?? "";
    expect(original.startsWith(kept)).toBe(true);
    expect(original.charAt(kept.length)).toBe(" ");
  });

  it("lists the tools and total time when given, and leaves them out otherwise", () => {
    expect(schema).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HowTo",
      totalTime: "PT45M",
      tool: [{ "@type": "HowToTool", name: "Adjustable spanner" }],
    });
    const plain = howTo({ name: "n", description: "d", steps: [{ heading: "h", text: "t" }] });
    expect(plain).not.toHaveProperty("totalTime");
    expect(plain).not.toHaveProperty("tool");
    expect(plain.step).toEqual([{ "@type": "HowToStep", position: 1, name: "h", text: "t" }]);
  });
});

describe("breadcrumbList", () => {
  it("numbers the trail with absolute URLs", () => {
    expect(
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ],
        origin,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://wefixcoventry.co.uk/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Services",
          item: "https://wefixcoventry.co.uk/services",
        },
      ],
    });
  });
});

describe("blogPosting", () => {
  it("describes the post and names the business as publisher", () => {
    const schema = blogPosting({
      title: "Winter boiler checks",
      description: "What to check before the cold.",
      path: "/blog/winter-boiler-checks",
      origin,
      datePublished: new Date("2026-01-05T09:00:00Z"),
      authorName: "Sam Patel",
    });
    expect(schema).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Winter boiler checks",
      description: "What to check before the cold.",
      url: "https://wefixcoventry.co.uk/blog/winter-boiler-checks",
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://wefixcoventry.co.uk/blog/winter-boiler-checks",
      },
      datePublished: "2026-01-05T09:00:00.000Z",
      dateModified: "2026-01-05T09:00:00.000Z",
      author: { "@type": "Person", name: "Sam Patel" },
      publisher: { "@id": "https://wefixcoventry.co.uk/#business" },
    });
  });

  it("keeps a given modification date", () => {
    expect(
      blogPosting({
        title: "t",
        description: "d",
        path: "/blog/t",
        origin,
        datePublished: "2026-01-05",
        dateModified: "2026-02-01",
        authorName: "a",
      }).dateModified,
    ).toBe("2026-02-01");
  });
});
