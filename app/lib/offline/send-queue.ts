// Sends the engineer's queue, oldest tap first, from a page or from the service worker. One
// sender at a time (a Web Lock where the browser has one); the server applies each id once, so a
// second sender or a repeat after a lost response changes nothing anyway.
import { listQueue, markFailed, removeAction, type QueuedAction } from "./queue-store";

export const SYNC_ENDPOINT = "/engineer/sync";
export const SYNC_TAG = "wefix-engineer-queue";

export type SendOutcome =
  /** Everything waiting was sent (some may have been refused and are shown as failed). */
  | "sent"
  /** No signal, or the server asked to come back later: the rest waits. */
  | "offline"
  /** The session ended: the rest waits until the engineer signs in again. */
  | "signed-out";

function body(action: QueuedAction): FormData {
  const form = new FormData();
  for (const [name, value] of action.fields) form.append(name, value);
  form.set("clientActionId", action.id);
  form.set("tappedAt", action.tappedAt);
  return form;
}

async function reasonOf(response: Response): Promise<string> {
  const fallback = "The server refused this update.";
  try {
    const answer: unknown = await response.json();
    if (answer && typeof answer === "object" && "message" in answer) {
      return typeof answer.message === "string" ? answer.message : fallback;
    }
  } catch {
    // Not JSON (a proxy's page): the fallback says enough.
  }
  return fallback;
}

async function sendOne(action: QueuedAction): Promise<SendOutcome | "next"> {
  let response: Response;
  try {
    response = await fetch(SYNC_ENDPOINT, {
      method: "POST",
      body: body(action),
      credentials: "same-origin",
      redirect: "manual",
      headers: { Accept: "application/json" },
    });
  } catch {
    return "offline";
  }
  if (response.ok) {
    await removeAction(action.id);
    return "next";
  }
  // The guard sends a signed-out engineer to the sign-in page; a 403 is another account's session.
  if (response.type === "opaqueredirect" || response.status === 401 || response.status === 403) {
    return "signed-out";
  }
  if (response.status === 429 || response.status >= 500) return "offline";
  await markFailed(action.id, await reasonOf(response));
  return "next";
}

async function sendWaiting(accountId: string): Promise<SendOutcome> {
  for (const action of await listQueue(accountId)) {
    if (action.state !== "waiting") continue;
    const outcome = await sendOne(action);
    if (outcome !== "next") return outcome;
  }
  return "sent";
}

/** Sends what waits for this account, in the order tapped; stops at the first "not now". */
export async function sendQueue(accountId: string): Promise<SendOutcome> {
  const locks = typeof navigator === "object" ? navigator.locks : undefined;
  if (!locks) return sendWaiting(accountId);
  return locks.request(SYNC_TAG, () => sendWaiting(accountId));
}
