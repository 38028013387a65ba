// What the engineer's queue needs once the page is up (decisions 0049, 0067): IndexedDB through
// idb, the sender, what a tap keeps and the notices. offline-queue.tsx imports it after
// hydration, so it is not part of the page's first load; the service worker keeps it with the
// saved day, as a file the page's scripts import.
import { SYNC_TAG } from "~/lib/offline/send-queue";

export { actionToKeep } from "~/lib/offline/action-to-keep";
export { enqueue, listQueue, QUEUE_CHANNEL } from "~/lib/offline/queue-store";
export { sendQueue } from "~/lib/offline/send-queue";
export { QueueBanner, QueuedElsewhere, QueuedList } from "./queue-notices";

/** Asks the worker to send what waits even if the page is closed first. */
export async function askForBackgroundSync(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  // Chromium's Background Sync; Safari and Firefox lack it, and the page sends anyway.
  if ("sync" in registration) {
    const sync: unknown = registration.sync;
    if (
      sync &&
      typeof sync === "object" &&
      "register" in sync &&
      typeof sync.register === "function"
    ) {
      await sync.register(SYNC_TAG);
    }
  }
}
