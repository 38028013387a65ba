import type { Business } from "./business";
import { canonicalUrl } from "./seo";
import { SITE_SOCIAL_CARD } from "./social-cards";

/** The logo's mark as a square PNG (the app icon), which search engines accept as a logo. */
export const BUSINESS_LOGO_PATH = "/icons/icon-512.png";

/**
 * schema.org JSON-LD builders. Every object is self-contained ("@context" included) so a
 * page can emit any combination of them through `jsonLd()`.
 */

const SCHEMA_CONTEXT = "https://schema.org";

const SERVICE_OFFER_CURRENCY = "GBP";
const MAX_HOW_TO_STEPS = 10;
const MAX_HOW_TO_STEP_TEXT = 200;
const MAX_BUSINESS_REVIEWS = 3;

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, "");
}

function businessId(origin: string): string {
  return `${trimOrigin(origin)}/#business`;
}

function geoCoordinates(place: { latitude: number; longitude: number }) {
  return { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude };
}

/** The towns served and their coordinates, as the owner keeps them in the settings. */
function areasServed(business: Business) {
  return business.serviceAreas.map((city) => ({
    "@type": "City",
    name: city.name,
    geo: geoCoordinates(city),
  }));
}

function schemaDay(day: string): string {
  const trimmed = day.trim();
  return `${SCHEMA_CONTEXT}/${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1).toLowerCase()}`;
}

function isoDate(value: string | Date): string {
  return typeof value === "string" ? value : value.toISOString();
}

/**
 * Shortens text to `max` characters, ellipsis included, cutting between words so no step
 * ends half-way through one.
 */
export function truncateAtWord(text: string, max: number): string {
  const normalised = text.replace(/\s+/g, " ").trim();
  if (normalised.length <= max) return normalised;
  const room = normalised.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

interface BusinessReview {
  authorName: string;
  body: string;
  rating: number;
}

export function localBusiness(business: Business, origin: string, reviews: BusinessReview[]) {
  const featured = reviews.slice(0, MAX_BUSINESS_REVIEWS).map((review) => ({
    "@type": "Review",
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5 },
    author: { "@type": "Person", name: review.authorName },
    reviewBody: review.body,
  }));
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(origin),
    name: business.name,
    telephone: business.phone,
    email: business.email,
    url: trimOrigin(origin),
    logo: canonicalUrl(origin, BUSINESS_LOGO_PATH),
    image: canonicalUrl(origin, SITE_SOCIAL_CARD),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address,
      addressLocality: business.city,
      postalCode: business.postalCode,
      addressRegion: business.region,
      addressCountry: business.country,
    },
    geo: geoCoordinates(business),
    areaServed: areasServed(business),
    openingHoursSpecification: business.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days.map(schemaDay),
      opens: hours.opens,
      closes: hours.closes,
    })),
    priceRange: business.priceRange,
    // Only the site's own rating, from the reviews it shows (Google's review-snippet rules).
    ...(business.siteRating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: business.siteRating.average,
            reviewCount: business.siteRating.count,
            bestRating: 5,
          },
        }
      : {}),
    ...(business.sameAs.length > 0 ? { sameAs: business.sameAs } : {}),
    ...(featured.length > 0 ? { review: featured } : {}),
  };
}

interface ServiceSchemaInput {
  name: string;
  description: string;
  path: string;
  origin: string;
  business: Business;
  serviceType?: string;
  /**
   * The page's own price from the price list, as the page states it ("from £55.00" → price
   * "55.00", basis "from"). Null when the page has none: the Service then states no offer.
   */
  offer: { price: string; basis: "fixed" | "from" | "per-hour" } | null;
}

/** An Offer of the page's own price; "from" and "an hour" say so in its priceSpecification. */
function serviceOffer(offer: NonNullable<ServiceSchemaInput["offer"]>, url: string) {
  const specification =
    offer.basis === "from"
      ? {
          "@type": "PriceSpecification",
          minPrice: offer.price,
          priceCurrency: SERVICE_OFFER_CURRENCY,
        }
      : offer.basis === "per-hour"
        ? {
            "@type": "UnitPriceSpecification",
            price: offer.price,
            priceCurrency: SERVICE_OFFER_CURRENCY,
            unitCode: "HUR",
            unitText: "hour",
          }
        : null;
  return {
    "@type": "Offer",
    price: offer.price,
    priceCurrency: SERVICE_OFFER_CURRENCY,
    url,
    ...(specification ? { priceSpecification: specification } : {}),
  };
}

export function serviceSchema(input: ServiceSchemaInput) {
  const url = canonicalUrl(input.origin, input.path);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    url,
    provider: {
      "@type": "HomeAndConstructionBusiness",
      "@id": businessId(input.origin),
      name: input.business.name,
      telephone: input.business.phone,
    },
    areaServed: areasServed(input.business),
    ...(input.offer === null ? {} : { offers: serviceOffer(input.offer, url) }),
  };
}

export function faqPage(faqs: { question: string; answer: string }[]) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

interface HowToInput {
  name: string;
  description: string;
  steps: { heading: string; text: string }[];
  /** ISO 8601 duration, e.g. "PT45M". */
  totalTime?: string;
  tools?: string[];
}

export function howTo(input: HowToInput) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "HowTo",
    name: input.name,
    description: input.description,
    ...(input.totalTime ? { totalTime: input.totalTime } : {}),
    ...(input.tools && input.tools.length > 0
      ? { tool: input.tools.map((tool) => ({ "@type": "HowToTool", name: tool })) }
      : {}),
    step: input.steps.slice(0, MAX_HOW_TO_STEPS).map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.heading,
      text: truncateAtWord(step.text, MAX_HOW_TO_STEP_TEXT),
    })),
  };
}

export function breadcrumbList(items: { name: string; path: string }[], origin: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: canonicalUrl(origin, item.path),
    })),
  };
}

interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  origin: string;
  datePublished: string | Date;
  dateModified?: string | Date;
  authorName: string;
}

export function blogPosting(input: BlogPostingInput) {
  const url = canonicalUrl(input.origin, input.path);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified ?? input.datePublished),
    author: { "@type": "Person", name: input.authorName },
    publisher: { "@id": businessId(input.origin) },
  };
}
