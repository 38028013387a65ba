// The pages the budgets of DESIGN.md are measured on: one of each kind of reading page (no
// JavaScript, decision 0050) and the pages whose forms hydrate. Shared by `npm run lighthouse`
// and `npm run bench` so both speak of the same pages.
export const READING_PAGES = [
  { kind: "home", path: "/" },
  { kind: "service", path: "/services/plumbing-repairs" },
  { kind: "job", path: "/services/plumbing/leaky-tap-repairs" },
  { kind: "location", path: "/locations/warwick-handyman" },
  { kind: "guide", path: "/guides/how-to-fix-leaky-tap-coventry" },
  { kind: "blog post", path: "/blog/preparing-coventry-home-for-winter" },
  { kind: "prices", path: "/prices" },
  { kind: "reviews", path: "/reviews" },
];

// `route`: the route module of the page, whose scripts `npm run bench`'s page-js part works out
// from the build; the first-load part checks that the HTML names the same files.
export const HYDRATED_PAGES = [
  { kind: "booking", path: "/book", route: "routes/book._index" },
  { kind: "contact", path: "/contact", route: "routes/contact" },
  { kind: "sign in", path: "/auth", route: "routes/auth._index" },
];

/** One compressed round trip on a new connection (TCP's initial window of 10 segments). */
export const ONE_ROUND_TRIP_BYTES = 14 * 1024;
export const HYDRATED_SCRIPT_BUDGET_BYTES = 100 * 1024;
