/**
 * Addresses a prefetch must never fetch: they sign out, reset the phone, take only POSTs, or
 * answer with a download, a stream, a photo or a one-use token rather than a page. Pages that
 * also take a form's POST (/book, /contact) are fine to prefetch: their GET is the page.
 * tests/e2e/reading-pages.spec.ts checks every action-only and resource route is listed here.
 */
export const NEVER_PREFETCH = [
  "/auth/sign-out",
  "/auth/verify",
  "/reset-app",
  "/engineer/sync",
  "/ai-assistant/answer",
  "/book/windows",
  "/blog/admin/*",
  "/admin/*",
  "/engineer/*",
  "/client/photos/*",
  "/org/:slug/jobs/:reference/approval",
  "/org/:slug/photos/*",
  "/org/:slug/jobs.csv",
  "/portal/:token/photos/*",
  "/track/:token/events",
  "/track/:token/photos/*",
  "/media/*",
  "/robots.txt",
  "/sitemap.xml",
] as const;

/**
 * Speculation rules for reading pages: a same-site link is fetched ahead when the visitor
 * hovers it or starts to tap it ("moderate"), so the next page opens at once with no script.
 */
export const READING_PAGE_SPECULATION_RULES = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: [...NEVER_PREFETCH] } },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
