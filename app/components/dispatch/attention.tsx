import type { Board, BoardProblem } from "~/lib/views/dispatch";

function ProblemList({
  problems,
  cardAnchor,
}: {
  problems: readonly BoardProblem[];
  cardAnchor: (reference: string) => string;
}) {
  return (
    <ul className="mt-2 space-y-1">
      {problems.map((problem) => (
        <li key={`${problem.jobId ?? "window"}:${problem.message}`}>
          {problem.reference ? (
            <>
              <a href={`#${cardAnchor(problem.reference)}`} className="font-semibold">
                {problem.reference}
              </a>
              : {problem.message}
            </>
          ) : (
            problem.message
          )}
        </li>
      ))}
    </ul>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function LeaveWaiting({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-2 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-2 text-brand-900">
      <a href="#leave-heading" className="font-semibold">
        {plural(count, "leave request", "leave requests")} waiting for a decision
      </a>
    </p>
  );
}

/** What needs the office first: clashes (leave, hours, over-full windows) and late risks. */
export function Attention({
  board,
  cardAnchor,
}: {
  board: Board;
  /** The id of a job's card on the board, for the links to it. */
  cardAnchor: (reference: string) => string;
}) {
  if (board.clashes.length === 0 && board.atRisk.length === 0 && board.overdue.length === 0) {
    return (
      <>
        <p className="mt-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-2 text-green-950">
          No clashes, nothing overdue and nothing at risk of running late on this day.
        </p>
        <LeaveWaiting count={board.leave.length} />
      </>
    );
  }
  return (
    <>
      <div className="mt-4 grid gap-3 lg:grid-cols-2">
        {board.clashes.length > 0 ? (
          <section
            aria-labelledby="clashes-heading"
            className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-950"
          >
            <h2 id="clashes-heading" className="text-lg font-bold">
              {plural(board.clashes.length, "clash", "clashes")} to sort out
            </h2>
            <ProblemList problems={board.clashes} cardAnchor={cardAnchor} />
          </section>
        ) : null}
        {board.overdue.length > 0 ? (
          <section
            aria-labelledby="overdue-heading"
            className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-950"
          >
            <h2 id="overdue-heading" className="text-lg font-bold">
              {plural(board.overdue.length, "organisation job", "organisation jobs")} overdue
            </h2>
            <ProblemList problems={board.overdue} cardAnchor={cardAnchor} />
          </section>
        ) : null}
        {board.atRisk.length > 0 ? (
          <section
            aria-labelledby="late-heading"
            className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
          >
            <h2 id="late-heading" className="text-lg font-bold">
              {plural(board.atRisk.length, "job", "jobs")} at risk of running late
            </h2>
            <ProblemList problems={board.atRisk} cardAnchor={cardAnchor} />
          </section>
        ) : null}
      </div>
      <LeaveWaiting count={board.leave.length} />
    </>
  );
}
