import { useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { serverWouldTake } from "~/lib/offline/queued-step-check";
import {
  enqueue,
  listQueue,
  QUEUE_CHANNEL,
  type QueuedAction,
  type QueuedField,
  type QueuedKind,
} from "~/lib/offline/queue-store";
import { sendQueue, SYNC_TAG, type SendOutcome } from "~/lib/offline/send-queue";
import { BannerLines, QueuedList } from "./queue-notices";

export { clockTime } from "./clock-time";

// The queue's code (idb, the sender, the check, the notices) is part of the page, not loaded
// after it: the saved day keeps exactly the files a page names, so all of it works offline,
// also after a new version of the site replaced the worker's other files (decision 0049).

const QUEUED_KINDS: readonly QueuedKind[] = ["on-my-way", "arrived", "finished", "note"];

interface OfflineQueue {
  online: boolean;
  queue: QueuedAction[];
  /** The jobs on the page, by id. */
  references: Readonly<Record<string, string>>;
  /** What the last attempt to send found: nothing yet, sent, no signal, or signed out. */
  lastSend: SendOutcome | null;
  /** The phone would not keep the last tap: it was not saved anywhere. */
  keepFailed: boolean;
}

const QueueContext = createContext<OfflineQueue>({
  online: true,
  queue: [],
  references: {},
  lastSend: null,
  keepFailed: false,
});

export function useOfflineQueue(): OfflineQueue {
  return useContext(QueueContext);
}

/** Whether the browser says it has a connection; true on the server and before hydration. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

function isQueuedKind(value: FormDataEntryValue | null): value is QueuedKind {
  return QUEUED_KINDS.some((kind) => kind === value);
}

function fieldsOf(formData: FormData): QueuedField[] {
  const fields: QueuedField[] = [];
  for (const [name, value] of formData) {
    // An empty file input posts a nameless empty file: nothing to keep.
    if (typeof value !== "string" && value.size === 0) continue;
    fields.push([name, value]);
  }
  return fields;
}

async function askForBackgroundSync(): Promise<void> {
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

/**
 * The engineer's queue for the pages of /engineer (decision 0049). With no signal — or while
 * earlier taps still wait, so a later one never overtakes them — a step or note is not posted
 * but kept on the phone with an id and the time of the tap. What waits is sent, oldest first,
 * when the page opens, when the signal returns, when the engineer comes back to the app, and
 * by Background Sync where the browser has it. Without JavaScript the forms post as before.
 */
export function OfflineQueueProvider({
  accountId,
  references,
  children,
}: {
  accountId: string;
  /** The reference of each job on the page, by id: shown with what waits. */
  references: Readonly<Record<string, string>>;
  children: React.ReactNode;
}) {
  const online = useOnline();
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  const [lastSend, setLastSend] = useState<SendOutcome | null>(null);
  const [keepFailed, setKeepFailed] = useState(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const reload = useCallback(async () => {
    setQueue(await listQueue(accountId).catch(() => []));
  }, [accountId]);

  const send = useCallback(async () => {
    if (!navigator.onLine) return;
    const before = (await listQueue(accountId).catch(() => [])).filter(
      (action) => action.state === "waiting",
    );
    if (before.length === 0) return;
    const outcome = await sendQueue(accountId).catch((): SendOutcome => "offline");
    setLastSend(outcome);
    await reload();
    // What was sent changed the jobs: show them as the server has them now (not when the
    // server could not be reached: that reload would fail too).
    if (outcome === "sent") revalidate.current();
  }, [accountId, reload]);

  useEffect(() => {
    void reload().then(send);
    const channel =
      typeof BroadcastChannel === "function" ? new BroadcastChannel(QUEUE_CHANNEL) : null;
    if (channel) channel.onmessage = () => void reload();
    const whenVisible = () => {
      if (document.visibilityState === "visible") void send();
    };
    const whenOnline = () => void send();
    window.addEventListener("online", whenOnline);
    document.addEventListener("visibilitychange", whenVisible);
    return () => {
      channel?.close();
      window.removeEventListener("online", whenOnline);
      document.removeEventListener("visibilitychange", whenVisible);
    };
  }, [reload, send]);

  function keepWhenOffline(event: FormEvent<HTMLDivElement>) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter =
      typeof SubmitEvent === "function" && event.nativeEvent instanceof SubmitEvent
        ? event.nativeEvent.submitter
        : null;
    const formData = new FormData(form, submitter);
    const kind = formData.get("intent");
    const jobId = formData.get("jobId");
    if (!isQueuedKind(kind) || typeof jobId !== "string") return;
    const waiting = queue.some((action) => action.state === "waiting");
    if (navigator.onLine && !waiting) return;
    // What the server would refuse is posted, for its messages by the fields (and what was
    // typed kept); a browser without ids for the queue posts as it always did.
    if (!serverWouldTake(kind, formData) || typeof crypto.randomUUID !== "function") return;
    event.preventDefault();
    const action = {
      id: crypto.randomUUID(),
      accountId,
      jobId,
      reference: references[jobId] ?? "",
      kind,
      tappedAt: new Date().toISOString(),
      fields: fieldsOf(formData),
    };
    enqueue(action).then(
      async () => {
        setKeepFailed(false);
        form.reset();
        await reload();
        await askForBackgroundSync().catch(() => undefined);
        await send();
      },
      // IndexedDB refused (storage full, a private window): say so, keep what was typed.
      () => setKeepFailed(true),
    );
  }

  return (
    <QueueContext.Provider value={{ online, queue, references, lastSend, keepFailed }}>
      <div onSubmitCapture={keepWhenOffline}>{children}</div>
    </QueueContext.Provider>
  );
}

/** What of this job waits on the phone, or was refused and why. */
export function QueuedForJob({ jobId }: { jobId: string }) {
  const { queue } = useOfflineQueue();
  const actions = queue.filter((action) => action.jobId === jobId);
  if (actions.length === 0) return null;
  return <QueuedList actions={actions} withReference={false} />;
}

/**
 * The line at the top of the engineer's pages: offline, the copy shown is the one saved at
 * `savedAt`; what waits to be sent, and why it has not gone yet.
 */
export function OfflineBanner({ savedAt }: { savedAt: string }) {
  const { online, queue, references, lastSend, keepFailed } = useOfflineQueue();
  const waiting = queue.filter((action) => action.state === "waiting").length;
  const failed = queue.filter((action) => action.state === "failed");
  // A job no longer on the page (the office cancelled it) still shows why its update failed.
  const elsewhere = queue.filter((action) => !(action.jobId in references));
  const failedHere = failed.length - elsewhere.filter((action) => action.state === "failed").length;
  const shown = keepFailed || !online || waiting > 0 || failed.length > 0;
  return (
    <div className="space-y-2">
      {/* Always in the page, so what it says as a tap is kept or sent is announced. */}
      <div
        role="status"
        className={
          shown ? "rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900" : undefined
        }
      >
        {shown ? (
          <BannerLines
            savedAt={savedAt}
            online={online}
            waiting={waiting}
            failedHere={failedHere}
            lastSend={lastSend}
            keepFailed={keepFailed}
          />
        ) : null}
      </div>
      {elsewhere.length > 0 ? <QueuedList actions={elsewhere} withReference /> : null}
    </div>
  );
}
