import type { Kysely } from "kysely";
import { formatCalendarDate, londonDate } from "~/lib/booking-rules";
import type { Database } from "../db/schema.server";
import { buildReport, type Report } from "./report.server";
import { parseReportRange, rangePresets, type ParsedRange, type RangePreset } from "./range.server";

export interface ReportPage extends Report, ParsedRange {
  presets: (RangePreset & { current: boolean })[];
  /** "Sunday 1 November 2026 to Monday 23 November 2026". */
  rangeLabel: string;
  csvHrefs: Record<string, string>;
}

export function figureCsvHref(figureId: string, range: { from: string; to: string }): string {
  return `/admin/reports.csv?figure=${figureId}&from=${range.from}&to=${range.to}`;
}

/** Everything /admin/reports shows for the query string: the range (or why not), the figures. */
export async function reportPage(
  db: Kysely<Database>,
  params: URLSearchParams,
  now: Date,
): Promise<ReportPage> {
  const parsed = parseReportRange(params, now);
  const report = await buildReport(db, parsed.range, now);
  const { range } = parsed;
  return {
    ...report,
    ...parsed,
    presets: rangePresets(londonDate(now)).map((preset) => ({
      ...preset,
      current: preset.range.from === range.from && preset.range.to === range.to,
    })),
    rangeLabel: `${formatCalendarDate(range.from)} to ${formatCalendarDate(range.to)}`,
    csvHrefs: Object.fromEntries(
      [...report.figures, report.assistant].map((figure) => [
        figure.id,
        figureCsvHref(figure.id, range),
      ]),
    ),
  };
}
