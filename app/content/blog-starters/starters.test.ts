import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/.server/content/markdown.server";
import { isBlogSlug } from "~/.server/public-content/blog.server";
import { auditPage } from "~/.server/seo/audit.server";
import { contentPublicPaths, STATIC_PUBLIC_PATHS } from "~/.server/seo/public-paths.server";
import { countBodyWords, findStarterArticle, STARTER_THEMES, starterArticles } from ".";

const publicPaths = new Set<string>([...STATIC_PUBLIC_PATHS, ...contentPublicPaths()]);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/** The post page a draft made from the starter becomes, as far as the audit reads it. */
function postPage(article: (typeof starterArticles)[number]): { page: string; body: string } {
  const path = `/blog/${article.slug}`;
  const body = renderMarkdown(article.body, { currentPath: path, fallbackAlt: article.title }).html;
  const page = `<html><head><meta name="description" content="${escapeAttribute(article.description)}"></head><body><main><h1>${escapeText(article.title)}</h1>${body}</main></body></html>`;
  return { page, body };
}

describe("countBodyWords", () => {
  it("counts the words a reader reads, not Markdown markers or link targets", () => {
    expect(
      countBodyWords("## A heading\n\n- one [two words](/services/plumbing-repairs) three"),
    ).toBe(6);
    expect(countBodyWords("")).toBe(0);
  });
});

describe("the starter library", () => {
  it("holds at least 12 articles, in every theme", () => {
    expect(starterArticles.length).toBeGreaterThanOrEqual(12);
    for (const theme of STARTER_THEMES) {
      expect(
        starterArticles.filter((article) => article.theme === theme.id).length,
      ).toBeGreaterThan(0);
    }
  });

  it("gives every article a unique slug the blog accepts", () => {
    const slugs = starterArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(isBlogSlug(slug), slug).toBe(true);
      // Room for the "-2", "-3"… a second draft from the same starter is given.
      expect(slug.length, slug).toBeLessThanOrEqual(110);
      expect(findStarterArticle(slug)?.slug).toBe(slug);
    }
  });

  it.each(starterArticles.map((article) => ({ slug: article.slug, article })))(
    "$slug is a full draft that passes the search-helper checks",
    ({ article }) => {
      expect(countBodyWords(article.body)).toBeGreaterThanOrEqual(400);
      expect(Array.from(article.description).length).toBeLessThanOrEqual(160);
      expect(article.description.trim()).toBe(article.description);
      expect(article.title.trim().length).toBeGreaterThan(0);
      expect(article.tags.length).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      expect(article.body).not.toMatch(/^#\s/m);
      expect(article.body).toMatch(/^## \S/m);
      // Prices live on /prices and change there; a starter never types one.
      expect(article.body).not.toMatch(/£\s*\d/);

      const { page, body } = postPage(article);
      expect(body).not.toMatch(/<h1/);
      expect(auditPage(page)).toEqual([]);

      const internalLinks = [...body.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]);
      expect(internalLinks.length).toBeGreaterThan(0);
      for (const link of internalLinks) expect(publicPaths, link).toContain(link);
    },
  );
});
