import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";

export const meta: MetaFunction = () => [
  { title: "Page not found | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

// Not cached (a 404 is never stored), but like any reading page it ships no JavaScript.
export const handle = { hydrate: READING_PAGE_HANDLE.hydrate };

/** Any address the site does not have answers 404 with links onwards. */
export async function loader() {
  throw data({ message: "Not found" }, { status: 404 });
}

// A default export keeps this a page route, so the root error boundary renders the 404 page.
export default function NotFoundRoute() {
  return null;
}
