import type { Kysely } from "kysely";
import { memo } from "../cache/memo.server";
import { isBlogSlug } from "~/lib/blog-slug";
import { BLOG_CACHE_PREFIX, PUBLIC_CONTENT_TTL_MS } from "./cache-keys.server";
import {
  BLOG_POSTS_PER_PAGE,
  type BlogPage,
  type BlogPost,
  queryMovedPostSlug,
  queryPublishedBlogSlugs,
  queryPublishedPost,
  queryPublishedPosts,
  wholeNumberAtLeastOne,
} from "./blog.server";
import type { Database } from "../db/schema.server";

/**
 * The published blog as the public pages read it, cached in the process. Apart from
 * blog.server.ts's queries so the assistant's index (built when the app starts) can read posts
 * without reaching back to the app's services.
 */
// The cached versions below share their objects between requests: do not change them.

export function listPublishedPosts(
  db: Kysely<Database>,
  page: number,
  perPage = BLOG_POSTS_PER_PAGE,
): Promise<BlogPage> {
  const size = wholeNumberAtLeastOne(perPage, BLOG_POSTS_PER_PAGE);
  const shown = wholeNumberAtLeastOne(page, 1);
  return memo(`${BLOG_CACHE_PREFIX}page:${shown}:${size}`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedPosts(db, shown, size),
  );
}

export async function getPublishedPost(
  db: Kysely<Database>,
  slug: string,
): Promise<BlogPost | null> {
  // Checked before the cache too, so junk slugs take no room in it.
  if (!isBlogSlug(slug)) return null;
  return memo(`${BLOG_CACHE_PREFIX}post:${slug}`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedPost(db, slug),
  );
}

export async function getMovedPostSlug(db: Kysely<Database>, slug: string): Promise<string | null> {
  if (!isBlogSlug(slug)) return null;
  return memo(`${BLOG_CACHE_PREFIX}moved:${slug}`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryMovedPostSlug(db, slug),
  );
}

export function listPublishedBlogSlugs(
  db: Kysely<Database>,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return memo(`${BLOG_CACHE_PREFIX}slugs`, PUBLIC_CONTENT_TTL_MS, async () =>
    queryPublishedBlogSlugs(db),
  );
}
