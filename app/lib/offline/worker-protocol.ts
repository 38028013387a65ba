// What the pages and the service worker share: cache names, the offline page, and the messages
// a page sends the worker. No DOM and no worker-only API here: both sides compile it.

/** Every cache of this site starts so; the worker's version follows for the kept files. */
export const SITE_CACHE_PREFIX = "wefix-";
/** The build's files, icons and the offline page, by the worker's version. */
export const STATIC_CACHE_PREFIX = "wefix-static-";
/** Public pages as browsed, by the worker's version. */
export const PAGES_CACHE_PREFIX = "wefix-pages-";
/** The signed-in engineer's saved day: one cache per account, named after it. */
export const DAY_CACHE_PREFIX = "wefix-day-";
/** The worker's own notes (who is signed in), outside any version. */
export const META_CACHE = "wefix-meta";
export const ACCOUNT_KEY = "/__wefix/account";
export const OFFLINE_PATH = "/offline";
/** Where server.mjs serves the bundled worker (public/sw.js), with no-cache. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** Sent with the worker's own fetches of the day: the server leaves the page's toast alone. */
export const OFFLINE_SAVE_HEADER = "X-Offline-Save";

/** Files that change only with a new build: served from the cache first. */
export function isStaticPath(pathname: string): boolean {
  return (
    pathname.startsWith("/build/") ||
    pathname.startsWith("/icons/") ||
    pathname === "/favicon.svg" ||
    pathname === "/apple-touch-icon.png" ||
    pathname === "/manifest.webmanifest"
  );
}

export type WorkerMessage =
  /** Sent by every page opened online: who is signed in (null: nobody). */
  | { type: "account"; accountId: string | null }
  /** Sent by /engineer online: keep these pages and photos for reading offline. */
  | { type: "save-day"; accountId: string; paths: string[] };

export type SaveDayReply =
  /** `missed`: pages or photos that could not be fetched, and are not on the phone. */
  { ok: true; savedAt: string; missed: number } | { ok: false; message: string };
