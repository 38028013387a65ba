// The engineer's queue on the phone (decision 0049): steps and notes made without a signal, kept
// in IndexedDB so they survive reloads, closing the app and restarting the phone. Used by the
// pages and by the service worker (Background Sync), so nothing here touches the DOM.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import {
  announceQueueChange as announce,
  deleteQueueDatabase,
  onQueueDelete,
  QUEUE_CHANNEL,
  QUEUE_DATABASE,
} from "./queue-database";

export { deleteQueueDatabase, QUEUE_CHANNEL, QUEUE_DATABASE };

export type QueuedKind = "on-my-way" | "arrived" | "finished" | "note";

/** One field of the form as it was posted: text, or a photo already shrunk on the phone. */
export type QueuedField = [name: string, value: string | File];

export interface QueuedAction {
  /** Made on the phone when the engineer tapped; the server applies each id once. */
  id: string;
  accountId: string;
  jobId: string;
  reference: string;
  kind: QueuedKind;
  /** ISO time of the tap: what the customer's tracking page shows. */
  tappedAt: string;
  /** The order of the taps, even two in the same millisecond. */
  sequence: number;
  fields: QueuedField[];
  state: "waiting" | "failed";
  /** Why the server refused it, shown to the engineer. */
  reason?: string;
}

/** An action as a tap makes it, before the queue numbers it. */
export type NewQueuedAction = Omit<QueuedAction, "sequence" | "state" | "reason">;

interface QueueSchema extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { bySequence: number } };
}

let opened: Promise<IDBPDatabase<QueueSchema>> | undefined;

function database(): Promise<IDBPDatabase<QueueSchema>> {
  opened ??= openDB<QueueSchema>(QUEUE_DATABASE, 1, {
    upgrade(db) {
      const actions = db.createObjectStore("actions", { keyPath: "id" });
      actions.createIndex("bySequence", "sequence");
    },
    // Another tab or the worker deletes the database on sign-out: let it, and open anew next time.
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

// A delete (sign-out, reset) closes this connection first.
onQueueDelete(async () => {
  const db = await opened?.catch(() => undefined);
  db?.close();
  opened = undefined;
});

/** The account's actions in the order they were tapped. */
export async function listQueue(accountId: string): Promise<QueuedAction[]> {
  const all = await (await database()).getAllFromIndex("actions", "bySequence");
  return all.filter((action) => action.accountId === accountId);
}

export async function enqueue(action: NewQueuedAction): Promise<void> {
  const db = await database();
  const transaction = db.transaction("actions", "readwrite");
  const last = await transaction.store.index("bySequence").openCursor(null, "prev");
  await transaction.store.add({
    ...action,
    sequence: (last?.value.sequence ?? 0) + 1,
    state: "waiting",
  });
  await transaction.done;
  announce();
}

export async function markFailed(id: string, reason: string): Promise<void> {
  const db = await database();
  const action = await db.get("actions", id);
  if (!action) return;
  await db.put("actions", { ...action, state: "failed", reason });
  announce();
}

export async function removeAction(id: string): Promise<void> {
  await (await database()).delete("actions", id);
  announce();
}

/** Actions not yet sent, of any account: what signing out would throw away. */
export async function countWaiting(): Promise<number> {
  const all = await (await database()).getAll("actions");
  return all.filter((action) => action.state === "waiting").length;
}
