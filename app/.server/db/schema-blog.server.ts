import type { ColumnType, Generated } from "kysely";
import type { BlogPostStatus } from "~/lib/blog-post-status";
import type { NullableTimestamp, Timestamp } from "./schema.server";

/**
 * Tables of the blog (issue 12): posts, their old slugs and scheduling, joined into the one `Database` interface of schema.server.ts.
 */

export interface BlogPostsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  /** The meta description, also the introduction under the title. */
  excerpt: string;
  body: string;
  author_name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** Draft by default: a row written with the original columns only is a draft. */
  status: ColumnType<BlogPostStatus, BlogPostStatus | undefined, BlogPostStatus>;
  /** When a published post appeared (kept after unpublishing, so its old slugs still redirect). */
  published_at: NullableTimestamp;
  /** Set exactly when the status is "scheduled". */
  scheduled_for: NullableTimestamp;
  cover_image_key: ColumnType<string | null, string | null | undefined, string | null>;
  cover_image_widths: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  cover_image_width: ColumnType<number | null, number | null | undefined, number | null>;
  cover_image_height: ColumnType<number | null, number | null | undefined, number | null>;
  cover_image_alt: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogSlugRedirectsTable {
  old_slug: string;
  post_id: string;
  created_at: Timestamp;
}

export interface BlogTables {
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
}
