import { sql, type ExpressionBuilder, type Kysely, type NotNull } from "kysely";
import type { Database } from "../db/schema.server";
import { isBlogSlug } from "~/lib/blog-slug";
import type { ResponsiveImage } from "~/lib/responsive-image";

export { isBlogSlug };

export const BLOG_POSTS_PER_PAGE = 6;

interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  tags: string[];
  /** ISO 8601 timestamp. */
  publishedAt: string;
  /** ISO 8601 timestamp. */
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown. */
  body: string;
  cover: { image: ResponsiveImage; alt: string } | null;
}

export interface BlogPage {
  posts: BlogPostSummary[];
  /** The page shown, at least 1. */
  page: number;
  /** At least 1, so page 1 exists (and is empty) before the first post. */
  pageCount: number;
  total: number;
}

/**
 * Published posts only: drafts and scheduled posts are not public (the sweep publishes a
 * scheduled one at its time). Every public reader goes through here — the blog, the
 * sitemap, and the assistant's knowledge when it is built (decision record 0045).
 */
function isPublic(eb: ExpressionBuilder<Database, "blog_posts">) {
  return eb.and([
    eb("status", "=", "published"),
    eb("published_at", "is not", null),
    eb("published_at", "<=", sql<Date>`now()`),
  ]);
}

const SUMMARY_COLUMNS = [
  "id",
  "slug",
  "title",
  "excerpt",
  "author_name",
  "tags",
  "published_at",
  "updated_at",
] as const;

interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author_name: string;
  tags: string[];
  published_at: Date;
  updated_at: Date;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    authorName: row.author_name,
    tags: row.tags,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function wholeNumberAtLeastOne(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : fallback;
}

/** One page of published posts, newest first. A page past the end has no posts. */
export async function queryPublishedPosts(
  db: Kysely<Database>,
  page: number,
  perPage = BLOG_POSTS_PER_PAGE,
): Promise<BlogPage> {
  const size = wholeNumberAtLeastOne(perPage, BLOG_POSTS_PER_PAGE);
  const shown = wholeNumberAtLeastOne(page, 1);
  const counted = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .where(isPublic)
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (shown > pageCount) return { posts: [], page: shown, pageCount, total };

  const rows = await db
    .selectFrom("blog_posts")
    .select(SUMMARY_COLUMNS)
    .where(isPublic)
    .$narrowType<{ published_at: NotNull }>()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .offset((shown - 1) * size)
    .execute();
  return { posts: rows.map(toSummary), page: shown, pageCount, total };
}

/** A published post, or null for drafts, future posts, unknown and malformed slugs. */
export async function queryPublishedPost(
  db: Kysely<Database>,
  slug: string,
): Promise<BlogPost | null> {
  if (!isBlogSlug(slug)) return null;
  const row = await db
    .selectFrom("blog_posts")
    .select([
      ...SUMMARY_COLUMNS,
      "body",
      "cover_image_key",
      "cover_image_widths",
      "cover_image_width",
      "cover_image_height",
      "cover_image_alt",
    ])
    .where("slug", "=", slug)
    .where(isPublic)
    .$narrowType<{ published_at: NotNull }>()
    .executeTakeFirst();
  if (!row) return null;
  const { cover_image_key: key, cover_image_widths: widths } = row;
  const { cover_image_width: width, cover_image_height: height } = row;
  const cover =
    key !== null && widths !== null && width !== null && height !== null
      ? { image: { key, widths, width, height }, alt: row.cover_image_alt }
      : null;
  return { ...toSummary(row), body: row.body, cover };
}

/**
 * The current slug of the published post that `slug` used to name, or null: an old address
 * answers with a permanent redirect only while its post is public.
 */
export async function queryMovedPostSlug(
  db: Kysely<Database>,
  slug: string,
): Promise<string | null> {
  if (!isBlogSlug(slug)) return null;
  const row = await db
    .selectFrom("blog_slug_redirects as r")
    .innerJoin("blog_posts", "blog_posts.id", "r.post_id")
    .select("blog_posts.slug")
    .where("r.old_slug", "=", slug)
    .where(isPublic)
    .executeTakeFirst();
  return row?.slug ?? null;
}

/** Every published post's slug and last change, newest first (for the sitemap). */
export async function queryPublishedBlogSlugs(
  db: Kysely<Database>,
): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["slug", "updated_at"])
    .where(isPublic)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}

/** Every published post's words, newest first (at most `limit`): the assistant's knowledge. */
export async function queryPublishedPostTexts(
  db: Kysely<Database>,
  limit = 500,
): Promise<{ slug: string; title: string; excerpt: string; body: string }[]> {
  return db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "body"])
    .where(isPublic)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
