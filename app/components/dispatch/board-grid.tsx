import { useState } from "react";
import type { Board, BoardEngineer, BoardFormReply, BoardJob } from "~/lib/views/dispatch";
import { BoardCard } from "./board-card";
import { JOB_DRAG_TYPE, useBoardDrag, type DropTarget, type Placement } from "./board-drag";

const STATE_STYLES: Record<BoardEngineer["state"], string> = {
  working: "bg-green-100 text-green-950",
  "on-leave": "bg-amber-100 text-amber-950",
  "day-off": "bg-slate-200 text-slate-900",
  "not-engineer": "bg-red-50 text-red-900",
};

/** Makes an element a place to drop a dragged card, highlighted while a card is over it. */
function useDropZone(target: DropTarget) {
  const drag = useBoardDrag();
  const [over, setOver] = useState(false);
  if (!drag) return { over: false, props: {} };
  return {
    over,
    props: {
      onDragOver: (event: React.DragEvent) => {
        if (!event.dataTransfer.types.includes(JOB_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        if (!over) setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: React.DragEvent) => {
        event.preventDefault();
        setOver(false);
        const jobId = event.dataTransfer.getData(JOB_DRAG_TYPE) || drag.dragging;
        if (jobId) drag.drop(jobId, target);
      },
    },
  };
}

export { useDropZone };

function WindowHeader({
  window,
  column,
  waiting,
}: {
  window: Board["windows"][number];
  column: number;
  waiting: number;
}) {
  return (
    <h3
      id={`window-${column}`}
      style={{ gridRow: 1, gridColumn: column + 2 }}
      className={`flex flex-wrap items-baseline justify-between gap-x-2 rounded-t-lg border-b-2 px-2 py-2 lg:sticky lg:top-0 lg:z-20 lg:rounded-none ${
        window.overFull
          ? "border-red-700 bg-red-50 text-red-950"
          : window.over
            ? "border-slate-300 bg-slate-100 text-slate-700"
            : "border-brand-700 bg-brand-50 text-slate-900"
      }`}
    >
      <span className="text-base font-bold">
        {window.label}
        {window.onGrid ? null : <span className="font-normal"> (old times)</span>}
      </span>
      <span className="text-sm font-semibold">
        {window.booked}/{window.capacity} booked
        {window.overFull ? " · over-full" : window.over ? " · over" : ""}
        {waiting > 0 ? ` · ${waiting} unassigned` : ""}
      </span>
    </h3>
  );
}

function Cell({
  engineer,
  row,
  column,
  window,
  jobs,
  placements,
  board,
  replyFor,
}: {
  engineer: BoardEngineer;
  row: number;
  column: number;
  window: Board["windows"][number];
  jobs: BoardJob[];
  placements: ReadonlyMap<string, Placement>;
  board: Board;
  replyFor: (jobId: string) => BoardFormReply | undefined;
}) {
  const zone = useDropZone({ engineerId: engineer.id, column });
  const works = engineer.worksIn[column] === true;
  return (
    <div
      role="group"
      aria-label={`${engineer.name}, ${window.label}`}
      style={{ gridRow: row + 2, gridColumn: column + 2 }}
      {...zone.props}
      className={`min-h-[5rem] border-b border-r border-slate-200 p-1.5 lg:p-1 ${
        jobs.length === 0 ? "hidden lg:block" : ""
      } ${works ? "bg-white" : "bg-slate-100 bg-[repeating-linear-gradient(135deg,transparent_0_8px,rgba(148,163,184,0.18)_8px_16px)]"} ${
        zone.over ? "outline outline-2 -outline-offset-2 outline-accent-600" : ""
      }`}
    >
      <p className="text-sm font-semibold text-slate-800 lg:sr-only">
        {engineer.name}
        {works ? "" : " (not working then)"}
      </p>
      {!works && jobs.length === 0 ? (
        <p className="hidden text-xs text-slate-600 lg:block">Not working</p>
      ) : null}
      {jobs.length > 0 ? (
        <ul className="space-y-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <BoardCard
                job={job}
                board={board}
                reply={replyFor(job.id)}
                pending={placements.get(job.id)?.pending ?? false}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Engineers (rows) × the day's arrival windows (columns). One set of elements for both
 * layouts: on a desktop a grid that places each window's cells in the engineers' rows (and
 * scrolls sideways when it must); on a phone the same elements in their order, window by
 * window, each listing the engineers with jobs in it.
 */
export function BoardGrid({
  board,
  jobs,
  placements,
  replyFor,
}: {
  board: Board;
  /** Jobs with an engineer and a column, after any change on its way. */
  jobs: readonly BoardJob[];
  placements: ReadonlyMap<string, Placement>;
  replyFor: (jobId: string) => BoardFormReply | undefined;
}) {
  const cells = new Map<string, BoardJob[]>();
  for (const job of jobs) {
    const placed = placements.get(job.id);
    if (!placed || placed.engineerId === null || placed.column === null) continue;
    const key = `${placed.engineerId}|${placed.column}`;
    cells.set(key, [...(cells.get(key) ?? []), job]);
  }
  const cellJobs = (engineerId: string, column: number) =>
    cells.get(`${engineerId}|${column}`) ?? [];
  const waiting = new Map<number, number>();
  for (const job of board.jobs) {
    const placed = placements.get(job.id);
    if (!job.canDispatch || placed?.engineerId !== null || placed.column === null) continue;
    waiting.set(placed.column, (waiting.get(placed.column) ?? 0) + 1);
  }
  const waitingIn = (column: number) => waiting.get(column) ?? 0;
  if (board.engineers.length === 0) {
    return (
      <p className="card mt-4">
        No engineer accounts yet: every job waits in the queue. Give an account the engineer role to
        plan the day here.
      </p>
    );
  }
  return (
    <section
      data-drag-scroll
      // Relative: screen-reader words (absolute) in the cells stay inside the scrolling box.
      className="relative mt-3 lg:max-h-[calc(100vh-6rem)] lg:overflow-auto lg:rounded-xl lg:border lg:border-slate-300"
      tabIndex={0}
      aria-label="Engineers and arrival windows"
    >
      <div
        className="lg:grid"
        style={{
          gridTemplateColumns: `minmax(8.5rem, 11rem) repeat(${board.windows.length}, minmax(8.5rem, 1fr))`,
        }}
      >
        <div
          style={{ gridRow: 1, gridColumn: 1 }}
          className="hidden border-b-2 border-slate-300 bg-slate-100 px-2 py-2 text-sm font-bold lg:sticky lg:left-0 lg:top-0 lg:z-30 lg:block"
        >
          Engineer
        </div>
        {board.engineers.map((engineer, row) => (
          <div
            key={engineer.id}
            style={{ gridRow: row + 2, gridColumn: 1 }}
            className={`hidden border-b border-r border-slate-200 px-2 py-2 lg:sticky lg:left-0 lg:z-10 lg:block ${
              engineer.state === "working" ? "bg-white" : "bg-slate-100"
            }`}
          >
            <p className="font-semibold text-slate-900">{engineer.name}</p>
            <p
              className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[engineer.state]}`}
            >
              {engineer.stateLabel}
            </p>
          </div>
        ))}
        {board.windows.map((window, column) => {
          const free = board.engineers.filter(
            (engineer) => engineer.worksIn[column] && cellJobs(engineer.id, column).length === 0,
          );
          return (
            <section
              key={window.start}
              aria-labelledby={`window-${column}`}
              className="mb-5 rounded-lg border border-slate-300 lg:contents"
            >
              <WindowHeader window={window} column={column} waiting={waitingIn(column)} />
              {board.engineers.map((engineer, row) => (
                <Cell
                  key={engineer.id}
                  engineer={engineer}
                  row={row}
                  column={column}
                  window={window}
                  jobs={cellJobs(engineer.id, column)}
                  placements={placements}
                  board={board}
                  replyFor={replyFor}
                />
              ))}
              <p className="px-2 py-2 text-sm text-slate-700 lg:hidden">
                {free.length === 0
                  ? "Nobody free in this window."
                  : `Free: ${free.map((engineer) => engineer.name).join(", ")}.`}
              </p>
            </section>
          );
        })}
      </div>
    </section>
  );
}
