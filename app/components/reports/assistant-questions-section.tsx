import type { AssistantQuestionsFigure } from "~/lib/views/admin";
import {
  NothingInRange,
  ReportCsvLink,
  ReportSection,
  ReportTable,
} from "../charts/report-section";

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
  return (
    <ReportSection figure={figure}>
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
      <ReportTable
        caption="The newest questions, in London time"
        after={figure.recent.length === 0 ? <NothingInRange /> : null}
      >
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
      </ReportTable>
      <ReportCsvLink href={csvHref} of="the assistant's questions" />
    </ReportSection>
  );
}
