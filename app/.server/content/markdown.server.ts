import type { Root } from "hast";
import { LRUCache } from "lru-cache";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { KEYWORD_CATEGORIES } from "~/lib/keyword-links";
import { rehypeImageAttributes } from "./rehype-image-attributes.server";
import { rehypeInternalLinks } from "./rehype-internal-links.server";
import { rehypeSitePaths } from "./rehype-site-paths.server";

export interface RenderMarkdownOptions {
  /** Path of the page the Markdown appears on, e.g. "/services/plumbing-repairs". */
  currentPath: string;
  /** Images already rendered above the Markdown on the same page. */
  imagesBefore?: number;
  /** Alt text for an image without one that has no heading above it. */
  fallbackAlt: string;
  /** Link the first mention of each keyword category to its service page; on by default. */
  linkKeywords?: boolean;
  /**
   * Put before every heading id, for a page that shows several write-ups (the portfolio's
   * projects all have a "The problem"): ids must be unique in the page, not just in one text.
   */
  idPrefix?: string;
}

interface RenderedMarkdown {
  /** Sanitised HTML, safe to put in the page as it is. */
  html: string;
  imageCount: number;
}

/**
 * Public pages render the same copy on every request; keyed by the input itself, a cached
 * result can never be stale, and the bound keeps changed blog posts from growing it without end.
 */
const renderCache = new LRUCache<string, RenderedMarkdown>({ max: 300 });

/**
 * Links to other sites get rel="noopener noreferrer": the other site gets no handle on
 * this window and no Referer revealing which of our pages linked it.
 */
const EXTERNAL_LINK_REL = ["noopener", "noreferrer"];

/**
 * rehype-slug gives a heading with no letters or digits ("## ???") an empty id, which is
 * not valid HTML: such a heading is left without one.
 */
function rehypeDropEmptyIds() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.properties.id === "") delete node.properties.id;
    });
  };
}

/** Prefixes every id, and the links within the text that point to one of them. */
function rehypePrefixIds(options: { prefix: string }) {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, "element", (node) => {
      if (typeof node.properties.id !== "string") return;
      ids.add(node.properties.id);
      node.properties.id = `${options.prefix}${node.properties.id}`;
    });
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (typeof href === "string" && href.startsWith("#") && ids.has(href.slice(1))) {
        node.properties.href = `#${options.prefix}${href.slice(1)}`;
      }
    });
  };
}

/**
 * Markdown from our content files or the blog table to safe HTML. Raw HTML in the source
 * is dropped (remark-rehype leaves it out) and rehype-sanitize's GitHub schema removes
 * anything else unsafe, such as javascript: URLs, before our plugins add attributes of
 * our own; the plugins only ever add safe values. Synchronous: no plugin is async.
 */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions): RenderedMarkdown {
  const cacheKey = JSON.stringify([markdown, options]);
  const cached = renderCache.get(cacheKey);
  if (cached) return { ...cached };

  let imageCount = 0;
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize, defaultSchema)
    // Every heading gets a GitHub-style id, unique in the document ("booking", "booking-1").
    .use(rehypeSlug)
    .use(rehypeDropEmptyIds)
    .use(rehypeSitePaths);
  if (options.idPrefix) processor.use(rehypePrefixIds, { prefix: options.idPrefix });
  if (options.linkKeywords ?? true) {
    processor.use(rehypeInternalLinks, {
      categories: KEYWORD_CATEGORIES,
      currentPath: options.currentPath,
    });
  }
  const html = String(
    processor
      .use(rehypeImageAttributes, {
        imagesBefore: options.imagesBefore ?? 0,
        fallbackAlt: options.fallbackAlt,
        onImageCount: (count) => (imageCount = count),
      })
      .use(rehypeExternalLinks, { rel: EXTERNAL_LINK_REL })
      .use(rehypeStringify)
      .processSync(markdown),
  );

  const rendered = { html, imageCount };
  renderCache.set(cacheKey, rendered);
  return { ...rendered };
}
