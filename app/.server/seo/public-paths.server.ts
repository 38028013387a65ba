import type { Kysely } from "kysely";
import { guides } from "~/content/guides";
import { locations } from "~/content/locations";
import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";
import { listPublishedBlogSlugs } from "../public-content/published-blog.server";
import type { SitemapEntry } from "./sitemap.server";
import type { Database } from "../db/schema.server";

/** Public pages with a fixed address; signed-in areas and token links are left out. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/services",
  "/prices",
  "/about",
  "/faq",
  "/emergency-callout",
  "/areas-we-cover",
  "/property-services",
  "/booking-system",
  "/mobile",
  "/engineer-mobile",
  "/portfolio",
  "/reviews",
  "/blog",
  "/guides",
  "/contact",
  "/book",
] as const;

/** Every page whose address comes from the typed content in app/content. */
export function contentPublicPaths(): string[] {
  return [
    ...services.map((service) => `/services/${service.slug}`),
    ...subServices.map((page) => `/services/${page.categoryPath}/${page.slug}`),
    ...locations.map((location) => `/locations/${location.slug}`),
    ...guides.map((guide) => `/guides/${guide.slug}`),
  ];
}

export function publicSitemapEntries(
  blogPosts: { slug: string; updatedAt: Date }[],
): SitemapEntry[] {
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...contentPublicPaths().map((path) => ({ path })),
    ...blogPosts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
  ];
}

/** Every public page with, for blog posts, when it last changed. */
export async function listSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  return publicSitemapEntries(await listPublishedBlogSlugs(db));
}
