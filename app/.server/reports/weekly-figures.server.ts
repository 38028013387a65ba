import type { ReportFigure } from "~/components/charts/figure-model";
import { formatPence } from "~/lib/money";
import type { JobSource, WeekRevenue, WeekSourceCount } from "./job-figures.server";
import { shortDate } from "./weeks.server";

const SOURCES: readonly JobSource[] = ["web", "client", "organisation", "admin"];

/** Bookings per London week (Monday to Sunday) of booking, stacked by source. */
export function bookingsFigure(
  counts: readonly WeekSourceCount[],
  weeks: readonly string[],
  labels: Readonly<Record<JobSource, string>>,
): ReportFigure {
  const countOf = (week: string, source: JobSource) =>
    counts.find((row) => row.week === week && row.source === source)?.jobs ?? 0;
  const total = counts.reduce((sum, row) => sum + row.jobs, 0);
  return {
    id: "bookings-by-week",
    title: "Bookings per week by source",
    summary: `${total.toLocaleString("en-GB")} ${total === 1 ? "booking" : "bookings"} made in the range.`,
    definition:
      "Jobs by the moment they were booked (not the visit), in London weeks from Monday; the first and last week count only the days inside the range. Cancelled jobs count: they were booked.",
    chart: {
      kind: "stacked-columns",
      categories: weeks.map(shortDate),
      series: SOURCES.map((source) => ({
        label: labels[source],
        values: weeks.map((week) => countOf(week, source)),
      })),
      valueFormat: "count",
    },
    table: {
      caption: "Bookings per week (week starting Monday) by source",
      columns: [
        { label: "Week starting", format: "text" },
        ...SOURCES.map((source) => ({ label: labels[source], format: "count" as const })),
        { label: "Total", format: "count" },
      ],
      rows: weeks.map((week) => [
        week,
        ...SOURCES.map((source) => countOf(week, source)),
        SOURCES.reduce((sum, source) => sum + countOf(week, source), 0),
      ]),
    },
  };
}

/** Revenue per London week of the visit, from the prices recorded on completed jobs. */
export function revenueFigure(
  revenue: readonly WeekRevenue[],
  weeks: readonly string[],
): ReportFigure {
  const weekOf = (week: string) => revenue.find((row) => row.week === week);
  const totals = revenue.reduce(
    (sum, row) => ({
      pence: sum.pence + row.pence,
      priced: sum.priced + row.priced,
      completed: sum.completed + row.completed,
    }),
    { pence: 0, priced: 0, completed: 0 },
  );
  return {
    id: "revenue",
    title: "Revenue where prices were recorded",
    summary: `${formatPence(totals.pence)} from ${totals.priced.toLocaleString("en-GB")} of ${totals.completed.toLocaleString("en-GB")} completed jobs with a price recorded.`,
    definition:
      "Completed jobs whose visit falls in the range, by the London week of the visit: the sum of the prices recorded on them. Jobs without a recorded price are counted but add nothing.",
    chart: {
      kind: "stacked-columns",
      categories: weeks.map(shortDate),
      series: [{ label: "Revenue", values: weeks.map((week) => weekOf(week)?.pence ?? 0) }],
      valueFormat: "pence",
    },
    table: {
      caption: "Revenue per week (week starting Monday)",
      columns: [
        { label: "Week starting", format: "text" },
        { label: "Completed jobs", format: "count" },
        { label: "With a price", format: "count" },
        { label: "Revenue", format: "pence" },
      ],
      rows: [
        ...weeks.map((week) => {
          const row = weekOf(week);
          return [week, row?.completed ?? 0, row?.priced ?? 0, row?.pence ?? 0];
        }),
        ["Total", totals.completed, totals.priced, totals.pence],
      ],
    },
  };
}
