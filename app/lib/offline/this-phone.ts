// The pages' side of the service worker: registering it, telling it who is signed in, asking
// it to keep the engineer's day, and forgetting everything on sign-out.
import { deleteQueueDatabase } from "./queue-database";
import {
  SERVICE_WORKER_PATH,
  SITE_CACHE_PREFIX,
  STATIC_CACHE_PREFIX,
  type SaveDayReply,
  type WorkerMessage,
} from "./worker-protocol";

function workerSupported(): boolean {
  return typeof navigator === "object" && "serviceWorker" in navigator;
}

export function registerServiceWorker(): void {
  if (!workerSupported()) return;
  // A browser that refuses (private mode, a policy) still has the whole site online.
  navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
}

async function activeWorker(): Promise<ServiceWorker | null> {
  if (!workerSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.active;
}

export async function tellWorker(message: WorkerMessage): Promise<void> {
  (await activeWorker())?.postMessage(message);
}

function saveDayReplyOf(data: unknown): SaveDayReply {
  if (typeof data !== "object" || data === null || !("ok" in data)) {
    return { ok: false, message: "The worker did not answer." };
  }
  if (data.ok === true && "savedAt" in data && typeof data.savedAt === "string") {
    const missed = "missed" in data && typeof data.missed === "number" ? data.missed : 0;
    return { ok: true, savedAt: data.savedAt, missed };
  }
  const message = "message" in data && typeof data.message === "string" ? data.message : "";
  return { ok: false, message: message || "The day could not be saved." };
}

/** Asks the worker to keep these pages and photos; answers when they are all kept. */
export async function saveDay(accountId: string, paths: string[]): Promise<SaveDayReply> {
  const worker = await activeWorker();
  if (!worker) return { ok: false, message: "This browser cannot keep pages for offline use." };
  const channel = new MessageChannel();
  const reply = new Promise<SaveDayReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent) => resolve(saveDayReplyOf(event.data));
  });
  const message: WorkerMessage = { type: "save-day", accountId, paths };
  worker.postMessage(message, [channel.port2]);
  return reply;
}

/**
 * Sign-out: the saved day, the pages kept as browsed, the worker's notes and the queue leave the
 * phone. The build's files and the offline page stay: the same for everyone, and what the site
 * needs to open without a signal.
 */
export async function forgetEngineerData(): Promise<void> {
  if (typeof caches === "object") {
    for (const name of await caches.keys()) {
      const kept = name.startsWith(STATIC_CACHE_PREFIX);
      if (name.startsWith(SITE_CACHE_PREFIX) && !kept) await caches.delete(name);
    }
  }
  if (typeof indexedDB === "object") await deleteQueueDatabase();
}
