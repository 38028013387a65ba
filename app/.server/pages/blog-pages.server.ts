import { renderMarkdown } from "../content/markdown.server";
import {
  getMovedPostSlug,
  getPublishedPost,
  listPublishedPosts,
} from "../public-content/published-blog.server";

/** A page of the blog, or null for a page number past the last post. */
export async function loadBlogIndex(pageParameter: string | null) {
  const requested = Number.parseInt(pageParameter ?? "1", 10);
  const result = await listPublishedPosts(Number.isFinite(requested) ? requested : 1);
  if (result.page > 1 && result.posts.length === 0) return null;
  return result;
}

/** Where an old address of a published post leads now, or null when it never was one. */
export async function movedBlogPostPath(slug: string): Promise<string | null> {
  const current = await getMovedPostSlug(slug);
  return current === null ? null : `/blog/${current}`;
}

/** A published post with its body rendered (the renderer keeps recent results). */
export async function loadBlogPost(slug: string) {
  const post = await getPublishedPost(slug);
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
