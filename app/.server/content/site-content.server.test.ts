import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "~/content/blog-seed";
import { guides } from "~/content/guides";
import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";
import { KEYWORD_CATEGORIES } from "~/lib/keyword-links";
import { renderMarkdown } from "./markdown.server";

/** Every Markdown body the site ships, on the page it appears on. */
const pages = [
  ...services.map((page) => ({ path: `/services/${page.slug}`, body: page.body, h1: page.h1 })),
  ...subServices.map((page) => ({
    path: `/services/${page.categoryPath}/${page.slug}`,
    body: page.body,
    h1: page.h1,
  })),
  ...guides.map((page) => ({ path: `/guides/${page.slug}`, body: page.body, h1: page.h1 })),
  ...seedBlogPosts.map((post) => ({ path: `/blog/${post.slug}`, body: post.body, h1: post.title })),
];

describe("the site's own content through the pipeline", () => {
  it("covers all 15 services, every sub-service, the guide and the seed blog posts", () => {
    expect(services).toHaveLength(15);
    // The spec lists 29 sub-pages under /services/{category}/.
    expect(subServices).toHaveLength(29);
    expect(guides.length).toBeGreaterThanOrEqual(1);
    expect(seedBlogPosts.length).toBeGreaterThanOrEqual(1);
  });

  it.each(pages)("renders $path", ({ path, body, h1 }) => {
    const { html, imageCount } = renderMarkdown(body, {
      currentPath: path,
      fallbackAlt: h1,
    });

    expect(html.length).toBeGreaterThan(body.length / 2);
    expect(html).not.toMatch(/<script|<h1|javascript:/i);
    expect(imageCount).toBe(0);

    const headings = [...html.matchAll(/<h[2-6]( id="([^"]*)")?>/g)];
    const ids = headings.map((heading) => heading[2] ?? "");
    expect(headings.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    expect(linkCount(html, path)).toBe(0);
    for (const { path: target } of KEYWORD_CATEGORIES) {
      expect(linkCount(html, target)).toBeLessThanOrEqual(1);
    }
    expect(html).not.toMatch(/<h[1-6][^>]*>[^<]*<a /);
  });
});

function linkCount(html: string, path: string): number {
  return html.split(`href="${path}"`).length - 1;
}
