import { BarChart } from "./bar-chart";
import { formatCell, type ReportFigure } from "./figure-model";
import { StackedColumnChart } from "./stacked-column-chart";

/** One figure of a report: heading, headline, chart, the table of its figures and its CSV. */
export function FigureSection({ figure, csvHref }: { figure: ReportFigure; csvHref: string }) {
  const headingId = `${figure.id}-heading`;
  const chartTitle = `${figure.title}: chart. ${figure.summary} The figures are in the table below.`;
  return (
    <section aria-labelledby={headingId} id={figure.id} className="card mt-6 min-w-0">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {figure.title}
      </h2>
      <p className="mt-1 font-semibold text-slate-800">{figure.summary}</p>
      <p className="mt-1 text-sm text-slate-700">{figure.definition}</p>
      <div className="mt-4">
        {figure.chart?.kind === "bars" ? (
          <BarChart
            title={chartTitle}
            bars={figure.chart.bars}
            valueFormat={figure.chart.valueFormat}
          />
        ) : null}
        {figure.chart?.kind === "stacked-columns" ? (
          <StackedColumnChart
            title={chartTitle}
            categories={figure.chart.categories}
            series={figure.chart.series}
            valueFormat={figure.chart.valueFormat}
          />
        ) : null}
      </div>
      <div
        className="relative mt-4 max-w-full overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={`${figure.table.caption} (table)`}
      >
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            {figure.table.caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              {figure.table.columns.map((column, index) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-2 py-1 font-semibold ${index > 0 ? "text-right" : ""}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b border-slate-200">
                {row.map((cell, index) => {
                  const column = figure.table.columns[index];
                  const text = formatCell(cell, column?.format ?? "text");
                  return index === 0 ? (
                    <th key={index} scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                      {text}
                    </th>
                  ) : (
                    <td key={index} className="px-2 py-1 text-right tabular-nums">
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {figure.table.rows.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nothing in this range.</p>
        ) : null}
      </div>
      <p className="mt-3">
        <a href={csvHref} download className="font-semibold">
          Download CSV<span className="sr-only"> of {figure.title.toLowerCase()}</span>
        </a>
      </p>
    </section>
  );
}
