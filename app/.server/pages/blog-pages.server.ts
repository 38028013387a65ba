import type { Kysely } from "kysely";
import { renderMarkdown } from "../content/markdown.server";
import {
  getMovedPostSlug,
  getPublishedPost,
  listPublishedPosts,
} from "../public-content/published-blog.server";
import type { Database } from "../db/schema.server";

/** A page of the blog, or null for a page number past the last post. */
export async function loadBlogIndex(db: Kysely<Database>, pageParameter: string | null) {
  const requested = Number.parseInt(pageParameter ?? "1", 10);
  const result = await listPublishedPosts(db, Number.isFinite(requested) ? requested : 1);
  if (result.page > 1 && result.posts.length === 0) return null;
  return result;
}

/** Where an old address of a published post leads now, or null when it never was one. */
export async function movedBlogPostPath(
  db: Kysely<Database>,
  slug: string,
): Promise<string | null> {
  const current = await getMovedPostSlug(db, slug);
  return current === null ? null : `/blog/${current}`;
}

/** A published post with its body rendered (the renderer keeps recent results). */
export async function loadBlogPost(db: Kysely<Database>, slug: string) {
  const post = await getPublishedPost(db, slug);
  if (!post) return null;
  const path = `/blog/${post.slug}`;
  return {
    ...post,
    path,
    html: renderMarkdown(post.body, {
      currentPath: path,
      fallbackAlt: post.title,
      imagesBefore: post.cover ? 1 : 0,
    }).html,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ],
  };
}
