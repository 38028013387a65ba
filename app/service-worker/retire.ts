// The kill switch (README, "The service worker"): built instead of the worker when
// SERVICE_WORKER=off. It takes over at once, deletes every cache of this site and unregisters
// itself, then reloads the open pages so they come from the network alone.
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
      for (const client of await self.clients.matchAll({ type: "window" })) {
        await client.navigate(client.url);
      }
    })(),
  );
});
