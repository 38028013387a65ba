import { Link } from "@remix-run/react";
import type { Board, BoardFormReply, BoardJob } from "~/lib/views/dispatch";
import { BoardCard } from "./board-card";
import type { Placement } from "./board-drag";
import { useDropZone } from "./board-grid";

function CardList({
  jobs,
  board,
  placements,
  replyFor,
  empty,
}: {
  jobs: readonly BoardJob[];
  board: Board;
  placements: ReadonlyMap<string, Placement>;
  replyFor: (jobId: string) => BoardFormReply | undefined;
  empty: string;
}) {
  if (jobs.length === 0) return <p className="mt-2 text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <BoardCard
            job={job}
            board={board}
            reply={replyFor(job.id)}
            pending={placements.get(job.id)?.pending ?? false}
            showWindow
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Jobs waiting for an engineer with how long they have waited: the day's, oldest first, then
 * those of other days and those still without a time, the most pressing first. Dropping a card here
 * takes its engineer off. On a desk it is a column beside the grid that scrolls on its own, so
 * a card and the cell it goes to are on screen together.
 */
export function UnassignedQueue({
  board,
  onDay,
  otherDays,
  placements,
  replyFor,
}: {
  board: Board;
  onDay: readonly BoardJob[];
  otherDays: readonly BoardJob[];
  placements: ReadonlyMap<string, Placement>;
  replyFor: (jobId: string) => BoardFormReply | undefined;
}) {
  const zone = useDropZone({ engineerId: null, column: null });
  const waiting = onDay.length + board.queue.otherDaysTotal;
  return (
    <section
      aria-labelledby="queue-heading"
      {...zone.props}
      data-drag-scroll
      tabIndex={0}
      className={`mt-6 rounded-xl border-2 border-dashed p-3 sm:p-4 lg:sticky lg:top-2 lg:mt-0 lg:max-h-[calc(100vh-1rem)] lg:overflow-y-auto lg:p-3 ${
        zone.over ? "border-accent-600 bg-amber-50" : "border-slate-300 bg-slate-50"
      }`}
    >
      <h2 id="queue-heading" className="text-xl font-bold text-slate-900">
        Unassigned <span className="font-semibold text-slate-700">({waiting} waiting)</span>
      </h2>
      <p className="text-sm text-slate-700">
        Assign each from its card, or drag it onto an engineer&apos;s window; drop a card here to
        take its engineer off.
      </p>
      <h3 className="mt-3 font-semibold text-slate-900">On this day</h3>
      <CardList
        jobs={onDay}
        board={board}
        placements={placements}
        replyFor={replyFor}
        empty="Every job of the day has an engineer."
      />
      <h3 className="mt-4 font-semibold text-slate-900">
        Other days and jobs still without a time{" "}
        <span className="font-normal text-slate-700">(soonest due first)</span>
      </h3>
      <CardList
        jobs={otherDays}
        board={board}
        placements={placements}
        replyFor={replyFor}
        empty="None."
      />
      {board.queue.otherDaysTotal > board.queue.otherDays.length ? (
        <p className="mt-2 text-sm text-slate-700">
          Showing the {board.queue.otherDays.length} due soonest of {board.queue.otherDaysTotal}.
          The rest are in the <Link to="/admin/jobs?engineer=none">jobs list</Link>.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Organisations' jobs waiting for a decision on an estimate above their spend limit: not in
 * the queue, since nobody may give them an engineer or a window until the organisation approves.
 */
export function AwaitingApproval({ board }: { board: Board }) {
  const { jobs, total } = board.awaitingApproval;
  return (
    <section
      aria-labelledby="awaiting-approval-heading"
      className="mt-6 rounded-xl border border-violet-300 bg-violet-50 p-3 sm:p-4"
    >
      <h2 id="awaiting-approval-heading" className="text-xl font-bold text-slate-900">
        Awaiting approval <span className="font-semibold text-slate-700">({total})</span>
      </h2>
      <p className="text-sm text-slate-700">
        The estimate is above the organisation&apos;s spend limit. Approved, a job comes back to the
        queue; declined, it is cancelled.
      </p>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No job is waiting for approval.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-6 2xl:grid-cols-8">
          {jobs.map((job) => (
            <li key={job.id}>
              <BoardCard job={job} board={board} pending={false} showWindow />
            </li>
          ))}
        </ul>
      )}
      {total > jobs.length ? (
        <p className="mt-2 text-sm text-slate-700">
          Showing the {jobs.length} oldest of {total}.
        </p>
      ) : null}
    </section>
  );
}
