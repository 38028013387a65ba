/**
 * Typed marketing content. Every page's copy is written for Coventry and the towns
 * around it and is distinct per page; prices are named by price-list key, so the one price
 * list (the `price_list` table, edited at /admin/settings/prices) stays the single source.
 * A price stated in prose is a placeholder, `{price:callout.standard}` ("£45.00") or
 * `{price-short:labour.day}` ("£295"), filled when the page is read (decision 0042); never
 * type a figure of ours (app/content/price-figures.test.ts refuses one).
 */

type ServiceCategory =
  | "general"
  | "carpentry"
  | "electrical"
  | "plumbing"
  | "painting"
  | "security"
  | "home-improvements"
  | "emergency"
  | "appliance"
  | "garden"
  | "pat-testing"
  | "gutter-cleaning"
  | "pressure-washing"
  | "tiling"
  | "insulation";

export interface Faq {
  question: string;
  /** Plain text, one or two short paragraphs. */
  answer: string;
}

export interface PageCopy {
  /** <title>, at most 60 characters, ends with a place name where natural. */
  title: string;
  /** Meta description, 120–160 characters, never more than 160. */
  metaDescription: string;
  /** The single h1 of the page. */
  h1: string;
  /** One or two sentences shown under the h1. */
  intro: string;
  /**
   * Markdown body (## and ### headings, paragraphs, lists; no h1, no images, no raw HTML).
   * At least 300 words of copy unique to this page.
   */
  body: string;
  faqs: Faq[];
}

export interface ServicePage extends PageCopy {
  /** URL segment under /services/, e.g. "plumbing-repairs". */
  slug: string;
  category: ServiceCategory;
  /** Short name used in navigation and cards, e.g. "Plumbing repairs". */
  name: string;
  /** One-line card summary, at most 140 characters. */
  summary: string;
  /** What a visit includes, 4–7 bullet points. */
  included: string[];
  /** Keys into the price list. */
  priceKeys: string[];
  /** Slugs of sub-pages (ServiceSubPage.slug) that belong to this service. */
  subPages: string[];
}

export interface ServiceSubPage extends PageCopy {
  /** URL is /services/{categoryPath}/{slug}, e.g. /services/plumbing/leaky-tap-repairs. */
  categoryPath: string;
  slug: string;
  /** Slug of the parent ServicePage, e.g. "plumbing-repairs". */
  parentSlug: string;
  name: string;
  summary: string;
  included: string[];
  priceKeys: string[];
}

export interface LocationPage extends PageCopy {
  /** URL segment under /locations/. */
  slug: string;
  /** Place the page is about, e.g. "Warwick". */
  place: string;
  /** Neighbourhoods, villages or postcode districts named on the page. */
  areas: string[];
  latitude: number;
  longitude: number;
}

interface GuideStep {
  /** Becomes a HowTo step name; at most 80 characters. */
  heading: string;
  /** At most 200 characters. */
  text: string;
}

export interface GuidePage extends PageCopy {
  slug: string;
  /** Up to 10 steps, also rendered in the body. */
  steps: GuideStep[];
  toolsNeeded: string[];
  /** ISO 8601 duration, e.g. "PT30M". */
  totalTime: string;
}

export interface InfoPage extends PageCopy {
  /** Route path, e.g. "/about". */
  path: string;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown, 400+ words. */
  body: string;
  author: string;
  /** ISO date, e.g. "2026-09-14". */
  publishedOn: string;
  tags: string[];
}

export interface SeedTestimonial {
  authorName: string;
  /** e.g. "Earlsdon, Coventry". */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  serviceSlug: string;
  /** ISO date. */
  receivedOn: string;
}

export interface SeedPortfolioProject {
  slug: string;
  title: string;
  location: string;
  serviceSlug: string;
  summary: string;
  /** Markdown, 120–250 words: the problem, what was done, the result. */
  body: string;
  completedOn: string;
  /** Alt texts for the before and after pictures. */
  beforeAlt: string;
  afterAlt: string;
}
