import { BarChart } from "./bar-chart";
import { formatCell, type ReportFigure } from "./figure-model";
import { NothingInRange, ReportCsvLink, ReportSection, ReportTable } from "./report-section";
import { StackedColumnChart } from "./stacked-column-chart";

/** One figure of a report: heading, headline, chart, the table of its figures and its CSV. */
export function FigureSection({ figure, csvHref }: { figure: ReportFigure; csvHref: string }) {
  const chartTitle = `${figure.title}: chart. ${figure.summary} The figures are in the table below.`;
  return (
    <ReportSection figure={figure}>
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
      <ReportTable
        caption={figure.table.caption}
        after={figure.table.rows.length === 0 ? <NothingInRange /> : null}
      >
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
      </ReportTable>
      <ReportCsvLink href={csvHref} of={figure.title.toLowerCase()} />
    </ReportSection>
  );
}
