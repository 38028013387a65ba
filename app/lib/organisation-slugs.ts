import { ORGANISATION_ALIASES } from "./organisations";

/** What the database accepts as a slug (organisations.slug's check). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/**
 * Slugs no new organisation may take: every first segment of the site's own addresses (so an
 * organisation can one day get a fixed address like /moathouse without shadowing a page), the
 * names of what the server and the browser fetch at the top level, and "new", which
 * /admin/organizations/new would shadow. app/lib/organisation-slugs.test.ts fails when a route
 * file starts with a segment that is missing here, or a name at the top of public/ is.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "admin",
  "ai-assistant",
  "api",
  "apple-touch-icon",
  "approval",
  "areas-we-cover",
  "assets",
  "auth",
  "blog",
  "book",
  "booking-system",
  "build",
  "client",
  "contact",
  "dashboard",
  "emergency-callout",
  "engineer",
  "engineer-mobile",
  "faq",
  "favicon",
  "guides",
  "healthz",
  "icons",
  "invoice",
  "locations",
  "manifest",
  "media",
  "metrics",
  "mobile",
  "new",
  "offline",
  "org",
  "org-invite",
  "staff-invite",
  "sw",
  "organisations",
  "organizations",
  "pay",
  "portal",
  "portfolio",
  "prices",
  "property-services",
  "public",
  "quote",
  "readyz",
  "reset-app",
  "review",
  "reviews",
  "robots",
  "services",
  "sitemap",
  "social",
  "static",
  "sw",
  "track",
  "webhooks",
]);

/** Whether a slug is one of the three fixed addresses (/moathouse, /empire, /handylot). */
export function isFixedAddressSlug(slug: string): boolean {
  return (ORGANISATION_ALIASES as readonly string[]).includes(slug);
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}
