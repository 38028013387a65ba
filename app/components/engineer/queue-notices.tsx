// What the queue says on the engineer's pages once it holds something, or the signal has gone
// (the queue is read after hydration, so nothing of it is in the server's HTML). Part of the
// queue's runtime, loaded after hydration (decision 0067).
import { removeAction, type QueuedAction, type QueuedKind } from "~/lib/offline/queue-store";
import type { SendOutcome } from "~/lib/offline/send-queue";
import { clockTime } from "./clock-time";

/** What the queue's provider knows: the notices show it. */
export interface QueueState {
  online: boolean;
  queue: QueuedAction[];
  /** The jobs on the page, by id. */
  references: Readonly<Record<string, string>>;
  /** What the last attempt to send found: nothing yet, sent, no signal, or signed out. */
  lastSend: SendOutcome | null;
  /** The phone would not keep the last tap: it was not saved anywhere. */
  keepFailed: boolean;
}

const KIND_LABELS: Record<QueuedKind, string> = {
  "on-my-way": "On my way",
  arrived: "Arrived",
  finished: "Finished",
  note: "Note for the office",
};

function QueuedItem({ action, withReference }: { action: QueuedAction; withReference: boolean }) {
  const what = `${KIND_LABELS[action.kind]}${withReference ? ` for ${action.reference}` : ""}`;
  return (
    <li
      className={`rounded-md border p-3 ${action.state === "failed" ? "border-red-300 bg-red-50" : "border-amber-300 bg-amber-50"}`}
    >
      {action.state === "waiting" ? (
        <p>
          <strong>Waiting to send:</strong> {what}, tapped at {clockTime(action.tappedAt)}.
        </p>
      ) : (
        <>
          <p>
            <strong>Failed: {what}</strong> (tapped at {clockTime(action.tappedAt)}) was not
            applied. {action.reason}
          </p>
          <button
            type="button"
            className="btn-secondary mt-2 min-h-12"
            onClick={() => void removeAction(action.id)}
          >
            Dismiss<span className="sr-only">: {what}</span>
          </button>
        </>
      )}
    </li>
  );
}

export function QueuedList({
  actions,
  withReference,
}: {
  actions: QueuedAction[];
  withReference: boolean;
}) {
  if (actions.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Updates on this phone">
      {actions.map((action) => (
        <QueuedItem key={action.id} action={action} withReference={withReference} />
      ))}
    </ul>
  );
}

/** The banner's lines: a tap not kept, no signal, what waits, what failed. */
function BannerLines({
  savedAt,
  online,
  waiting,
  failedHere,
  lastSend,
  keepFailed,
}: {
  savedAt: string;
  online: boolean;
  waiting: number;
  failedHere: number;
  lastSend: SendOutcome | null;
  keepFailed: boolean;
}) {
  const updates = (count: number) => `${count} update${count === 1 ? "" : "s"}`;
  return (
    <>
      {keepFailed ? (
        <p className="font-semibold text-red-800">
          This phone could not keep that update, so it was not saved. Try again when there is a
          signal, or call the office.
        </p>
      ) : null}
      {online ? null : (
        <p className="font-semibold">
          No signal: this is your day as saved on this phone at {clockTime(savedAt)}.
        </p>
      )}
      {waiting > 0 ? (
        <p>
          {updates(waiting)} waiting to send.{" "}
          {lastSend === "signed-out"
            ? "Sign in again to send them."
            : "They go, in the order you tapped, as soon as there is a signal."}
        </p>
      ) : null}
      {failedHere > 0 ? <p>{updates(failedHere)} failed: the reason is with the job.</p> : null}
    </>
  );
}

/**
 * The box at the top of the engineer's pages, when there is something to say: offline, the copy
 * shown is the one saved at `savedAt`; what waits to be sent, and why it has not gone yet.
 */
export function QueueBanner({ savedAt, state }: { savedAt: string; state: QueueState }) {
  const { online, queue, references, lastSend, keepFailed } = state;
  const waiting = queue.filter((action) => action.state === "waiting").length;
  const failed = queue.filter((action) => action.state === "failed");
  // A failed update of a job no longer on the page is listed under the banner, not counted here.
  const failedHere = failed.filter((action) => action.jobId in references).length;
  if (!keepFailed && online && waiting === 0 && failed.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900">
      <BannerLines
        savedAt={savedAt}
        online={online}
        waiting={waiting}
        failedHere={failedHere}
        lastSend={lastSend}
        keepFailed={keepFailed}
      />
    </div>
  );
}

/** What waits or failed for jobs no longer on the page (the office cancelled one). */
export function QueuedElsewhere({ state }: { state: QueueState }) {
  const elsewhere = state.queue.filter((action) => !(action.jobId in state.references));
  return <QueuedList actions={elsewhere} withReference />;
}
