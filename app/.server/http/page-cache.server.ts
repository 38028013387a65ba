/**
 * Rendered HTML of public pages for anonymous visitors, kept for a minute in this process.
 * Rendering a long page with React costs far more than its cached loaders, and every
 * anonymous visitor gets the same HTML anyway (a CDN would keep it just the same, nonce
 * included). Personal responses never enter: see cacheControlFor's rules.
 */
const TTL_MS = 60_000;
const MAX_PAGES = 500;

interface CachedPage {
  html: string;
  nonce: string;
  storedAt: number;
}

const pages = new Map<string, CachedPage>();

export function cachedPage(url: string, now = Date.now()): CachedPage | undefined {
  const page = pages.get(url);
  if (!page) return undefined;
  if (now - page.storedAt > TTL_MS) {
    pages.delete(url);
    return undefined;
  }
  return page;
}

export function storePage(url: string, html: string, nonce: string, now = Date.now()) {
  if (pages.size >= MAX_PAGES) {
    const oldest = pages.keys().next();
    if (!oldest.done) pages.delete(oldest.value);
  }
  pages.set(url, { html, nonce, storedAt: now });
}

/** Drops every cached page, e.g. when the business profile or published content changes. */
export function forgetPages() {
  pages.clear();
}
