import { useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import type { QueuedAction } from "~/lib/offline/queue-store";
import type { SendOutcome } from "~/lib/offline/send-queue";
import type { QueueState } from "./queue-notices";

// The queue's runtime (idb, the sender, the check, the notices) loads after hydration, not with
// the page (decision 0067): until it is there, a form posts as it does without JavaScript. The
// saved day keeps every build file its pages name and, transitively, the files those import, so
// the runtime opens offline too, also after a new version of the site replaced the worker's
// other files (decision 0049).
const loadQueueRuntime = () => import("./queue-runtime");
type QueueRuntime = Awaited<ReturnType<typeof loadQueueRuntime>>;

interface OfflineQueue extends QueueState {
  /** The queue's code, once loaded: null on the server, before hydration and just after. */
  runtime: QueueRuntime | null;
}

const QueueContext = createContext<OfflineQueue>({
  online: true,
  queue: [],
  references: {},
  lastSend: null,
  keepFailed: false,
  runtime: null,
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

/** The queue's runtime, loaded once the page is up; null until then, or when it cannot load. */
function useQueueRuntime(): QueueRuntime | null {
  const [runtime, setRuntime] = useState<QueueRuntime | null>(null);
  useEffect(() => {
    let current = true;
    loadQueueRuntime().then(
      (loaded) => {
        if (current) setRuntime(loaded);
      },
      // Not loaded (offline, and never kept): the forms post as without JavaScript.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return runtime;
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
  const runtime = useQueueRuntime();
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  const [lastSend, setLastSend] = useState<SendOutcome | null>(null);
  const [keepFailed, setKeepFailed] = useState(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const reload = useCallback(async () => {
    if (!runtime) return;
    setQueue(await runtime.listQueue(accountId).catch(() => []));
  }, [accountId, runtime]);

  const send = useCallback(async () => {
    if (!runtime || !navigator.onLine) return;
    const before = (await runtime.listQueue(accountId).catch(() => [])).filter(
      (action) => action.state === "waiting",
    );
    if (before.length === 0) return;
    const outcome = await runtime.sendQueue(accountId).catch((): SendOutcome => "offline");
    setLastSend(outcome);
    await reload();
    // What was sent changed the jobs: show them as the server has them now (not when the
    // server could not be reached: that reload would fail too).
    if (outcome === "sent") revalidate.current();
  }, [accountId, reload, runtime]);

  useEffect(() => {
    if (!runtime) return;
    void reload().then(send);
    const channel =
      typeof BroadcastChannel === "function" ? new BroadcastChannel(runtime.QUEUE_CHANNEL) : null;
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
  }, [reload, runtime, send]);

  function keepWhenOffline(event: FormEvent<HTMLDivElement>) {
    const form = event.target;
    if (!runtime || !(form instanceof HTMLFormElement)) return;
    const submitter =
      typeof SubmitEvent === "function" && event.nativeEvent instanceof SubmitEvent
        ? event.nativeEvent.submitter
        : null;
    const action = runtime.actionToKeep(new FormData(form, submitter), {
      accountId,
      references,
      queue,
    });
    if (!action) return;
    event.preventDefault();
    runtime.enqueue(action).then(
      async () => {
        setKeepFailed(false);
        form.reset();
        await reload();
        await runtime.askForBackgroundSync().catch(() => undefined);
        await send();
      },
      // IndexedDB refused (storage full, a private window): say so, keep what was typed.
      () => setKeepFailed(true),
    );
  }

  return (
    <QueueContext.Provider value={{ online, queue, references, lastSend, keepFailed, runtime }}>
      <div onSubmitCapture={keepWhenOffline}>{children}</div>
    </QueueContext.Provider>
  );
}

/** What of this job waits on the phone, or was refused and why. */
export function QueuedForJob({ jobId }: { jobId: string }) {
  const { queue, runtime } = useOfflineQueue();
  const actions = queue.filter((action) => action.jobId === jobId);
  if (!runtime || actions.length === 0) return null;
  return <runtime.QueuedList actions={actions} withReference={false} />;
}

/**
 * The line at the top of the engineer's pages: offline, the copy shown is the one saved at
 * `savedAt`; what waits to be sent, and why it has not gone yet.
 */
export function OfflineBanner({ savedAt }: { savedAt: string }) {
  const { runtime, ...state } = useOfflineQueue();
  return (
    <div className="space-y-2">
      {/* Always in the page, so what it says as a tap is kept or sent is announced. */}
      <div role="status">
        {runtime ? <runtime.QueueBanner savedAt={savedAt} state={state} /> : null}
      </div>
      {runtime ? <runtime.QueuedElsewhere state={state} /> : null}
    </div>
  );
}
