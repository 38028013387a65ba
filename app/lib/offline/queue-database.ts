// The engineer's queue database (decision 0049) as every page needs it: by name, to delete on
// sign-out and "Reset app", and to announce changes. No idb here, so pages that never show the
// queue do not load it (decision 0056); queue-store.ts opens and reads the queue through idb.

export const QUEUE_DATABASE = "wefix-engineer";
/** Pages and the worker tell each other here that the queue changed. */
export const QUEUE_CHANNEL = "wefix-engineer-queue";

/** Closes this page's (or the worker's) open connection, when queue-store.ts opened one. */
let closeOpenConnection: (() => Promise<void>) | undefined;

/** queue-store.ts says how to close the connection it keeps, so a delete is not held up by it. */
export function onQueueDelete(close: () => Promise<void>): void {
  closeOpenConnection = close;
}

export function announceQueueChange(): void {
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Sign-out and reset: nothing of the engineer's work stays on the phone. */
export async function deleteQueueDatabase(): Promise<void> {
  await closeOpenConnection?.();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(QUEUE_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
  announceQueueChange();
}
