// Whether a step or note is kept on the phone instead of posted (decision 0049), and what is
// kept. Part of the queue's runtime, which the engineer's pages load after hydration (0067).
import type { NewQueuedAction, QueuedAction, QueuedField, QueuedKind } from "./queue-store";
import { serverWouldTake } from "./queued-step-check";

const QUEUED_KINDS: readonly QueuedKind[] = ["on-my-way", "arrived", "finished", "note"];

function isQueuedKind(value: FormDataEntryValue | null): value is QueuedKind {
  return QUEUED_KINDS.some((kind) => kind === value);
}

function fieldsOf(formData: FormData): QueuedField[] {
  const fields: QueuedField[] = [];
  formData.forEach((value, name) => {
    // An empty file input posts a nameless empty file: nothing to keep.
    if (typeof value !== "string" && value.size === 0) return;
    fields.push([name, value]);
  });
  return fields;
}

/**
 * The action to keep instead of posting this form: with no signal, or while earlier taps still
 * wait (a later one never overtakes them). Null: the form posts as usual.
 */
export function actionToKeep(
  formData: FormData,
  page: {
    accountId: string;
    references: Readonly<Record<string, string>>;
    queue: readonly QueuedAction[];
  },
): NewQueuedAction | null {
  const kind = formData.get("intent");
  const jobId = formData.get("jobId");
  if (!isQueuedKind(kind) || typeof jobId !== "string") return null;
  const waiting = page.queue.some((action) => action.state === "waiting");
  if (navigator.onLine && !waiting) return null;
  // What the server would refuse is posted, for its messages by the fields (and what was
  // typed kept); a browser without ids for the queue posts as it always did.
  if (!serverWouldTake(kind, formData) || typeof crypto.randomUUID !== "function") return null;
  return {
    id: crypto.randomUUID(),
    accountId: page.accountId,
    jobId,
    reference: page.references[jobId] ?? "",
    kind,
    tappedAt: new Date().toISOString(),
    fields: fieldsOf(formData),
  };
}
