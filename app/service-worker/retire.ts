// The kill switch (README, "The service worker"): built instead of the worker when
// SERVICE_WORKER=off. It takes over at once, deletes every cache of this site and unregisters
// itself. Pages register it again as they open, and it goes again at once: nothing is kept,
// every page comes from the network. (It does not reload open pages: they would register it
// again and reload for ever.)
import { SITE_CACHE_PREFIX } from "../lib/offline/worker-protocol";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SITE_CACHE_PREFIX)) await caches.delete(name);
      }
      await self.registration.unregister();
    })(),
  );
});
