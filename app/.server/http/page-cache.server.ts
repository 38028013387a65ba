import { LRUCache } from "lru-cache";

/**
 * Rendered HTML of public pages for anonymous visitors, kept for a minute in this process.
 * Rendering a long page with React costs far more than its cached loaders, and every
 * anonymous visitor gets the same HTML anyway. Personal responses never enter: see
 * cacheControlFor's rules.
 *
 * The CSP nonce is not kept: the page is stored cut at each `nonce="…"` attribute and every
 * response gets its own nonce, so a nonce seen once is never valid again. React escapes `"`
 * in text, so `nonce="` can only ever be an attribute: page content cannot fake a cut.
 */
const TTL_MS = 60_000;
const MAX_PAGES = 500;

interface CachedPage {
  /** The page's HTML split where its nonce attributes were. */
  pieces: string[];
  storedAt: number;
}

// The age is checked here against the caller's clock (the tests pass one); the LRU bounds
// the number of pages, dropping the least recently served first.
const pages = new LRUCache<string, CachedPage>({ max: MAX_PAGES });

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

/** The cached page's HTML carrying `nonce` in every place the rendered one had its own. */
export function cachedPage(url: string, nonce: string, now = Date.now()): string | undefined {
  const page = pages.get(url);
  if (!page) return undefined;
  if (now - page.storedAt > TTL_MS) {
    pages.delete(url);
    return undefined;
  }
  return page.pieces.join(nonceAttribute(nonce));
}

/** Keeps `html`, rendered with `nonce`, without the nonce itself. */
export function storePage(url: string, html: string, nonce: string, now = Date.now()) {
  pages.set(url, { pieces: html.split(nonceAttribute(nonce)), storedAt: now });
}

/** Drops every cached page: for the admin pages that change what public pages show. */
export function forgetPages() {
  pages.clear();
}
