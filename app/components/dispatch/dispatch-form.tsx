import { Link, type useFetcher } from "@remix-run/react";
import type { Board, BoardFormReply, BoardJob } from "~/lib/views/dispatch";

function errorsOf(reply: BoardFormReply | undefined, field: string): string[] {
  return reply?.result.error?.[field] ?? [];
}

/** A card's engineer and window: the same post as dragging the card. */
export interface DispatchFormProps {
  job: BoardJob;
  board: Pick<Board, "day" | "windows" | "assignable">;
  answer?: BoardFormReply;
  errorId?: string;
  pending: boolean;
  fetcher: ReturnType<typeof useFetcher<BoardFormReply>>;
  /** Where it posts: the board's action, answering at this card. */
  action: string;
  /** The board at this card, with the form closed. */
  closeHref: string;
}

export function DispatchForm({
  job,
  board,
  answer,
  errorId,
  pending,
  fetcher,
  action,
  closeHref,
}: DispatchFormProps) {
  const id = `dispatch-${job.id}`;
  const typed = answer?.result.initialValue;
  const typedValue = (name: string) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const onDay = job.column !== null;
  const invalid = (field: string) => errorsOf(answer, field).length > 0 || undefined;
  return (
    <div className="mt-1 rounded-lg border border-slate-300 bg-white p-2">
      <fetcher.Form method="post" action={action} preventScrollReset className="space-y-2">
        <input type="hidden" name="intent" value="dispatch" />
        <input type="hidden" name="jobId" value={job.id} />
        <div>
          <label htmlFor={`${id}-engineer`} className="field-label">
            Engineer
          </label>
          <select
            id={`${id}-engineer`}
            name="engineerId"
            defaultValue={typedValue("engineerId") ?? job.engineerId ?? ""}
            aria-invalid={invalid("engineerId")}
            aria-describedby={invalid("engineerId") ? errorId : undefined}
            className="field-input min-h-11 text-sm"
          >
            <option value="">No engineer</option>
            {board.assignable.map((engineer) => (
              <option key={engineer.id} value={engineer.id}>
                {engineer.name}
                {engineer.note ? ` (${engineer.note})` : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-window`} className="field-label">
            Arrival window
          </label>
          <select
            id={`${id}-window`}
            name="windowStart"
            defaultValue={typedValue("windowStart") ?? ""}
            aria-invalid={invalid("windowStart")}
            aria-describedby={invalid("windowStart") ? errorId : undefined}
            className="field-input min-h-11 text-sm"
          >
            {onDay ? null : <option value="">Keep: {job.windowLabel}</option>}
            {board.windows.map((window) => {
              const current = window.start === job.windowStart;
              return (
                <option
                  key={window.start}
                  value={current ? "" : window.start}
                  disabled={window.over && !current}
                >
                  {window.label}
                  {current ? " (now)" : window.over ? " (over)" : ""}
                </option>
              );
            })}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            Reason for the customer <span className="font-normal">(if the time changes)</span>
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            type="text"
            maxLength={2000}
            defaultValue={typedValue("reason") ?? ""}
            className="field-input min-h-11 text-sm"
          />
        </div>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={pending}
          aria-disabled={pending}
        >
          {pending ? "Saving…" : "Save"}
        </button>
      </fetcher.Form>
      <Link
        to={closeHref}
        preventScrollReset
        className="mt-1 flex min-h-11 items-center justify-center text-sm font-semibold text-brand-800"
      >
        Close<span className="sr-only"> the form of {job.reference}</span>
      </Link>
    </div>
  );
}
