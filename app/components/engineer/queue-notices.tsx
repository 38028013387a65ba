// What the queue says on the engineer's pages once it holds something, or the signal has gone
// (the queue is read after hydration, so nothing of it is in the server's HTML).
import { removeAction, type QueuedAction, type QueuedKind } from "~/lib/offline/queue-store";
import type { SendOutcome } from "~/lib/offline/send-queue";
import { clockTime } from "./clock-time";

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
export function BannerLines({
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
