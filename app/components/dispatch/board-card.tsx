import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { Suspense, useContext, useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Board, BoardFormReply, BoardJob } from "~/lib/views/dispatch";
import {
  ASSIGN_PARAM,
  JOB_DRAG_TYPE,
  assignHref,
  boardAction,
  cardAnchor,
  dispatchFetcherKey,
  useBoardDrag,
} from "./board-drag";
import { DispatchFormSlot } from "./dispatch-form-slot";

/** Status colour (a stripe and a tint) — always beside the status in words. */
const STATUS_STYLES: Record<BoardJob["status"], { stripe: string; pill: string }> = {
  requested: { stripe: "border-l-slate-500", pill: "bg-slate-100 text-slate-900" },
  confirmed: { stripe: "border-l-brand-600", pill: "bg-brand-50 text-brand-900" },
  scheduled: { stripe: "border-l-indigo-600", pill: "bg-indigo-50 text-indigo-900" },
  en_route: { stripe: "border-l-amber-500", pill: "bg-amber-100 text-amber-950" },
  on_site: { stripe: "border-l-teal-600", pill: "bg-teal-50 text-teal-900" },
  completed: { stripe: "border-l-green-700", pill: "bg-green-100 text-green-950" },
  cancelled: { stripe: "border-l-slate-300", pill: "bg-slate-100 text-slate-700" },
};

export { cardAnchor };

/**
 * One job on the board: what it is, where, for whom, its status and any risk or clash, and
 * a link to the form that gives it an engineer and a window (the same post as dragging the
 * card; WCAG 2.5.7's single-pointer way). The form is rendered only for the card it was asked
 * for (?assign=), or the one its refused post came back to: a 400-job day stays small.
 */
export function BoardCard({
  job,
  board,
  reply,
  pending,
  showWindow = false,
}: {
  job: BoardJob;
  board: Pick<Board, "day" | "windows" | "assignable">;
  /** The answer of a form posted without JavaScript, when it was this card's. */
  reply?: BoardFormReply;
  /** A change to this job is on its way (this card's form, or a drag). */
  pending: boolean;
  /** In the queue the card says its window; on the grid its column does. */
  showWindow?: boolean;
}) {
  const fetcher = useFetcher<BoardFormReply>({ key: dispatchFetcherKey(job.id) });
  const hydrated = useHydrated();
  const DispatchForm = useContext(DispatchFormSlot);
  const drag = useBoardDrag();
  const [searchParams] = useSearchParams();
  const fetched = fetcher.data?.form === "dispatch" ? fetcher.data : undefined;
  const answer = fetcher.state === "idle" ? (fetched ?? reply) : undefined;
  const errors = Object.values(answer?.result.error ?? {}).flat();
  const errorId = `${cardAnchor(job.reference)}-error`;
  const headingId = `${cardAnchor(job.reference)}-heading`;
  const style = STATUS_STYLES[job.status];
  const draggable = hydrated && job.canDispatch && drag !== null;
  const formOpen = searchParams.get(ASSIGN_PARAM) === job.reference || Boolean(answer);
  const announce = drag?.announceRefusal;
  const refusal = fetched && fetcher.state === "idle" ? errors.join(" ") : "";
  useEffect(() => {
    if (refusal && announce) announce(job.reference, refusal);
  }, [announce, job.reference, refusal]);
  return (
    <article
      id={cardAnchor(job.reference)}
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      draggable={draggable || undefined}
      onDragStart={
        draggable
          ? (event) => {
              event.dataTransfer.setData(JOB_DRAG_TYPE, job.id);
              event.dataTransfer.effectAllowed = "move";
              // Chrome cancels a drag whose element changes during dragstart: restyle after it.
              setTimeout(() => drag?.startDrag(job.id), 0);
            }
          : undefined
      }
      onDragEnd={draggable ? () => drag?.endDrag() : undefined}
      className={`relative scroll-mt-24 rounded-lg border border-l-4 border-slate-300 bg-white px-1.5 py-1.5 text-sm leading-snug shadow-sm ${style.stripe} ${draggable ? "cursor-grab active:cursor-grabbing" : ""} ${pending ? "opacity-70 ring-2 ring-accent-500" : ""} ${drag?.dragging === job.id ? "opacity-50" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-1">
        <h4 id={headingId} className="whitespace-nowrap text-[0.8rem] font-semibold tracking-tight">
          <Link to={`/admin/jobs/${job.reference}`} className="text-brand-800">
            {job.reference}
          </Link>
        </h4>
        {job.emergency ? (
          <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            Emergency
          </span>
        ) : null}
      </div>
      <p className="font-medium text-slate-900">{job.serviceName}</p>
      <p className="text-slate-700">
        {job.postcode} · {job.customerFirstName}
      </p>
      {job.organisationName ? <OrganisationLine job={job} /> : null}
      {showWindow ? (
        <p className="text-slate-700">
          {job.windowLabel} · {job.waiting}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-1">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${style.pill}`}>
          <span className="sr-only">Status: </span>
          {job.statusLabel}
        </span>
        {job.canDispatch && !formOpen ? (
          <Link
            to={assignHref(board.day, job.reference)}
            preventScrollReset
            className="flex min-h-11 min-w-11 items-center justify-end font-semibold text-brand-800"
          >
            {job.engineerId ? "Change…" : "Assign…"}
            <span className="sr-only"> engineer or window of {job.reference}</span>
          </Link>
        ) : null}
      </div>
      {job.canDispatch && formOpen && DispatchForm ? (
        <Suspense fallback={null}>
          <DispatchForm
            job={job}
            board={board}
            answer={answer}
            errorId={errors.length > 0 ? errorId : undefined}
            pending={pending}
            fetcher={fetcher}
            action={boardAction(board.day, cardAnchor(job.reference))}
            closeHref={`/admin?${new URLSearchParams({ day: board.day })}#${cardAnchor(job.reference)}`}
          />
        </Suspense>
      ) : null}
      {job.clash ? (
        <p className="mt-1 rounded bg-red-50 px-1.5 py-1 text-xs font-semibold text-red-900">
          Clash: {job.clash}
        </p>
      ) : null}
      {job.lateRisk ? (
        <p className="mt-1 rounded bg-amber-100 px-1.5 py-1 text-xs font-semibold text-amber-950">
          Late risk: {job.lateRisk.message}
        </p>
      ) : null}
      <div aria-live="polite">
        {pending ? <p className="mt-1 text-xs font-semibold text-slate-800">Saving…</p> : null}
        {errors.length > 0 ? (
          <p
            id={errorId}
            role="alert"
            className="mt-1 rounded border-l-4 border-red-700 bg-red-50 px-1.5 py-1 text-xs font-semibold text-red-900"
          >
            Not changed: {errors.join(" ")}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** An organisation's job: whose, its priority and due time, and an overdue flag in words. */
function OrganisationLine({ job }: { job: BoardJob }) {
  const facts = job.organisation;
  return (
    <>
      <p className="font-medium text-slate-800">
        {job.organisationName}
        {facts.priorityLabel ? (
          <span
            className={`ml-1 rounded px-1 text-xs font-semibold ${
              job.emergency || facts.priorityLabel === "Emergency"
                ? "bg-red-100 text-red-900"
                : facts.priorityLabel === "Urgent"
                  ? "bg-amber-100 text-amber-950"
                  : "bg-slate-100 text-slate-800"
            }`}
          >
            <span className="sr-only">Priority: </span>
            {facts.priorityLabel}
          </span>
        ) : null}
      </p>
      {facts.overdue ? (
        <p className="mt-0.5 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
          Overdue: {facts.dueLabel?.replace(/^Due /, "was due ")}
        </p>
      ) : facts.dueLabel ? (
        <p className="text-xs text-slate-700">{facts.dueLabel}</p>
      ) : null}
      {facts.awaitingApproval ? (
        <p className="mt-0.5 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-950">
          Awaiting approval{facts.estimate ? ` of ${facts.estimate}` : ""}
        </p>
      ) : null}
    </>
  );
}
