import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { KEYWORD_CATEGORIES } from "~/lib/keyword-links";
import { rehypeExternalLinks } from "./rehype-external-links.server";
import { rehypeHeadingIds, type DocumentHeading } from "./rehype-heading-ids.server";
import { rehypeImageAttributes } from "./rehype-image-attributes.server";
import { rehypeInternalLinks } from "./rehype-internal-links.server";
import { rehypeSitePaths } from "./rehype-site-paths.server";

export type { DocumentHeading } from "./rehype-heading-ids.server";

export interface RenderMarkdownOptions {
  /** Path of the page the Markdown appears on, e.g. "/services/plumbing-repairs". */
  currentPath: string;
  /** Images already rendered above the Markdown on the same page. */
  imagesBefore?: number;
  /** Alt text for an image without one that has no heading above it. */
  fallbackAlt: string;
  /** Link the first mention of each keyword category to its service page; on by default. */
  linkKeywords?: boolean;
  /** Host of this site (e.g. "wefixcoventry.co.uk"): absolute links to it are not external. */
  siteHost?: string;
}

export interface RenderedMarkdown {
  /** Sanitised HTML, safe to put in the page as it is. */
  html: string;
  imageCount: number;
  /** The h2 and h3 headings with their ids, in document order. */
  headings: DocumentHeading[];
}

/**
 * Public pages render the same copy on every request; keyed by the input itself, a cached
 * result can never be stale, and the bound keeps blog edits from growing it without end.
 */
const RENDER_CACHE_SIZE = 300;
const renderCache = new Map<string, RenderedMarkdown>();

function recall(key: string): RenderedMarkdown | undefined {
  const rendered = renderCache.get(key);
  if (rendered) {
    // Most recently used last, so the oldest key is the one evicted.
    renderCache.delete(key);
    renderCache.set(key, rendered);
  }
  return rendered;
}

function remember(key: string, rendered: RenderedMarkdown) {
  if (renderCache.size >= RENDER_CACHE_SIZE) {
    const oldest = renderCache.keys().next();
    if (!oldest.done) renderCache.delete(oldest.value);
  }
  renderCache.set(key, rendered);
}

/**
 * Markdown from our content files or the blog editor to safe HTML. Raw HTML in the source
 * is dropped (remark-rehype leaves it out) and rehype-sanitize's GitHub schema removes
 * anything else unsafe, such as javascript: URLs, before our plugins add attributes of
 * our own; the plugins only ever add safe values. Synchronous: no plugin is async.
 */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions): RenderedMarkdown {
  const cacheKey = JSON.stringify([markdown, options]);
  const cached = recall(cacheKey);
  if (cached) return copyOf(cached);

  let headings: DocumentHeading[] = [];
  let imageCount = 0;
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize, defaultSchema)
    .use(rehypeHeadingIds, { onHeadings: (found) => (headings = found) })
    .use(rehypeSitePaths);
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
      .use(rehypeExternalLinks, { siteHost: options.siteHost })
      .use(rehypeStringify)
      .processSync(markdown),
  );

  const rendered = { html, imageCount, headings };
  remember(cacheKey, rendered);
  return copyOf(rendered);
}

function copyOf(rendered: RenderedMarkdown): RenderedMarkdown {
  return { ...rendered, headings: rendered.headings.map((heading) => ({ ...heading })) };
}
