/**
 * Addresses a prefetch must never fetch:
 * - they sign out;
 * - they take only POSTs;
 * - they answer with a download, a stream, a photo or media rather than a page;
 * - they open a token link, whose every GET counts against the visitor's limit and is logged;
 * - they are the signed-in areas, which only send a visitor on to sign in.
 * Pages that also take a form's POST (/book, /contact) are fine to prefetch: their GET is the
 * page. tests/e2e/reading-pages.spec.ts checks each such route against these patterns.
 */
export const NEVER_PREFETCH = [
  "/auth/sign-out",
  "/auth/verify",
  "/engineer/sync",
  "/ai-assistant/answer",
  "/book/windows",
  "/robots.txt",
  "/sitemap.xml",
  "/media/*",
  // Token links.
  "/approval/*",
  "/review/*",
  "/org-invite/*",
  "/staff-invite/*",
  "/portal/*",
  "/track/*",
  "/quote/*",
  "/invoice/*",
  // The pay buttons and Stripe's events take only POSTs.
  "/pay/invoice/*",
  "/pay/quote/*",
  "/webhooks/*",
  // Signed-in areas, with everything under them.
  "/admin",
  "/admin/*",
  "/blog/admin",
  "/blog/admin/*",
  "/blog/starter",
  "/engineer",
  "/engineer/*",
  "/client",
  "/client/*",
  "/dashboard",
  "/org/*",
  "/empire",
  "/empire/*",
  "/handylot",
  "/handylot/*",
  "/moathouse",
  "/moathouse/*",
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
