import { useFetcher, useFetchers, useSubmit } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
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

/** The id of a job's card, for links from the lists of problems. */
export function cardAnchor(reference: string): string {
  return `job-${reference}`;
}

/** The board's query parameter naming the card whose form is open. */
export const ASSIGN_PARAM = "assign";

/** The board with one card's form open, at that card: a link that works without JavaScript. */
export function assignHref(day: string, reference: string): string {
  return `/admin?${new URLSearchParams({ day, [ASSIGN_PARAM]: reference })}#${cardAnchor(reference)}`;
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
  /** Says in the board's live region why a change (a drop, most often) was refused. */
  announceRefusal: (reference: string, message: string) => void;
}

interface Refusal {
  reference: string;
  message: string;
}

/** How close to a scrolling box's edge (px) a dragged card scrolls it, and by how much. */
const EDGE_ZONE = 56;
const EDGE_STEP = 24;

/** The step to scroll by along one axis: towards the edge the pointer is near, else 0. */
function edgeStep(pointer: number, start: number, end: number): number {
  if (pointer < start + EDGE_ZONE) return -EDGE_STEP;
  if (pointer > end - EDGE_ZONE) return EDGE_STEP;
  return 0;
}

/**
 * While a card is dragged, holding it near the edge of the queue, the grid or the window
 * scrolls that way: a target off screen can be reached (browsers scroll only the page).
 */
function useEdgeScroll(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onDragOver = (event: DragEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const box = target?.closest<HTMLElement>("[data-drag-scroll]");
      if (box) {
        const rect = box.getBoundingClientRect();
        box.scrollBy(
          edgeStep(event.clientX, rect.left, rect.right),
          edgeStep(event.clientY, rect.top, rect.bottom),
        );
      }
      window.scrollBy(0, edgeStep(event.clientY, 0, window.innerHeight));
    };
    document.addEventListener("dragover", onDragOver);
    return () => document.removeEventListener("dragover", onDragOver);
  }, [active]);
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
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEdgeScroll(dragging !== null);
  const announceRefusal = useCallback((reference: string, message: string) => {
    setRefusal((last) =>
      last?.reference === reference && last.message === message ? last : { reference, message },
    );
  }, []);
  const drop = useCallback(
    (jobId: string, target: DropTarget) => {
      setDragging(null);
      setRefusal(null);
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
      announceRefusal,
    }),
    [dragging, drop, announceRefusal],
  );
  return (
    <DragContext.Provider value={value}>
      {[...jobs.values()].map((job) =>
        job.canDispatch ? <FetcherKeeper key={job.id} jobId={job.id} /> : null,
      )}
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-3"
      >
        {refusal ? (
          <p className="pointer-events-auto max-w-xl rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-2 text-sm font-semibold text-red-950 shadow-lg">
            <a href={`#${cardAnchor(refusal.reference)}`}>{refusal.reference}</a> not moved:{" "}
            {refusal.message}{" "}
            <button
              type="button"
              onClick={() => setRefusal(null)}
              className="ml-2 min-h-11 underline"
            >
              Dismiss
            </button>
          </p>
        ) : null}
      </div>
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
