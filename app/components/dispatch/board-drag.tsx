import { useFetcher, useFetchers, useSubmit } from "@remix-run/react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { Board, BoardJob } from "~/lib/views/dispatch";

/** The drag data type of a board card: its job's id. */
export const JOB_DRAG_TYPE = "application/x-wfc-job";

/** Every card's dispatch form and drag posts through the fetcher of this key. */
export function dispatchFetcherKey(jobId: string): string {
  return `dispatch-${jobId}`;
}

/**
 * Where the board's forms post: the board's own action, for its day. With an anchor, the
 * page that answers a post made without JavaScript (the refusal, or the board after the
 * redirect, which keeps it) opens at that card instead of at the top.
 */
export function boardAction(day: string, anchor?: string): string {
  return `/admin?index&${new URLSearchParams({ day })}${anchor ? `#${anchor}` : ""}`;
}

/** A cell of the board: an engineer (or none: the queue) and a column (or none: keep). */
export interface DropTarget {
  engineerId: string | null;
  column: number | null;
}

/** Where a job shows while its change is on its way: where it was sent. */
export interface Placement {
  engineerId: string | null;
  column: number | null;
  pending: boolean;
}

interface DragState {
  /** The job being dragged, while a drag is under way. */
  dragging: string | null;
  startDrag: (jobId: string) => void;
  endDrag: () => void;
  /** Posts the same fields as the card's form: the job to that engineer and window. */
  drop: (jobId: string, target: DropTarget) => void;
}

const DragContext = createContext<DragState | null>(null);

export function useBoardDrag(): DragState | null {
  return useContext(DragContext);
}

/** The fields of a move, as the card's form would post them. */
export function dispatchFields(
  job: Pick<BoardJob, "id" | "windowStart">,
  target: DropTarget,
  windows: Board["windows"],
): Record<string, string> {
  const window = target.column === null ? null : windows[target.column];
  return {
    intent: "dispatch",
    jobId: job.id,
    engineerId: target.engineerId ?? "",
    // An empty window keeps the job's own: the same as the card's "(now)" option.
    windowStart: window && window.start !== job.windowStart ? window.start : "",
    reason: "",
  };
}

/**
 * Drag and drop for the board: a card dragged onto a cell (an engineer × a window) or onto
 * the queue posts the card form's fields through that card's fetcher, so the card shows the
 * change as pending and any refusal, exactly as after using its form.
 */
export function BoardDragProvider({
  board,
  jobs,
  children,
}: {
  board: Pick<Board, "day" | "windows">;
  jobs: ReadonlyMap<string, BoardJob>;
  children: React.ReactNode;
}) {
  const submit = useSubmit();
  const [dragging, setDragging] = useState<string | null>(null);
  const drop = useCallback(
    (jobId: string, target: DropTarget) => {
      setDragging(null);
      const job = jobs.get(jobId);
      if (!job || !job.canDispatch) return;
      const fields = dispatchFields(job, target, board.windows);
      if (fields.engineerId === (job.engineerId ?? "") && fields.windowStart === "") return;
      submit(fields, {
        method: "post",
        action: boardAction(board.day),
        navigate: false,
        fetcherKey: dispatchFetcherKey(jobId),
        preventScrollReset: true,
      });
    },
    [board.day, board.windows, jobs, submit],
  );
  const value = useMemo(
    () => ({
      dragging,
      startDrag: setDragging,
      endDrag: () => setDragging(null),
      drop,
    }),
    [dragging, drop],
  );
  return (
    <DragContext.Provider value={value}>
      {[...jobs.values()].map((job) =>
        job.canDispatch ? <FetcherKeeper key={job.id} jobId={job.id} /> : null,
      )}
      {children}
    </DragContext.Provider>
  );
}

/**
 * Keeps a card's fetcher mounted in one place. A card moves to where it was sent while its
 * change is on its way, and back when refused; each move unmounts it, and a fetcher with no
 * mounted user loses its answer (the refusal the card must show) as soon as it is idle.
 */
function FetcherKeeper({ jobId }: { jobId: string }) {
  useFetcher({ key: dispatchFetcherKey(jobId) });
  return null;
}

/**
 * Where each job shows now: where the board says, or, while a change to it is on its way
 * (a drag or its form), where it was sent, so the card moves at once and moves back if refused.
 */
export function usePlacements(
  jobs: readonly BoardJob[],
  windows: Board["windows"],
): Map<string, Placement> {
  const fetchers = useFetchers();
  return useMemo(() => {
    const sent = new Map<string, FormData>();
    for (const fetcher of fetchers) {
      const formData = fetcher.formData;
      if (!formData || formData.get("intent") !== "dispatch") continue;
      const jobId = formData.get("jobId");
      if (typeof jobId === "string" && fetcher.key === dispatchFetcherKey(jobId)) {
        sent.set(jobId, formData);
      }
    }
    const placements = new Map<string, Placement>();
    for (const job of jobs) {
      const formData = sent.get(job.id);
      if (!formData) {
        placements.set(job.id, { engineerId: job.engineerId, column: job.column, pending: false });
        continue;
      }
      const engineerId = formData.get("engineerId");
      const windowStart = formData.get("windowStart");
      const column =
        typeof windowStart === "string" && windowStart !== ""
          ? windows.findIndex((window) => window.start === windowStart)
          : job.column;
      placements.set(job.id, {
        engineerId: typeof engineerId === "string" && engineerId !== "" ? engineerId : null,
        column: column === -1 ? job.column : column,
        pending: true,
      });
    }
    return placements;
  }, [fetchers, jobs, windows]);
}
