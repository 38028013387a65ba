/**
 * Public pages read testimonials, portfolio and blog from the in-process cache. Whatever
 * changes them (the admin pages) calls `forget(<prefix>)` from ~/.server/cache/memo.server
 * so this process shows the change at once; other processes see it within the TTL.
 */
export const PUBLIC_CONTENT_TTL_MS = 60_000;

export const TESTIMONIALS_CACHE_PREFIX = "testimonials:";
export const PORTFOLIO_CACHE_PREFIX = "portfolio:";
export const BLOG_CACHE_PREFIX = "blog:";
