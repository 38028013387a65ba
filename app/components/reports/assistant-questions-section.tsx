import type { AssistantQuestionsFigure } from "~/.server/reports/assistant-questions.server";

/**
 * The assistant's questions on /admin/reports: how many of each outcome, then the newest
 * questions to write content for. The question column wraps, so at 390 px the table is
 * read top to bottom and only scrolls sideways inside its own box.
 */
export function AssistantQuestionsSection({
  figure,
  csvHref,
}: {
  figure: AssistantQuestionsFigure;
  csvHref: string;
}) {
  const headingId = `${figure.id}-heading`;
  return (
    <section aria-labelledby={headingId} id={figure.id} className="card mt-6 min-w-0">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {figure.title}
      </h2>
      <p className="mt-1 font-semibold text-slate-800">{figure.summary}</p>
      <p className="mt-1 text-sm text-slate-700">{figure.definition}</p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
        {figure.byOutcome.map((row) => (
          <div key={row.label} className="rounded border border-slate-200 px-3 py-2">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">
              {row.questions.toLocaleString("en-GB")}
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="relative mt-4 max-w-full overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="The newest questions (table)"
      >
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            The newest questions, in London time
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-1 font-semibold">
                Asked at
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Outcome
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Question
              </th>
            </tr>
          </thead>
          <tbody>
            {figure.recent.map((row, index) => (
              <tr key={index} className="border-b border-slate-200 align-top">
                <th scope="row" className="px-2 py-1 font-normal tabular-nums">
                  {row.askedAt}
                </th>
                <td className="px-2 py-1">{row.outcome}</td>
                <td className="min-w-48 break-words px-2 py-1">
                  {row.question}
                  {row.closestPage ? (
                    <span className="mt-1 block text-xs text-slate-700">
                      Closest page: <a href={row.closestPage}>{row.closestPage}</a>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {figure.recent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nothing in this range.</p>
        ) : null}
      </div>
      <p className="mt-3">
        <a href={csvHref} download className="font-semibold">
          Download CSV<span className="sr-only"> of the assistant&apos;s questions</span>
        </a>
      </p>
    </section>
  );
}
