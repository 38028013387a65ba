import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense, useEffect, useMemo } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  ASSIGN_PARAM,
  BoardDragProvider,
  boardAction,
  cardAnchor,
  usePlacements,
} from "~/components/dispatch/board-drag";
import { DispatchFormSlot } from "~/components/dispatch/dispatch-form-slot";
import { renderedOnServerOrLoaded } from "~/components/ui/loaded-once-up";
import * as renderedOnServer from "~/routes/admin.board-parts.server";
import { BoardGrid } from "~/components/dispatch/board-grid";
import { DayNav, WeekStrip } from "~/components/dispatch/day-nav";
import { AwaitingApproval, UnassignedQueue } from "~/components/dispatch/unassigned-queue";
import { useLiveVersion } from "~/components/live-updates";
import { FormError } from "~/components/ui/form-messages";
import { londonDate } from "~/lib/calendar-date";
import { loadAdminOverview } from "~/.server/admin/overview.server";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import {
  BOARD_FORM_FIELDS,
  BOARD_FORM_SCHEMAS,
  answerBoardForm,
} from "~/routes/admin.board-form.server";
import { loadBoard, parseBoardDay } from "~/.server/dispatch/board.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";

export const meta: MetaFunction = () => [
  { title: "Dispatch board | We Fix Coventry" },
  {
    name: "description",
    content: "The day's jobs by engineer and arrival window, the unassigned queue and leave.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const now = new Date();
  const day = parseBoardDay(new URL(request.url).searchParams.get("day"), now);
  if (!day) {
    return redirectWithToast(
      "/admin",
      { type: "error", title: "Not a date", description: "Here is today's board instead." },
      { headers },
    );
  }
  const { db } = context.services;
  const board = await loadBoard(db, { day, now });
  return data({ board, overview: await loadAdminOverview(db) }, { headers });
}

export const headers = routeHeaders;

/**
 * Opening or closing a card's form (a link changing only ?assign=) reads nothing again; the
 * live feed's revalidation (the same URL) and every post still do.
 */
function withoutAssign(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(ASSIGN_PARAM);
  params.sort();
  return `${url.pathname}?${params}`;
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod &&
  currentUrl.href !== nextUrl.href &&
  withoutAssign(currentUrl) === withoutAssign(nextUrl)
    ? false
    : defaultShouldRevalidate;

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const form = await readForm(request, { schema: BOARD_FORM_SCHEMAS, fields: BOARD_FORM_FIELDS });
  const { db } = context.services;
  const now = new Date();
  const day = parseBoardDay(new URL(request.url).searchParams.get("day"), now) ?? londonDate(now);
  return answerBoardForm(db, form, {
    actor: { id: account.user.id, role: "admin" },
    day,
    siteOrigin: siteOrigin(request),
    headers,
  });
}

/** How many urgent or emergency jobs wait for an engineer, on any day; linked to the queue. */
function UrgentBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <a
      href="#queue-heading"
      className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-3 text-sm font-bold text-white no-underline"
    >
      {count} urgent waiting
      <span className="sr-only"> for an engineer</span>
    </a>
  );
}

// A card's form is open on one card at a time, when asked for, and the rest of the page is below
// the board: their code comes once the board is up, not in its first load (decision 0090).
const loadDispatchForm = () => import("~/components/dispatch/dispatch-form");
const DispatchForm = renderedOnServerOrLoaded(renderedOnServer.DispatchForm, () =>
  loadDispatchForm().then((module) => module.DispatchForm),
);
const loadBoardParts = () => import("~/components/dispatch/board-parts-in-browser");
const Attention = renderedOnServerOrLoaded(renderedOnServer.Attention, () =>
  loadBoardParts().then((module) => module.Attention),
);
const LeaveRequests = renderedOnServerOrLoaded(renderedOnServer.LeaveRequests, () =>
  loadBoardParts().then((module) => module.LeaveRequests),
);
const BackOffice = renderedOnServerOrLoaded(renderedOnServer.BackOffice, () =>
  loadBoardParts().then((module) => module.BackOffice),
);

export default function DispatchBoardPage() {
  const { board, overview } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  useEffect(() => {
    void loadDispatchForm().catch(() => undefined);
  }, []);
  useLiveVersion(
    `/admin/events?${new URLSearchParams({ day: board.day })}`,
    "board",
    board.version,
  );

  const everyJob = useMemo(
    () => [...board.jobs, ...board.queue.otherDays],
    [board.jobs, board.queue.otherDays],
  );
  const jobsById = useMemo(() => new Map(everyJob.map((job) => [job.id, job])), [everyJob]);
  const placements = usePlacements(everyJob, board.windows);
  const placed = (engineer: "with" | "without") =>
    everyJob.filter((job) => {
      const where = placements.get(job.id);
      return engineer === "with" ? where?.engineerId !== null : where?.engineerId === null;
    });
  const onGrid = placed("with").filter((job) => placements.get(job.id)?.column !== null);
  const waiting = placed("without").filter((job) => job.canDispatch);
  const onDayIds = new Set(board.jobs.map((job) => job.id));
  const queueOrder = new Map(
    [...board.queue.onDay, ...board.queue.otherDays].map((job, index) => [job.id, index]),
  );
  const byAge = (a: { id: string }, b: { id: string }) =>
    (queueOrder.get(a.id) ?? -1) - (queueOrder.get(b.id) ?? -1);
  const replyFor = (jobId: string) =>
    reply?.form === "dispatch" && reply.jobId === jobId ? reply : undefined;
  // A refused post whose card is no longer on the board (or junk that named no job).
  const orphan =
    reply && (reply.form === "dispatch" ? !jobsById.has(reply.jobId ?? "") : !reply.leaveId)
      ? Object.values(reply.result.error ?? {}).flat()
      : [];
  const unassignedOnDay = waiting.filter((job) => onDayIds.has(job.id)).length;

  return (
    <div className="mx-auto w-full max-w-[110rem] px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-extrabold text-slate-900">Dispatch board</h1>
            <UrgentBadge count={board.urgentWaiting} />
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm font-semibold">
            <Link to="/admin/jobs/new">Book for a caller</Link>
            <Link to="/admin/jobs/new-organisation">Raise an organisation&apos;s job</Link>
          </p>
          <p className="mt-1 text-lg font-semibold text-slate-800">
            {board.dayLabel}
            {board.day === board.today ? " (today)" : ""}
          </p>
          <p className="text-sm text-slate-700">
            {board.jobs.length} job{board.jobs.length === 1 ? "" : "s"} · {unassignedOnDay} without
            an engineer · {hydrated ? "live, " : ""}read at {board.readAt} ·{" "}
            <Link to={`/admin?${new URLSearchParams({ day: board.day })}`}>Refresh</Link>
          </p>
        </div>
        <DayNav board={board} />
      </div>
      <WeekStrip board={board} />
      <FormError title="That could not be done" message={orphan.join(" ") || null} />
      <Suspense fallback={null}>
        <Attention board={board} cardAnchor={cardAnchor} />
      </Suspense>
      <DispatchFormSlot.Provider value={DispatchForm}>
        <BoardDragProvider board={board} jobs={jobsById}>
          <div className="mt-6 lg:grid lg:grid-cols-[minmax(14rem,17rem)_minmax(0,1fr)] lg:items-start lg:gap-4 2xl:grid-cols-[minmax(20rem,30rem)_minmax(0,1fr)]">
            <UnassignedQueue
              board={board}
              onDay={waiting.filter((job) => onDayIds.has(job.id)).sort(byAge)}
              otherDays={waiting.filter((job) => !onDayIds.has(job.id)).sort(byAge)}
              placements={placements}
              replyFor={replyFor}
            />
            <section aria-labelledby="grid-heading" className="mt-6 lg:sticky lg:top-2 lg:mt-0">
              <h2 id="grid-heading" className="text-xl font-bold text-slate-900">
                Engineers and windows
              </h2>
              <p className="text-sm text-slate-700">
                Each window shows its places booked of the places there are. Striped cells: the
                engineer does not work then.
              </p>
              <BoardGrid board={board} jobs={onGrid} placements={placements} replyFor={replyFor} />
            </section>
          </div>
          <AwaitingApproval board={board} />
        </BoardDragProvider>
      </DispatchFormSlot.Provider>
      <Suspense fallback={null}>
        <LeaveRequests board={board} reply={reply} action={boardAction(board.day)} />
        <BackOffice overview={overview} />
      </Suspense>
    </div>
  );
}
