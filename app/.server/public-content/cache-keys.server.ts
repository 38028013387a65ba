/**
 * Public pages read testimonials, portfolio and blog from the in-process cache, so a change
 * to those tables shows within the TTL. Code that changes them should call
 * `forget(<prefix>)` from ~/.server/cache/memo.server so this process shows it at once.
 */
export const PUBLIC_CONTENT_TTL_MS = 60_000;

export const TESTIMONIALS_CACHE_PREFIX = "testimonials:";
export const PORTFOLIO_CACHE_PREFIX = "portfolio:";
export const BLOG_CACHE_PREFIX = "blog:";
