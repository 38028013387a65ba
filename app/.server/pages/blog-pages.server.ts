import { renderMarkdown } from "../content/markdown.server";
import { getPublishedPost, listPublishedPosts } from "../public-content/blog.server";
import { notFound } from "./not-found.server";

export async function loadBlogIndex(pageParameter: string | null) {
  const requested = Number.parseInt(pageParameter ?? "1", 10);
  const result = await listPublishedPosts(Number.isFinite(requested) ? requested : 1);
  if (result.page > 1 && result.posts.length === 0) notFound();
  return result;
}

const renderedPosts = new Map<string, string>();

/** A published post with its body rendered; rendered HTML is kept per slug and edit time. */
export async function loadBlogPost(slug: string) {
  const post = await getPublishedPost(slug);
  if (!post) notFound();
  const path = `/blog/${post.slug}`;
  const cacheKey = `${post.slug}@${post.updatedAt}`;
  let html = renderedPosts.get(cacheKey);
  if (html === undefined) {
    html = (await renderMarkdown(post.body, { currentPath: path, fallbackAlt: post.title })).html;
    renderedPosts.set(cacheKey, html);
  }
  return {
    ...post,
    path,
    html,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ],
  };
}
