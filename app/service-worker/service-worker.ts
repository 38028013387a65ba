// The site's service worker (decision 0049), bundled to public/sw.js by
// scripts/build-service-worker.mjs. Static files are kept by version; pages come from the
// network, and only when it fails from what was kept: a public page once opened, the signed-in
// engineer's saved day, or the offline page. Nothing personal is kept except that day, under
// the engineer's own account, and it is dropped when another account (or none) is seen.
import { sendQueue, SYNC_TAG } from "../lib/offline/send-queue";
import {
  ACCOUNT_KEY,
  DAY_CACHE_PREFIX,
  META_CACHE,
  OFFLINE_PATH,
  OFFLINE_SAVE_HEADER,
  PAGES_CACHE_PREFIX,
  STATIC_CACHE_PREFIX,
  isStaticPath,
  type SaveDayReply,
  type WorkerMessage,
} from "../lib/offline/worker-protocol";

declare const self: ServiceWorkerGlobalScope;
declare const SERVICE_WORKER_VERSION: string;

/** Background Sync's event: not in TypeScript's lib, and only some browsers fire it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const STATIC_CACHE = `${STATIC_CACHE_PREFIX}${SERVICE_WORKER_VERSION}`;
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${SERVICE_WORKER_VERSION}`;
const PRECACHE = [OFFLINE_PATH, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
/** Public pages kept as browsed, newest last. */
const MAX_KEPT_PAGES = 60;
/** Files a saved page needs: the build's scripts and styles its HTML names. */
const ASSET_PATTERN = /["'](\/build\/[^"'?#]+)["']/g;
/**
 * The build files a script imports: esbuild writes static and dynamic imports as "/build/…"
 * strings. Only imports: the route manifest names every route of the site as plain strings.
 */
const IMPORT_PATTERN = /\b(?:import|from)\s*\(?\s*["'](\/build\/[^"'?#]+)["']/g;

function dayCache(accountId: string): string {
  return `${DAY_CACHE_PREFIX}${accountId}`;
}

async function currentAccount(): Promise<string | null> {
  const kept = await (await caches.open(META_CACHE)).match(ACCOUNT_KEY);
  const accountId: unknown = kept ? await kept.json() : null;
  return typeof accountId === "string" ? accountId : null;
}

/** Build files named in a text, each once. */
function assetsNamedIn(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!))];
}

/**
 * Keeps the build files a page names and every build file their scripts import, transitively:
 * code a page imports only after it is up (the engineer's queue, the finish form, the photos'
 * resizing) works offline too (decision 0067).
 */
async function keepAssets(cache: Cache, named: readonly string[]): Promise<string[]> {
  const kept = new Set<string>();
  let next = named;
  while (next.length > 0) {
    for (const asset of next) kept.add(asset);
    const found = await Promise.all(
      next.map(async (asset) => {
        // Unchanged files keep their names from build to build: copy one kept by an older
        // version, whose cache goes when this one takes over.
        const response = (await caches.match(asset)) ?? (await fetch(asset));
        if (!response.ok) throw new Error(`${asset} answered ${response.status}`);
        await cache.put(asset, response.clone());
        return asset.endsWith(".js") ? assetsNamedIn(await response.text(), IMPORT_PATTERN) : [];
      }),
    );
    next = [...new Set(found.flat())].filter((asset) => !kept.has(asset));
  }
  return [...kept];
}

/**
 * A fetched page and every build file it needs, into one cache: as the signed-in engineer for
 * their day, as nobody for what every visitor is shown (the offline page).
 */
async function keepWithAssets(
  cache: Cache,
  path: string,
  credentials: "same-origin" | "omit",
): Promise<string[]> {
  const response = await fetch(path, { credentials, headers: { [OFFLINE_SAVE_HEADER]: "1" } });
  if (!response.ok || response.redirected) throw new Error(`${path} answered ${response.status}`);
  const kept = [path];
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) {
    const named = assetsNamedIn(await response.clone().text(), ASSET_PATTERN);
    kept.push(...(await keepAssets(cache, named)));
  }
  await cache.put(path, response);
  return kept;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(STATIC_CACHE);
      for (const path of PRECACHE) await keepWithAssets(cache, path, "omit");
      // The new version takes over as soon as it is ready: the next page opened is its.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        const ours = name.startsWith(STATIC_CACHE_PREFIX) || name.startsWith(PAGES_CACHE_PREFIX);
        if (ours && name !== STATIC_CACHE && name !== PAGES_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function fromCacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(STATIC_CACHE)).put(request, response.clone());
  return response;
}

async function fromSavedDay(request: Request): Promise<Response | undefined> {
  const accountId = await currentAccount();
  if (!accountId) return undefined;
  const cache = await caches.open(dayCache(accountId));
  return cache.match(request, { ignoreSearch: new URL(request.url).pathname === "/engineer" });
}

async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // The server says which pages are the same for everyone; only those are kept as browsed.
    const publicPage = /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "");
    if (response.ok && publicPage && !response.redirected) {
      // A page made for everyone was asked for with no session: nobody is signed in on this
      // phone now. Reading pages run no script to say so (decision 0050), so this says it. A
      // copy from a shared cache (it carries Age) may have been served to anyone: ignore it.
      if (!response.headers.has("Age")) await rememberAccount(null);
      const pages = await caches.open(PAGES_CACHE);
      await pages.put(request, response.clone());
      // The oldest kept page goes first: a phone keeps the last pages browsed, not every one.
      const keys = await pages.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT_PAGES))) {
        await pages.delete(old);
      }
    }
    return response;
  } catch {
    const kept =
      (await fromSavedDay(request)) ??
      (await (await caches.open(PAGES_CACHE)).match(request)) ??
      (await (
        await caches.open(STATIC_CACHE)
      ).match(request, {
        ignoreSearch: new URL(request.url).pathname === OFFLINE_PATH,
      }));
    if (kept) return kept;
    // The offline page at its own address: a page hydrates only at the address it was made for.
    const url = new URL(request.url);
    const offline = await (await caches.open(STATIC_CACHE)).match(OFFLINE_PATH);
    if (!offline || url.pathname === OFFLINE_PATH) {
      return offline ?? new Response("You are offline.", { status: 503 });
    }
    const from = new URLSearchParams({ from: url.pathname + url.search });
    return Response.redirect(`${OFFLINE_PATH}?${from}`, 302);
  }
}

async function photo(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await fromSavedDay(request)) ?? new Response(null, { status: 503 });
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (isStaticPath(url.pathname)) event.respondWith(fromCacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/engineer/photos/")) event.respondWith(photo(request));
});

/** Who is signed in, as the last page opened online said: another account's day goes. */
async function rememberAccount(accountId: string | null): Promise<void> {
  if (accountId) await (await caches.open(META_CACHE)).put(ACCOUNT_KEY, Response.json(accountId));
  else await caches.delete(META_CACHE);
  for (const name of await caches.keys()) {
    if (name.startsWith(DAY_CACHE_PREFIX) && (!accountId || name !== dayCache(accountId))) {
      await caches.delete(name);
    }
  }
}

/**
 * Keeps the engineer's day (its pages and photos), dropping what the last save kept and this one
 * does not. A page or photo that cannot be fetched is skipped, not the whole day.
 */
async function saveDay(accountId: string, paths: readonly string[]): Promise<SaveDayReply> {
  await rememberAccount(accountId);
  const cache = await caches.open(dayCache(accountId));
  const kept = new Set<string>();
  let missed = 0;
  for (const path of paths) {
    try {
      for (const keptPath of await keepWithAssets(cache, path, "same-origin")) kept.add(keptPath);
    } catch {
      missed += 1;
    }
  }
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (!kept.has(url.pathname + url.search)) await cache.delete(request);
  }
  if (missed === paths.length) return { ok: false, message: "Nothing could be saved." };
  return { ok: true, savedAt: new Date().toISOString(), missed };
}

/** One save at a time: two at once would each drop what the other had just kept. */
let saving: Promise<unknown> = Promise.resolve();

function isWorkerMessage(data: unknown): data is WorkerMessage {
  return typeof data === "object" && data !== null && "type" in data;
}

self.addEventListener("message", (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  if (message.type === "account") {
    event.waitUntil(rememberAccount(message.accountId));
  } else if (message.type === "save-day") {
    const reply = event.ports[0];
    const saved = saving.then(() => saveDay(message.accountId, message.paths));
    saving = saved.catch(() => undefined);
    event.waitUntil(
      saved.then(
        (answer) => reply?.postMessage(answer),
        (error: unknown) => reply?.postMessage({ ok: false, message: String(error) }),
      ),
    );
  }
});

self.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      const accountId = await currentAccount();
      if (!accountId) return;
      // A rejection asks the browser to try again later, with its own back-off.
      if ((await sendQueue(accountId)) === "offline") throw new Error("Still offline");
    })(),
  );
});
