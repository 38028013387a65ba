import type { ColumnType, Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./schema.server";

/**
 * Tables of the blog (issue 12): posts, their old slugs and scheduling, joined into the one `Database` interface of schema.server.ts.
 */

export interface BlogPostsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author_name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** null = draft. */
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogTables {
  blog_posts: BlogPostsTable;
}
